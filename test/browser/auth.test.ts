/**
 * Signing up and in, in Chromium against the local runtime: the Authenticator on /login, the
 * custom form on /create-account and a forgotten password. Codes come from the local outbox.
 */
import type { Browser } from 'playwright-core';
import { messages } from '../../shared/messages';
import { userPoolPasswordPolicy } from '../../shared/passwords';
import { userSchema } from '../../shared/users';
import { launchBrowser, openPage } from '../support/browser';
import { callCognito, newCustomer, signIn as signInByApi } from '../support/identity';
import { messagesTo, waitForCode } from '../support/outbox';
import { api, endpoints } from '../support/runtime';
import { finishSignIn, pathOf, signInOnLoginPage, signOut, uniqueEmail, web, welcome } from './auth-steps';

jest.setTimeout(90_000);

/** The phone number the user pool holds for a customer. */
async function phoneOf(email: string): Promise<string | undefined> {
  const user = await callCognito('AdminGetUser', { UserPoolId: endpoints().userPoolId, Username: email });
  return (user.UserAttributes as { Name: string; Value: string }[]).find((a) => a.Name === 'phone_number')?.Value;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Each journey has its own new customer, mailbox and browser context: they run side by side,
// and the file waits for the slowest (mostly round trips to the user pool) instead of their sum.
describe('signing up and in', () => {
  it.concurrent('signs a new customer up on /login with the emailed code, keeps them signed in across a reload, and signs them out', async () => {
    const email = uniqueEmail('nora');
    const password = 'Fresh#Albums2026!';
    const { page, close } = await openPage(browser, web('/login'));
    try {
      await page.getByRole('tab', { name: 'Create Account' }).click();
      // Left empty, or not an email: each field says so once the shopper moves on.
      await page.getByLabel('First name').focus();
      await page.getByLabel('First name').blur();
      await page.getByText(messages.required).waitFor();
      await page.getByLabel('Email').fill('nora.at.home');
      await page.getByLabel('Email').blur();
      await page.getByText(messages.invalidEmail).waitFor();

      await page.getByLabel('First name').fill('Nora');
      await page.getByText(messages.required).waitFor({ state: 'detached' });
      await page.getByLabel('Last name').fill('Lindqvist');
      await page.getByLabel('Email').fill(email);
      await page.getByText(messages.invalidEmail).waitFor({ state: 'detached' });
      await page.getByLabel('Phone', { exact: true }).fill('(555) 123-4567');
      // Too short for the pool, and a confirmation that differs: the form says so.
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm password').fill('shorter');
      await page.getByLabel('Confirm password').blur();
      await page.getByText(messages.passwordMinimum(userPoolPasswordPolicy.minLength)).waitFor();
      await page.getByText(messages.passwordsMustMatch).waitFor();

      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password').fill(password);
      const sent = messagesTo(email).length;
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByLabel(/Confirmation Code/).fill(await waitForCode(email, sent));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await finishSignIn(page);

      expect(pathOf(page)).toBe('/');
      await welcome(page, 'Nora').waitFor();
      await page.reload();
      await welcome(page, 'Nora').waitFor();
      await signOut(page);

      // And back in with the password, as any returning customer.
      await signInOnLoginPage(page, email, password);
      await welcome(page, 'Nora').waitFor();
      const person = await signInByApi(email, password);
      const record = await api('GET', `/user/${person.sub}`, { token: person.idToken });
      expect(userSchema.parse(record.body)).toMatchObject({ email, firstName: 'Nora', lastName: 'Lindqvist', role: 'Client' });
      // The dial code and the digits, nothing else.
      await expect(phoneOf(email)).resolves.toBe('+15551234567');
    } finally {
      await close();
    }
  });

  it.concurrent('signs a customer up through /create-account, naming each broken password rule, then confirms in the code dialog', async () => {
    const email = uniqueEmail('cleo');
    const password = 'Fresh#Albums!2026';
    const { page, close } = await openPage(browser, web('/create-account'));
    try {
      const submit = page.getByRole('button', { name: 'Create account', exact: true });
      await page.getByLabel('First name').fill('Cleo');
      await page.getByLabel('Last name').fill('Marchetti');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('+1 (555) 987-6543 ext. 12');
      // Digits only, cut to ten.
      await expect(page.getByLabel('Phone').inputValue()).resolves.toBe('1555987654');
      await page.getByLabel('Phone').fill('5559876543');
      expect(await submit.isDisabled()).toBe(true);

      const passwordField = page.getByLabel('Password', { exact: true });
      const confirm = page.getByLabel('Confirm password');
      const ruleAlert = page.getByRole('alert').filter({ hasText: messages.customPasswordRule });
      const mismatchAlert = page.getByRole('alert').filter({ hasText: messages.customPasswordMismatch });
      // Too short, then long enough but without special characters: the rule each time.
      for (const broken of ['Ab1!', 'AAbbccdd1122']) {
        await passwordField.fill(broken);
        await passwordField.blur();
        await ruleAlert.waitFor();
        await passwordField.fill(password);
        await ruleAlert.waitFor({ state: 'detached' });
      }
      await confirm.fill('Fresh#Albums!2027');
      await confirm.blur();
      await mismatchAlert.waitFor();
      expect(await submit.isDisabled()).toBe(false);
      // The form refuses to send a mismatch.
      await submit.click();
      expect(messagesTo(email)).toEqual([]);

      await confirm.fill(password);
      await mismatchAlert.waitFor({ state: 'detached' });
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Check your email' });
      await dialog.waitFor();
      await dialog.getByLabel('Verification code').fill('000000');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await dialog.getByRole('alert').waitFor();
      await dialog.getByLabel('Verification code').fill(await waitForCode(email));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      await signInOnLoginPage(page, email, password);
      await welcome(page, 'Cleo').waitFor();
      const person = await signInByApi(email, password);
      const record = await api('GET', `/user/${person.sub}`, { token: person.idToken });
      expect(record.status).toBe(200);
      expect(record.body).toMatchObject({ firstName: 'Cleo', lastName: 'Marchetti', role: 'Client' });
      await expect(phoneOf(email)).resolves.toBe('+15559876543');
    } finally {
      await close();
    }
  });

  it.concurrent('resets a forgotten password with the emailed code, and the new password signs in', async () => {
    const customer = await newCustomer('Rhea');
    const newPassword = 'Renewed#Albums2027!';
    const { page, close } = await openPage(browser, web('/login'));
    try {
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await page.getByLabel('Email').fill(customer.email);
      const sent = messagesTo(customer.email).length;
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel(/Code/).fill(await waitForCode(customer.email, sent));
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Submit' }).click();

      await signInOnLoginPage(page, customer.email, newPassword);
      await welcome(page, 'Rhea').waitFor();
      await expect(signInByApi(customer.email, 'Fresh#Albums2026!')).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
