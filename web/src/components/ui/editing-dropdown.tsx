/**
 * The Editing dropdown: Album Revision, as one or two revision rounds, which need an
 * album in the same order or an earlier paid one. The spec gives it no navbar link, so it sits where editing is
 * explained (the add-editing page). The caller passes the catalog's name, price and links.
 */
import { Link } from 'react-router';
import { formatCents, type Cents } from '@shared/money';
import { ChevronIcon } from './icons';
import { useDropdown } from './use-dropdown';
import './dropdown-panel.css';
import './editing-dropdown.css';

interface EditingDropdownProps {
  /** The revision product's name, `Album Revision`. */
  name: string;
  /** The price of one revision round, from the catalog. */
  price: Cents | undefined;
  orderHref: string;
  learnHref: string;
}

const rounds = [1, 2] as const;

export function EditingDropdown({ name, price, orderHref, learnHref }: EditingDropdownProps) {
  const { rootProps, buttonProps, panelProps } = useDropdown<HTMLDivElement>();
  return (
    <div className="editing-dropdown" data-testid="editing-dropdown" {...rootProps}>
      <button className="editing-dropdown__button" {...buttonProps}>
        Editing
        <ChevronIcon />
      </button>
      <div className="dropdown-panel editing-dropdown__panel" {...panelProps}>
        <p className="editing-dropdown__title">{name}</p>
        <ul className="editing-dropdown__list">
          {rounds.map((n) => (
            <li key={n}>
              {/* The order page asks which album the rounds are for. */}
              <Link to={`${orderHref}?revisions=${n}`} className="editing-dropdown__option">
                <span>
                  {n} {n === 1 ? 'revision' : 'revisions'}
                </span>
                {price !== undefined && <span className="editing-dropdown__price">{formatCents(price * n)}</span>}
              </Link>
            </li>
          ))}
        </ul>
        <p className="editing-dropdown__note">Requires an album purchase.</p>
        <Link to={learnHref} className="editing-dropdown__learn">
          How revisions work
        </Link>
      </div>
    </div>
  );
}
