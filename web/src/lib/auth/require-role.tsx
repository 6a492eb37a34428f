/**
 * Staff pages' guard (spec §6). The role is the user record's (`session.user.role`), the one the
 * server trusts, never a token claim. Wrap a page: `<RequireRole access={staffAccess.editors}>`.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { staffRoles, type Role } from '@shared/users';
import { useSession } from './session';
import './pending.css';

export interface Access {
  roles: readonly Role[];
  /** Where everybody else goes. */
  otherwise: '/login' | '/';
}

/** Who may open each staff page, and where the others are sent (spec §6). */
export const staffAccess = {
  outstandingOrders: { roles: ['Admin', 'Employee'], otherwise: '/login' },
  callbacks: { roles: ['Admin', 'Employee'], otherwise: '/login' },
  editors: { roles: ['Admin', 'Editors'], otherwise: '/' },
  adminProducts: { roles: ['Admin'], otherwise: '/login' },
  // The spec shows no stronger check than "signed in" for these; staff is the least they need.
  orderDetail: { roles: staffRoles, otherwise: '/login' },
  addProduct: { roles: staffRoles, otherwise: '/login' },
  addAlbum: { roles: staffRoles, otherwise: '/login' },
} as const satisfies Record<string, Access>;

export function RequireRole({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading')
    return (
      <p className="auth-pending container" role="status">
        Checking your sign-in…
      </p>
    );
  const role = session.user?.role;
  if (role && access.roles.includes(role)) return children;
  // Only a guest comes back here after signing in: a signed-in person without the role would
  // be sent from /login straight back to this page, and round again.
  const state = session.status === 'guest' && access.otherwise === '/login' ? { from: location } : undefined;
  return <Navigate to={access.otherwise} replace state={state} />;
}
