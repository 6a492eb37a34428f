/**
 * The custom sign-up of /create-account and its verification-code modal: Create account waits for
 * every field, each message in the shop's words and when it shows (the confirmation's own rule),
 * the phone's digits, the sending and failed states, then the code. The browser journey
 * (test/browser/auth.test.ts) signs up against the local identity service.
 */
import { screen, within } from '@testing-library/react';
import { messages } from '@shared/messages';
import { CreateAccountForm } from '@/features/auth/components/create-account-form';
import type { AmplifyClient } from '@/lib/auth/amplify';
import { renderInShop } from './shop';

const labels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  confirmPassword: 'Confirm password',
} as const;
const signUp = {
  firstName: 'Cleo',
  lastName: 'Marchetti',
  email: 'cleo@example.com',
  phone: '5559876543',
  password: 'Fresh#Albums!2026',
  confirmPassword: 'Fresh#Albums!2026',
};

/** The identity service's calls the form makes, each a mock the test answers. */
function fakeClient() {
  return {
    signUp: jest.fn(async (_input: unknown) => ({
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { destination: 'c***@example.com' } },
    })),
    confirmSignUp: jest.fn(async (_input: unknown) => ({ nextStep: { signUpStep: 'DONE' } })),
    resendSignUpCode: jest.fn(async (_input: unknown) => ({})),
  };
}

async function openForm(client = fakeClient()) {
  const shop = await renderInShop(<CreateAccountForm client={client as unknown as AmplifyClient} />);
  const submit = () => screen.getByRole('button', { name: /Create account|Creating your account…/ });
  return { ...shop, client, submit };
}

const field = (name: keyof typeof labels) => screen.getByLabelText(labels[name], { exact: true });

type User = Awaited<ReturnType<typeof openForm>>['user'];

/** Types each value into its field and leaves it, as someone tabbing through would. */
async function fill(user: User, values: Partial<typeof signUp>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name as keyof typeof labels));
    if (value) await user.type(field(name as keyof typeof labels), value);
    await user.tab();
  }
}

