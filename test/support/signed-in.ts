/**
 * Pages that open already signed in, without going through /login: the person signs in by the
 * API (test/support/identity.ts, with their authenticator code when they have one) and their
 * tokens are put in the new browser context's local storage where Amplify keeps them, so the
 * shop starts signed in, exactly as after a sign-in on /login. A UI sign-in costs seconds (the
 * Authenticator's chunk, several Cognito round trips, a code for staff); this costs one API call.
 *
 *   const admin = await signIn('admin@shop.test');
 *   const { page, close } = await openSignedIn(browser, admin, '/admin/outstanding-orders');
 *
 * Journeys about signing in itself keep using /login (auth-steps.ts). The storage format is
 * Amplify's own; test/browser/signed-in.test.ts compares it with what a real sign-in on /login
 * writes, so an Amplify upgrade that changes it fails there, by name.
 */
import type { Browser } from 'playwright-core';
import { openPage, type OpenedPage, type OpenPageOptions } from './browser';
import type { Person } from './identity';
import { endpoints } from './runtime';

/**
 * What Amplify v6 keeps in local storage for a signed-in person (its TokenStore):
 * `CognitoIdentityServiceProvider.<app client id>.LastAuthUser` names the user, and
 * `….<user>.{accessToken,idToken,refreshToken,clockDrift,signInDetails}` hold the session.
 * The app client is the jest run's unless named (the bench starts clouds of its own).
 */
export function amplifyStorageOf(person: Person, userPoolClientId = endpoints().userPoolClientId): Record<string, string> {
  const prefix = `CognitoIdentityServiceProvider.${userPoolClientId}`;
  // Amplify names the user as they signed in: locally (USER_PASSWORD_AUTH) by their email.
  const username = person.email;
  const item = (name: string) => `${prefix}.${username}.${name}`;
  return {
    [`${prefix}.LastAuthUser`]: username,
    [item('accessToken')]: person.accessToken,
    [item('idToken')]: person.idToken,
    [item('refreshToken')]: person.refreshToken,
    [item('clockDrift')]: '0',
    [item('signInDetails')]: JSON.stringify({ loginId: person.email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
}

/** Opens `path` of the shop in a fresh context in which `person` is signed in. */
export function openSignedIn(browser: Browser, person: Person, path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const { web } = endpoints();
  return openPage(browser, web + path, { ...options, localStorage: { ...options.localStorage, ...amplifyStorageOf(person) } });
}
