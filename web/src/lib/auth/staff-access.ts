/**
 * Who may open each staff page, and where everybody else goes: read by the pages' guard
 * (require-role.tsx) and by the navbar's staff links, which must not bring the guard, its
 * authenticator check and its styles into every storefront page's first load.
 */
import { staffRoles, type Role } from '@shared/roles';

export interface Access {
  roles: readonly Role[];
  /** Where everybody else goes. */
  otherwise: '/login' | '/';
}

/** Who may open each staff page, and where the others are sent (docs/product-rules.md has the table). */
export const staffAccess = {
  dashboard: { roles: ['Admin', 'Employee'], otherwise: '/login' },
  outstandingOrders: { roles: ['Admin', 'Employee'], otherwise: '/login' },
  callbacks: { roles: ['Admin', 'Employee'], otherwise: '/login' },
  editors: { roles: ['Admin', 'Editors'], otherwise: '/' },
  adminProducts: { roles: ['Admin'], otherwise: '/login' },
  promotions: { roles: ['Admin'], otherwise: '/login' },
  // The spec shows no stronger check than "signed in" for these; staff is the least they need.
  orderDetail: { roles: staffRoles, otherwise: '/login' },
  addProduct: { roles: staffRoles, otherwise: '/login' },
  addAlbum: { roles: staffRoles, otherwise: '/login' },
} as const satisfies Record<string, Access>;
