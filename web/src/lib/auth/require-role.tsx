/**
 * Staff pages' guard. The role is the user record's (`session.user.role`), the one the
 * server trusts, never a token claim. Staff also need an authenticator app: without one the page
 * says so and leads to the Security page. Wrap a page: `<RequireRole access={staffAccess.editors}>`.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaff } from '@shared/roles';
import type { Access } from './staff-access';
import { useAuthenticatorApp } from './authenticator';
import { AuthenticatorRequired } from './authenticator-required';
import { useSession } from './session';
import './pending.css';

// The rules themselves live apart, so the navbar's staff links can read them without this guard.
export { staffAccess, type Access } from './staff-access';

export function RequireRole({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const role = session.user?.role;
  const allowed = !!role && access.roles.includes(role);
  // A page only staff may open (not My Orders, which a staff member opens as a customer).
  const needsApp = allowed && access.roles.every((r) => isStaff(r));
  const authenticator = useAuthenticatorApp(needsApp);
  if (session.status === 'loading' || (needsApp && authenticator.isPending))
    return (
      <p className="auth-pending container" role="status">
        Checking your sign-in…
      </p>
    );
  // When the pool cannot be asked, the page still opens: the server checks again on every call.
  if (needsApp && authenticator.data === false) return <AuthenticatorRequired />;
  if (allowed) return children;
  // Only a guest comes back here after signing in: a signed-in person without the role would
  // be sent from /login straight back to this page, and round again.
  const state = session.status === 'guest' && access.otherwise === '/login' ? { from: location } : undefined;
  return <Navigate to={access.otherwise} replace state={state} />;
}
