/**
 * Authenticator apps in the browser: staff sign in on /login with a code; a staff member without
 * an app is shown how to set one up instead of the console, sets it up on Account → Security from
 * the key on the page, and is let in; a customer who adds one is asked for a code at sign-in.
 */
import type { Browser } from 'playwright-core';
import { totpCode } from '../../infra/local/totp';
import { seriousViolations } from '../support/a11y';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO_PASSWORD, newCustomer } from '../support/identity';
import { endpoints, useLocalCloudEnvironment } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { codeField, pathOf, signOut, web, welcome } from './auth-steps';

jest.setTimeout(60_000);

let browser: Browser;
let setRole: typeof import('../../functions/data/users').setRole;
beforeAll(async () => {
  useLocalCloudEnvironment();
  ({ setRole } = await import('../../functions/data/users'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Reads the key the Security page shows, and types the app's current code for it. */
async function setUpAuthenticator(page: import('playwright-core').Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByTestId('authenticator-qr').waitFor();
  const key = (await page.getByTestId('authenticator-key').textContent())!.replace(/\s/g, '');
  // A code of none of the steps the pool accepts (the current one and one either side) is refused.
  const accepted = [-30_000, 0, 30_000].map((d) => totpCode(key, Date.now() + d));
  let wrong = 0;
  while (accepted.includes(String(wrong).padStart(6, '0'))) wrong++;
  await page.getByLabel('The 6-digit code the app shows').fill(String(wrong).padStart(6, '0'));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByText('That code did not match.', { exact: false }).waitFor();
  await page.getByLabel('The 6-digit code the app shows').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByText('Your authenticator app is on: each sign-in asks for a code from it.').waitFor();
  return key;
}

it('signs an Employee in on /login with the code of their authenticator app', async () => {
  const { page, close } = await openPage(browser, web('/login'));
  try {
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill('employee@shop.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await codeField(page).fill(totpCode('LUMIEREALBUMSSTUDIOSTAFFDEMOKEYS'));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await welcome(page, 'Evan').waitFor();
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByTestId('outstanding-board').waitFor();
  } finally {
    await close();
  }
});

it('shows staff without an authenticator app how to set one up, and opens the console once they have', async () => {
  const person = await newCustomer('Stella');
  await setRole(person.sub, 'Employee');
  const { page, close, failedRequests } = await openSignedIn(browser, person, '/admin/outstanding-orders');
  try {
    await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    await expect(page.getByTestId('outstanding-board').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Set up an authenticator app' }).click();
    await page.waitForURL('**/account/security');
    await page.getByText('Staff accounts need an authenticator app').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await setUpAuthenticator(page);
    await page.getByRole('link', { name: 'Go to the studio console' }).click();
    await page.getByTestId('outstanding-board').waitFor();
    // The shop's API refused nothing on the way: the console asked for nothing before the app was on
    // (the user pool refused the wrong code, as it should).
    expect(failedRequests.filter((r) => r.includes(endpoints().api))).toEqual([]);
  } finally {
    await close();
  }
});

it('asks a customer who added an authenticator app for its code at the next sign-in', async () => {
  const person = await newCustomer('Cleo');
  const { page, close } = await openSignedIn(browser, person, '/');
  try {
    await page.getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    const key = await setUpAuthenticator(page);
    await signOut(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh#Albums2026!');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await codeField(page).fill(totpCode(key));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await welcome(page, 'Cleo').waitFor();
    // Signed in, the login page sends them on; the greeting can show a moment before it does.
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(pathOf(page)).not.toBe('/login');
  } finally {
    await close();
  }
});
