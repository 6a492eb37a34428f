/**
 * The hosted sign-up on /login (Amplify's Authenticator) checks its fields with the shop's rules:
 * first name, last name and email required, the email well formed, each said once it was left; the
 * confirmation compared as on /create-account. The browser journey (test/browser/auth.test.ts)
 * signs in through it.
 */
import { messages } from '@shared/messages';
import type { RuntimeConfig } from '@shared/runtime-config';
import { authenticatorServices } from '@/features/auth/authenticator-setup';

const services = authenticatorServices({ authFlowType: 'USER_PASSWORD_AUTH' } as RuntimeConfig);
const validateSignUp = services.validateCustomSignUp!;
const validatePasswords = services.validateConfirmPassword!;

describe('the hosted sign-up’s checks', () => {
  it('names what is wrong with the fields that were left, and nothing of the others', async () => {
    const touched = { given_name: true, email: true };
    expect(await validateSignUp({ given_name: '  ', email: 'nora.at.home' }, touched)).toEqual({
      given_name: messages.required,
      email: messages.invalidEmail,
    });
    expect(await validateSignUp({ email: '' }, { email: true })).toEqual({ email: messages.required });
    expect(await validateSignUp({}, {})).toBeNull();
  });

  it('lets well-formed names and email through', async () => {
    const all = { given_name: true, family_name: true, email: true };
    expect(await validateSignUp({ given_name: 'Nora', family_name: 'Quist', email: ' nora@example.com ' }, all)).toBeNull();
  });

  it('compares the passwords once both were left, or both hold 6 characters', async () => {
    expect(await validatePasswords({ password: 'abc', confirm_password: 'abd' }, { password: true })).toBeNull();
    expect(await validatePasswords({ password: 'abc', confirm_password: 'abd' }, { password: true, confirm_password: true })).toEqual({
      confirm_password: messages.passwordsMustMatch,
    });
    expect(await validatePasswords({ password: 'Fresh#Albums', confirm_password: 'Fresh#' }, {})).toEqual({ confirm_password: messages.passwordsMustMatch });
    expect(await validatePasswords({ password: 'Fresh#', confirm_password: 'Fresh#' }, {})).toBeNull();
  });
});
