/**
 * Staff pages' guard. The role is the user record's (`session.user.role`), the one the
 * server trusts, never a token claim. Staff also need an authenticator app: without one the page
 * says so and leads to the Security page. A guest is sent to sign in; a signed-in person whose
 * role may not open the page is told so there, never moved silently elsewhere.
 * Wrap a page: `<RequireRole access={staffAccess.editors}>`.
 */
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
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
  // A guest signs in first, and comes back here after.
  if (session.status === 'guest' && access.otherwise === '/login') return <Navigate to="/login" replace state={{ from: location }} />;
  return <NoAccess guest={session.status === 'guest'} />;
}

/** What a signed-in person sees on a page their role may not open. */
function NoAccess({ guest }: { guest: boolean }) {
  return (
    <section className="no-access container" aria-labelledby="no-access-title" data-testid="no-access">
      <h1 id="no-access-title">You don’t have access to this page</h1>
      <p>
        {guest
          ? 'This page is for the studio’s staff. Sign in with a staff account to open it.'
          : 'Your account can’t open this page. If you need it for your work, ask the studio’s admin to give your account that role.'}
      </p>
      <p className="no-access__actions">
        {guest && (
          <Link to="/login" className="button button--quiet">
            Sign in
          </Link>
        )}
        <Link to="/" className="button button--primary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
