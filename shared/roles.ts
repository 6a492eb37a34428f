/**
 * Roles (Client for every customer; Admin, Employee and Editors for staff) and what staff must
 * have, without the user record's schema: the navbar's staff links and the staff pages' guard
 * use them on every page, and a schema would bring zod with it.
 * users.ts and authenticator.ts re-export them.
 */
export const roles = ['Client', 'Employee', 'Editors', 'Admin'] as const;
export type Role = (typeof roles)[number];
export const staffRoles: readonly Role[] = ['Admin', 'Employee', 'Editors'];
export const isStaff = (role: Role | undefined): boolean => !!role && staffRoles.includes(role);

/** Why a staff page or call is refused to staff without an app (the handler kit says the same). */
export const staffNeedAuthenticatorApp = 'Staff accounts need an authenticator app. Set one up under Account → Security, then try again.';
