/**
 * The admin navbar links (Orders, Products, Editing, Add Products, Callbacks), each shown
 * only to the roles that may open its page (`staffAccess`), read from the user record.
 * Customers and guests see none of it.
 */
import { NavLink } from 'react-router';
import { staffAccess, type Access } from '@/lib/auth/staff-access';
import { useSession } from '@/lib/auth/session';
import './staff-nav.css';

const links: readonly { label: string; to: string; access: Access }[] = [
  { label: 'Orders', to: '/admin/outstanding-orders', access: staffAccess.outstandingOrders },
  { label: 'Products', to: '/admin/products', access: staffAccess.adminProducts },
  { label: 'Editing', to: '/admin/editors', access: staffAccess.editors },
  // Adding products is the Admin's, like editing them: the API allows no one else.
  { label: 'Add Products', to: '/admin/add-products', access: staffAccess.adminProducts },
  { label: 'Callbacks', to: '/admin/request-callback', access: staffAccess.callbacks },
];

export function StaffNav() {
  const role = useSession().user?.role;
  const mine = role ? links.filter((l) => l.access.roles.includes(role)) : [];
  if (mine.length === 0) return null;
  return (
    <nav className="staff-nav" aria-label="Staff" data-testid="staff-nav">
      <ul className="staff-nav__links container">
        <li className="staff-nav__label" aria-hidden="true">
          Studio
        </li>
        {mine.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} className="staff-nav__link">
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
