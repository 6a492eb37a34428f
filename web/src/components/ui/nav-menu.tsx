/**
 * One navbar dropdown (Albums, Wall Art): a disclosure button and its panel of items, each with
 * Learn and Order links. Opens on click or Enter/Space, and on mouse hover; closes on Escape
 * (focus back on the button), when focus or a click leaves it, and 300 ms after the mouse leaves.
 */
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { ChevronIcon } from './icons';

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

/** spec §9: navbar hover delay */
const closeDelayMs = 300;

export function NavMenu({ label, items, status }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click on a button the mouse has just opened by hovering should not close it again.
  const openedByHover = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, closeDelayMs);
  };

  return (
    <li
      ref={root}
      className="nav-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((was) => keepOpen || !was);
        }}
      >
        {label}
        <ChevronIcon />
      </button>
      <div id={panelId} className="nav-menu__panel" hidden={!open}>
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
