/**
 * The site header: brand, the catalog menus, About, the greeting with Sign Out or Login, and the
 * cart with its item count, and for staff the admin links. Below 1001 px the menus fold into a panel behind a Menu
 * button.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/auth/session';
import { site } from '@/lib/site';
import { Brand } from './brand';
import { BagIcon, MenuIcon } from './icons';
import { NavMenu, type NavMenuProps } from './nav-menu';
import { StaffNav } from './staff-nav';
import './navbar.css';

export interface NavbarProps {
  menus: readonly NavMenuProps[];
  cartCount: number;
}

export function Navbar({ menus, cartCount }: NavbarProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="announcement" aria-label="Announcement">
        Album design included · Free shipping
      </aside>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it hears Escape from the links and buttons inside; the header takes no focus itself */}
      <header
        className="site-header"
        // Escape closes an open dropdown first (it stops there), then the mobile menu.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !mobileOpen) return;
          setMobileOpen(false);
          toggle.current?.focus();
        }}
      >
        <div className="site-header__bar container">
          <Link to="/" className="brand" aria-label={`${site.name}, home`}>
            <Brand />
          </Link>
          <nav id="site-nav" aria-label="Main" className={`site-nav${mobileOpen ? ' is-open' : ''}`}>
            {/* Remounting on navigation closes every menu. */}
            <ul className="site-nav__menus" key={pathname}>
              {menus.map((menu) => (
                <NavMenu key={menu.label} {...menu} />
              ))}
              <li>
                <NavLink to="/about" className="site-nav__link">
                  About
                </NavLink>
              </li>
            </ul>
            <Account />
          </nav>
          {/* Named by its own words ("Cart 2 items"), the visible ones first, so a person who sees "Cart 2" can say what they see. */}
          <Link to="/cart" className="cart-link">
            <BagIcon />
            <span className="cart-link__label">Cart</span>{' '}
            {cartCount > 0 ? (
              <span className="cart-link__badge" data-testid="cart-count">
                {cartCount}
              </span>
            ) : (
              <span className="visually-hidden">0</span>
            )}{' '}
            <span className="visually-hidden">{cartCount === 1 ? 'item' : 'items'}</span>
          </Link>
          <button
            ref={toggle}
            type="button"
            className="menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls="site-nav"
            onClick={() => setMobileOpen((was) => !was)}
          >
            <MenuIcon open={mobileOpen} />
            <span className="menu-toggle__label">Menu</span>
          </button>
        </div>
        <StaffNav />
      </header>
    </>
  );
}

/** `Welcome, {firstName}!`, My Orders and Sign Out for a signed-in shopper; Login for a guest. */
function Account() {
  const session = useSession();
  const navigate = useNavigate();
  // While the stored sign-in is checked, neither is shown, so Login does not flash for a signed-in shopper.
  if (session.status === 'loading') return <div className="site-nav__account" aria-hidden="true" />;
  if (session.status === 'signedIn') {
    return (
      <div className="site-nav__account">
        {session.user?.firstName && <span className="site-nav__welcome">Welcome, {session.user.firstName}!</span>}
        {session.user && (
          <NavLink to={`/${session.user._id}/orders`} className="site-nav__link">
            My Orders
          </NavLink>
        )}
        <NavLink to="/account/security" className="site-nav__link">
          Security
        </NavLink>
        <button type="button" className="site-nav__link" onClick={() => void session.signOut().then(() => navigate('/'))}>
          Sign Out
        </button>
      </div>
    );
  }
  return (
    <div className="site-nav__account">
      <NavLink to="/login" className="site-nav__link">
        Login
      </NavLink>
    </div>
  );
}
