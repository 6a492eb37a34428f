/**
 * The site header: brand, the catalog menus, Login and the cart with its item count. Below
 * 1001 px (spec §9) the menus fold into a panel behind a Menu button.
 */
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from '@/lib/site';
import { Brand } from './brand';
import { BagIcon, MenuIcon } from './icons';
import { NavMenu, type NavMenuProps } from './nav-menu';

export interface NavbarProps {
  menus: readonly NavMenuProps[];
  cartCount: number;
}

export function Navbar({ menus, cartCount }: NavbarProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <p className="announcement">Album design included · Free shipping</p>
      <header className="site-header">
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
            </ul>
            <NavLink to="/login" className="site-nav__login">
              Login
            </NavLink>
          </nav>
          <Link to="/cart" className="cart-link" aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}>
            <BagIcon />
            <span className="cart-link__label">Cart</span>
            {cartCount > 0 && (
              <span className="cart-link__badge" aria-hidden="true">
                {cartCount}
              </span>
            )}
          </Link>
          <button
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
      </header>
    </>
  );
}
