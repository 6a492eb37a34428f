/**
 * Steps of the sign-in journeys, as a shopper takes them in the browser: open /login, sign in
 * (skipping the verify-contact step when it comes), sign out from the navbar.
 */
import type { Page } from 'playwright-core';
import { endpoints } from '../support/runtime';

export const web = (path: string) => endpoints().web + path;
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@shop.test`;
export const pathOf = (page: Page) => new URL(page.url()).pathname;
export const welcome = (page: Page, firstName: string) => page.getByText(`Welcome, ${firstName}!`, { exact: true });

/**
 * After the credentials are in: the Authenticator asks to verify a contact when neither email nor
 * phone is verified (spec §4), which the shopper may skip; then /login sends them on.
 */
export async function finishSignIn(page: Page) {
  const skip = page.getByRole('button', { name: 'Skip' });
  const left = page.waitForURL((url) => url.pathname !== '/login').then(() => 'left' as const);
  const asked = skip.waitFor().then(() => 'asked' as const);
  // The loser of the race is left waiting; it must not fail the test when the page closes.
  left.catch(() => {});
  asked.catch(() => {});
  if ((await Promise.race([left, asked])) === 'asked') await skip.click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signInOnLoginPage(page: Page, email: string, password: string) {
  if (pathOf(page) !== '/login') await page.goto(web('/login'));
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await finishSignIn(page);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('link', { name: 'Login' }).waitFor();
}
