/**
 * The fast way in for journeys (test/support/signed-in.ts) writes what Amplify itself writes when
 * someone signs in on /login, and the shop opens signed in from it. If Amplify changes how it
 * keeps its session, the first test here names the difference.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/identity';
import { endpoints } from '../support/runtime';
import { amplifyStorageOf, openSignedIn } from '../support/signed-in';
import { signInOnLoginPage, web, welcome } from './auth-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Amplify's entries in the page's local storage: name → value. */
const amplifyEntries = (page: import('playwright-core').Page) =>
  page.evaluate((prefix) => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith(prefix)) entries[key] = localStorage.getItem(key)!;
    }
    return entries;
  }, `CognitoIdentityServiceProvider.${endpoints().userPoolClientId}.`);

it('stores a session under the names, and with the user and sign-in details, that a sign-in on /login stores', async () => {
  const { page, close } = await openPage(browser, web('/login'));
  try {
    await signInOnLoginPage(page, 'client@shop.test', DEMO_PASSWORD);
    await welcome(page, 'Clara').waitFor();
    const real = await amplifyEntries(page);
    const ours = amplifyStorageOf(await signIn('client@shop.test'));
    expect(Object.keys(ours).sort()).toEqual(Object.keys(real).sort());
    // Tokens differ from one sign-in to the next, and the clock drift is what Amplify measured then.
    const rest = (entries: Record<string, string>) => Object.entries(entries).filter(([name]) => !/(Token|clockDrift)$/.test(name));
    expect(rest(ours)).toEqual(rest(real));
    const drift = Object.entries(real).find(([name]) => name.endsWith('.clockDrift'))?.[1];
    expect(drift).toMatch(/^-?\d+$/);
  } finally {
    await close();
  }
});

it('opens the shop signed in, for a customer and for staff with an authenticator app', async () => {
  const [client, employee] = await Promise.all([signIn('client@shop.test'), signIn('employee@shop.test')]);
  const shopper = await openSignedIn(browser, client, '/');
  try {
    await welcome(shopper.page, 'Clara').waitFor();
  } finally {
    await shopper.close();
  }
  const staff = await openSignedIn(browser, employee, '/admin/outstanding-orders');
  try {
    await staff.page.getByTestId('outstanding-board').waitFor();
    expect(staff.failedRequests).toEqual([]);
  } finally {
    await staff.close();
  }
});
