/**
 * One navbar dropdown (Albums, Wall Art): a disclosure button and its panel of items, each with
 * Learn and Order links. How it opens and closes (hover with a 300 ms grace, keyboard, focus
 * leaving) is `useDropdown`'s.
 */
import { Link } from 'react-router';
import { ChevronIcon } from './icons';
import { useDropdown } from './use-dropdown';
import './dropdown-panel.css';
import './navbar.css';

export interface NavItem {
  name: string;
  learnHref: string;
  orderHref: string;
  /** Decorative: the name beside it says what it shows. */
  imageUrl?: string;
}

export interface NavMenuProps {
  label: string;
  items: readonly NavItem[];
  /** Shown instead of the items while they load or when they cannot be loaded. */
  status?: string;
}

export function NavMenu({ label, items, status }: NavMenuProps) {
  const { rootProps, buttonProps, panelProps } = useDropdown<HTMLLIElement>();
  return (
    <li className="nav-menu" {...rootProps}>
      <button className="nav-menu__button" {...buttonProps}>
        {label}
        <ChevronIcon />
      </button>
      <div className="dropdown-panel nav-menu__panel" {...panelProps}>
        {status ? (
          <p className="nav-menu__status">{status}</p>
        ) : (
          <ul className="nav-menu__list">
            {items.map((item) => (
              <li key={item.name} className="nav-menu__item">
                {item.imageUrl && <img src={item.imageUrl} alt="" width={56} height={42} loading="lazy" decoding="async" />}
                <span className="nav-menu__name">{item.name}</span>
                <Link to={item.learnHref} className="nav-menu__link">
                  Learn<span className="visually-hidden"> about {item.name}</span>
                </Link>
                <Link to={item.orderHref} className="nav-menu__link nav-menu__link--order">
                  Order<span className="visually-hidden"> {item.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
