/**
 * The admin navbar links (Orders, Products, Editing, Add Products, Promotions, Callbacks), each shown
 * only to the roles that may open its page (`staffAccess`), read from the user record.
 * Customers and guests see none of it. On a staff page, while the sign-in is still being checked,
 * the bar's place is kept empty: only staff stay on those pages, and the page below does not drop
 * by the bar's height when the user record arrives. Callbacks carries the number of requests
 * still New, for those who may read them once their authenticator app is on.
 */
import { NavLink, useLocation } from 'react-router';
import { useAuthenticatorAppKnownOn } from '@/lib/auth/authenticator';
import { staffAccess, type Access } from '@/lib/auth/staff-access';
import { useSession } from '@/lib/auth/session';
import { useNewCallbackCount } from '@/lib/staff/callbacks-query';
import './staff-nav.css';

const links: readonly { label: string; to: string; access: Access }[] = [
  { label: 'Dashboard', to: '/admin', access: staffAccess.dashboard },
  { label: 'Orders', to: '/admin/outstanding-orders', access: staffAccess.outstandingOrders },
  { label: 'Products', to: '/admin/products', access: staffAccess.adminProducts },
  { label: 'Editing', to: '/admin/editors', access: staffAccess.editors },
  // Adding products is the Admin's, like editing them: the API allows no one else.
  { label: 'Add Products', to: '/admin/add-products', access: staffAccess.adminProducts },
  { label: 'Promotions', to: '/admin/promotions', access: staffAccess.promotions },
  { label: 'Callbacks', to: '/admin/request-callback', access: staffAccess.callbacks },
];

/** The staff pages (paths match regardless of case): `/admin/…` and adding an album. */
const isStaffPage = (pathname: string) => /^\/(admin(\/|$)|addalbums\/?$)/i.test(pathname);

export function StaffNav() {
  const session = useSession();
  const { pathname } = useLocation();
  const role = session.user?.role;
  const mine = role ? links.filter((l) => l.access.roles.includes(role)) : [];
  const readsCallbacks = !!role && (staffAccess.callbacks.roles as readonly string[]).includes(role);
  // The API answers staff only once their authenticator app is on: before, the count is not asked for.
  const appOn = useAuthenticatorAppKnownOn();
  const newCallbacks = useNewCallbackCount(readsCallbacks && appOn);
  if (mine.length === 0) {
    if (session.status !== 'loading' || !isStaffPage(pathname)) return null;
    return (
      <div className="staff-nav" aria-hidden="true" data-testid="staff-nav-pending">
        <div className="staff-nav__links container" />
      </div>
    );
  }
  return (
    <nav className="staff-nav" aria-label="Staff" data-testid="staff-nav">
      <ul className="staff-nav__links container">
        <li className="staff-nav__label" aria-hidden="true">
          Studio
        </li>
        {mine.map((l) => (
          <li key={l.to}>
            {/* The dashboard's link is current on /admin alone, not on every page under it. */}
            <NavLink to={l.to} className="staff-nav__link" end={l.to === '/admin'}>
              {l.label}
              {l.access === staffAccess.callbacks && !!newCallbacks && (
                <span className="staff-nav__count" data-testid="staff-nav-new-callbacks">
                  {newCallbacks}
                  <span className="visually-hidden"> new</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
