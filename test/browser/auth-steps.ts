/**
 * Steps of the sign-in journeys, as a shopper takes them in the browser: open /login, sign in
 * (typing the authenticator code when asked, skipping the verify-contact step when it comes),
 * sign out from the navbar. A journey that is not about signing in opens its pages signed in
 * already instead (`openSignedIn`, test/support/signed-in.ts): seconds faster.
 */
import type { Page } from 'playwright-core';
import { totpCode } from '../../infra/local/totp';
import { authenticatorKeyOf } from '../support/identity';
import { endpoints } from '../support/runtime';

export const web = (path: string) => endpoints().web + path;
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@shop.test`;
export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const welcome = (page: Page, firstName: string) => page.getByText(`Welcome, ${firstName}!`, { exact: true });

/** The Authenticator's step that asks for the authenticator app's code (its sign-up confirmation names its field the same). */
export const totpStep = (page: Page) => page.getByRole('heading', { name: 'Confirm TOTP Code' });
/** The code field of the step on screen. */
export const codeField = (page: Page) => page.locator('input[name="confirmation_code"]');

/**
 * After the credentials are in: a person with an authenticator app is asked for its code (typed
 * from the key this test knows, `email`'s); the Authenticator asks to verify a contact when
 * neither email nor phone is verified, which the shopper may skip; then /login sends
 * them on.
 */
export async function finishSignIn(page: Page, email?: string) {
  const skip = page.getByRole('button', { name: 'Skip' });
  const left = page.waitForURL((url) => url.pathname !== '/login').then(() => 'left' as const);
  const asked = skip.waitFor().then(() => 'asked' as const);
  const code = totpStep(page)
    .waitFor()
    .then(() => 'code' as const);
  // The losers of the race are left waiting; they must not fail the test when the page closes.
  for (const step of [left, asked, code]) step.catch(() => {});
  let next = await Promise.race([left, asked, code]);
  if (next === 'code') {
    const key = email && authenticatorKeyOf(email);
    if (!key) throw new Error(`/login asks ${email ?? 'this person'} for an authenticator code, and the test knows no key`);
    await codeField(page).fill(totpCode(key));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    next = await Promise.race([left, asked]);
  }
  if (next === 'asked') await skip.click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signInOnLoginPage(page: Page, email: string, password: string) {
  // From elsewhere in the shop, the navbar's Login link, as a shopper would.
  if (pathOf(page) !== '/login') {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/login');
  }
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await finishSignIn(page, email);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}
