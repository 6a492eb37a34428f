/**
 * The behaviour every dropdown of the shop shares (the navbar's Albums and Wall Art menus, the
 * Editing dropdown): a disclosure button and its panel.
 *  - Mouse: opens on hover where the panel floats (wide screens), closes 300 ms after the pointer
 *    leaves, so a pointer crossing the gap to the panel does not lose it.
 *  - Click, Enter or Space toggle it; ArrowDown / ArrowUp open it on the first / last link.
 *  - Inside the panel ArrowDown / ArrowUp / Home / End move between links; Escape closes it and
 *    puts focus back on the button; focus or a click leaving it closes it.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

/** A navbar dropdown closes this long after the pointer leaves it. */
export const dropdownCloseDelayMs = 300;

/** Hover opens a panel only where it floats over the page; in the mobile menu it unfolds in place. */
const hoverOpens = () => window.matchMedia('(hover: hover) and (min-width: 1001px)').matches;

const focusablesIn = (panel: HTMLElement | null) => (panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : []);

export function useDropdown<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click on a button the mouse has just opened by hovering should not close it again.
  const openedByHover = useRef(false);
  // Which link to focus once the panel is shown (opening by arrow key).
  const focusOnOpen = useRef<'first' | 'last' | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  useEffect(() => {
    if (!open) return;
    const which = focusOnOpen.current;
    focusOnOpen.current = undefined;
    if (which) {
      const items = focusablesIn(panel.current);
      (which === 'first' ? items[0] : items.at(-1))?.focus();
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    openedByHover.current = false;
    setOpen(false);
  };

  const openWithFocus = (which: 'first' | 'last') => {
    if (open) {
      const items = focusablesIn(panel.current);
      (which === 'first' ? items[0] : items.at(-1))?.focus();
      return;
    }
    focusOnOpen.current = which;
    setOpen(true);
  };

  const rootProps = {
    ref: root,
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !hoverOpens()) return;
      cancelClose();
      if (!open) openedByHover.current = true;
      setOpen(true);
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !hoverOpens()) return;
      cancelClose();
      closeTimer.current = window.setTimeout(close, dropdownCloseDelayMs);
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close();
      button.current?.focus();
    },
    onBlur(event: FocusEvent) {
      if (!root.current?.contains(event.relatedTarget as Node | null)) close();
    },
  };

  const buttonProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick() {
      const keepOpen = openedByHover.current;
      openedByHover.current = false;
      cancelClose();
      setOpen((was) => keepOpen || !was);
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  };

  const panelProps = {
    ref: panel,
    id: panelId,
    hidden: !open,
    onKeyDown(event: KeyboardEvent) {
      const items = focusablesIn(panel.current);
      const at = items.indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, HTMLElement | undefined> = {
        ArrowDown: items[(at + 1) % items.length],
        ArrowUp: items[(at - 1 + items.length) % items.length],
        Home: items[0],
        End: items.at(-1),
      };
      const next = moves[event.key];
      if (!next) return;
      event.preventDefault();
      next.focus();
    },
  };

  return { open, close, rootProps, buttonProps, panelProps };
}
