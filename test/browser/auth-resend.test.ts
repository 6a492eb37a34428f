/**
 * A customer who signed up but never entered the code, and signs in later: the Authenticator
 * sends a new code (ResendConfirmationCode) and asks for it, then signs them in (an unconfirmed
 * user is sent a new sign-up code and confirms it).
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { callCognito } from '../support/identity';
import { messagesTo, waitForCode } from '../support/outbox';
import { endpoints } from '../support/runtime';
import { finishSignIn, pathOf, uniqueEmail, web, welcome } from './auth-steps';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('sends an unconfirmed customer a new code at sign-in and signs them in once it is entered', async () => {
  const email = uniqueEmail('ugo');
  const password = 'Fresh#Albums2026!';
  await callCognito('SignUp', {
    ClientId: endpoints().userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: 'Ugo' },
      { Name: 'family_name', Value: 'Tester' },
    ],
  });
  const codesSoFar = messagesTo(email).length;

  const { page, close } = await openPage(browser, web('/login'));
  try {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The new code, not the one sent at sign-up.
    await page.getByLabel(/Confirmation Code/).fill(await waitForCode(email, codesSoFar));
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Auto sign-in follows a sign-up only; confirmed from the sign-in step, the customer is asked
    // to sign in again (automatic sign-in follows a sign-up only).
    const signInAgain = page.getByRole('button', { name: 'Sign in', exact: true });
    const left = page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 }).then(() => 'left' as const);
    left.catch(() => {});
    if ((await Promise.race([left, signInAgain.waitFor({ timeout: 15_000 }).then(() => 'form' as const)])) === 'form') {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await signInAgain.click();
    }

    await finishSignIn(page);
    expect(pathOf(page)).toBe('/');
    await welcome(page, 'Ugo').waitFor();
  } finally {
    await close();
  }
});
