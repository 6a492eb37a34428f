/**
 * Signing in and up, and the pages that need a signed-in person (staff pages check the role with
 * `RequireRole` and `staffAccess` from lib/auth/require-role). The sign-in pages are lazy: the
 * storefront never downloads the Authenticator.
 */
import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

export const accountRoutes: RouteObject[] = [
  { path: 'login', ...page('login') },
  { path: 'create-account', ...page('create-account') },
  { path: 'account/security', ...page('account-security') },
];
