/**
 * The demo people, one per role, and what they sign in with: the shop's demo data, apart from the
 * code that makes their accounts (demo-accounts.ts) so that reading them (the tests, `npm run
 * totp`, the start banner) loads no Cognito client.
 */
import type { Role } from '../../shared/users';

export const DEMO_PASSWORD = 'Demo#Albums2026!';
/** The authenticator-app key (base32) of every demo staff account: add it to an app, or run `npm run totp`. */
export const DEMO_AUTHENTICATOR_KEY = 'LUMIEREALBUMSSTUDIOSTAFFDEMOKEYS';

export const demoAccounts: { email: string; firstName: string; lastName: string; role: Role }[] = [
  { email: 'client@shop.test', firstName: 'Clara', lastName: 'Bennett', role: 'Client' },
  { email: 'employee@shop.test', firstName: 'Evan', lastName: 'Moreno', role: 'Employee' },
  { email: 'editor@shop.test', firstName: 'Edie', lastName: 'Park', role: 'Editors' },
  { email: 'admin@shop.test', firstName: 'Ada', lastName: 'Whitfield', role: 'Admin' },
];
