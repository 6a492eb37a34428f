/**
 * Who may call a route. A route names the principals it lets in; a caller passes when any one
 * matches. `owner` is the signed-in person whose id is the route's `{userId}`; a role is read
 * from the caller's user record, never from the token (spec §6).
 */
import type { Role } from '../../shared/users';

export type Principal = 'public' | 'signedIn' | 'owner' | Role;

export const staff = ['Admin', 'Employee', 'Editors'] as const satisfies readonly Role[];

export const needsRole = (allow: readonly Principal[]): boolean =>
  allow.some((p) => p !== 'public' && p !== 'signedIn' && p !== 'owner');

export const isPublic = (allow: readonly Principal[]): boolean => allow.includes('public');