describe('the custom sign-up form', () => {
  it('shows no message on a fresh form, and keeps Create account disabled until every field holds something', async () => {
    const { user, submit } = await openForm();
    for (const name of Object.keys(labels) as (keyof typeof labels)[]) {
      expect(field(name)).toBeRequired();
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.queryByTestId('field-error')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    const { confirmPassword: _last, ...rest } = signUp;
    await fill(user, rest);
    expect(submit()).toBeDisabled();
    await fill(user, { confirmPassword: signUp.confirmPassword });
    expect(submit()).toBeEnabled();
  });

  it('keeps at most ten digits of a typed or pasted phone, and names a short one once it is left', async () => {
    const { user } = await openForm();
    await user.click(field('phone'));
    await user.paste('+1 (312) 555-0142 ext. 9');
    expect(field('phone')).toHaveValue('1312555014');
    await user.clear(field('phone'));
    await user.type(field('phone'), '(555) 98');
    expect(field('phone')).toHaveValue('55598');
    expect(field('phone')).toBeValid();
    await user.tab();
    expect(field('phone')).toHaveAccessibleDescription(messages.callbackPhone);
  });

  it('reads the password rule before it is broken, and turns it into the message once it is', async () => {
    const { user } = await openForm();
    expect(field('password')).toHaveAccessibleDescription(messages.customPasswordRule);
    await fill(user, { password: 'AAbbccdd1122' });
    expect(field('password')).toBeInvalid();
    expect(field('password')).toHaveAccessibleDescription(messages.customPasswordRule);
    await user.type(field('password'), '!!');
    expect(field('password')).toBeValid();
  });

  it('says Passwords do not match. once both were left', async () => {
    const { user } = await openForm();
    await fill(user, { password: 'abc', confirmPassword: 'abd' });
    expect(field('confirmPassword')).toHaveAccessibleDescription(messages.customPasswordMismatch);
    // Put right in the password, the confirmation's message goes too.
    await user.clear(field('password'));
    await user.type(field('password'), 'abd');
    expect(field('confirmPassword')).not.toHaveAccessibleDescription();
  });

  it('waits while only one was left and either holds under 6 characters, then compares as the confirmation is typed', async () => {
    const { user } = await openForm();
    await fill(user, { password: 'Fresh#' });
    await user.type(field('confirmPassword'), 'Fres');
    expect(field('confirmPassword')).not.toHaveAccessibleDescription();
    await user.type(field('confirmPassword'), 'h!');
    expect(field('confirmPassword')).toHaveAccessibleDescription(messages.customPasswordMismatch);
  });

  it('compares while typing once both hold 6 characters, though neither was left', async () => {
    const { user } = await openForm();
    await user.type(field('password'), 'Fresh#Albums');
    await user.type(field('confirmPassword'), 'Fresh#');
    expect(field('confirmPassword')).toHaveAccessibleDescription(messages.customPasswordMismatch);
    await user.type(field('confirmPassword'), 'Albums');
    expect(field('confirmPassword')).not.toHaveAccessibleDescription();
  });

  it('names everything that is wrong when sent, the mismatch too, with focus on the first, and signs nobody up', async () => {
    const { user, client, submit } = await openForm();
    // Every field holds something, so Create account may be pressed; the names were not left.
    await user.type(field('firstName'), signUp.firstName);
    await user.type(field('lastName'), signUp.lastName);
    await user.type(field('email'), 'cleo.at.home');
    await user.type(field('phone'), '555');
    await user.type(field('password'), 'abc');
    await user.type(field('confirmPassword'), 'abd');
    expect(field('email')).toHaveAccessibleDescription(messages.invalidEmail);
    expect(field('confirmPassword')).not.toHaveAccessibleDescription();
    await user.click(submit());
    expect(field('email')).toHaveFocus();
    expect(field('firstName')).not.toHaveAttribute('aria-invalid');
    expect(field('phone')).toHaveAccessibleDescription(messages.callbackPhone);
    expect(field('password')).toBeInvalid();
    expect(field('confirmPassword')).toHaveAccessibleDescription(messages.customPasswordMismatch);
    expect(client.signUp).not.toHaveBeenCalled();
  });

  it('signs up with the phone in E.164, says Creating your account… meanwhile, then asks for the emailed code', async () => {
    const client = fakeClient();
    let answer!: () => void;
    client.signUp.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return { nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: { destination: 'c***@example.com' } } };
    });
    const { user, submit } = await openForm(client);
    await fill(user, signUp);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Creating your account…');
    expect(submit()).toBeDisabled();
    expect(client.signUp).toHaveBeenCalledWith({
      username: signUp.email,
      password: signUp.password,
      options: {
        userAttributes: { email: signUp.email, given_name: signUp.firstName, family_name: signUp.lastName, phone_number: '+15559876543' },
        autoSignIn: false,
      },
    });
    answer();
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(within(dialog).getByText('c***@example.com')).toBeInTheDocument();
  });

  it('says why the sign-up failed, or the shop’s words when nothing says why, and keeps what was typed', async () => {
    const client = fakeClient();
    client.signUp.mockRejectedValueOnce(new Error('An account with the given email already exists.')).mockRejectedValueOnce(new Error(''));
    const { user, submit } = await openForm(client);
    await fill(user, signUp);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with the given email already exists.');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signUpFailed);
    expect(field('email')).toHaveValue(signUp.email);
    expect(submit()).toBeEnabled();
  });
});

describe('the verification code', () => {
  async function openDialog(client = fakeClient()) {
    const shop = await openForm(client);
    await fill(shop.user, signUp);
    await shop.user.click(shop.submit());
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    return { ...shop, dialog, code: () => within(dialog).getByLabelText('Verification code') };
  }

  it('waits for a code, keeps it without spaces, and confirms the sign-up with it', async () => {
    const { user, client, dialog, code } = await openDialog();
    expect(code()).toHaveFocus();
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(code(), '123 456');
    expect(code()).toHaveValue('123456');
    await user.click(verify);
    expect(client.confirmSignUp).toHaveBeenCalledWith({ username: signUp.email, confirmationCode: '123456' });
  });

  it('says Verifying… meanwhile, then why the code was refused, or the shop’s words when nothing says why', async () => {
    const client = fakeClient();
    let refuse!: (error: Error) => void;
    client.confirmSignUp
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)))
      .mockRejectedValueOnce(Object.assign(new Error(''), { name: 'CodeMismatchException' }));
    const { user, dialog, code } = await openDialog(client);
    await user.type(code(), '111111');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    refuse(new Error('Invalid verification code provided, please try again.'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid verification code provided, please try again.');
    expect(code()).toHaveValue('111111');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.verificationFailed);
  });
});
