/**
 * The window's scroll offset for the draft's virtualised lists (spread-list.tsx, photo-choices.tsx),
 * in place of TanStack Virtual's own listener (one a list, each clearing and setting a timer at
 * every scroll event to find when scrolling stops): one passive scroll listener for every list,
 * the offset read once an event, and one timer that finds the window still once no scroll event
 * has come for 150 ms (the virtualiser's own delay), set again only when it runs out early. A
 * pointer's drag scrolls the window a step a frame (pointer-drag.ts): each step is one event.
 */
import type { Virtualizer } from '@tanstack/react-virtual';

type OffsetListener = (offset: number, isScrolling: boolean) => void;

/** How long the window is still before the lists hear that scrolling stopped. */
const STILL_MS = 150;
const listeners = new Set<OffsetListener>();
let lastScroll = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function tell(isScrolling: boolean) {
  const offset = window.scrollY;
  for (const listener of listeners) listener(offset, isScrolling);
}

function settle() {
  const quiet = performance.now() - lastScroll;
  if (quiet < STILL_MS) {
    timer = setTimeout(settle, STILL_MS - quiet);
    return;
  }
  timer = undefined;
  tell(false);
}

function scrolled() {
  lastScroll = performance.now();
  timer ??= setTimeout(settle, STILL_MS);
  tell(true);
}

/** The virtualiser's `observeElementOffset` for a list scrolled by the window. */
export function observeWindowScroll<T extends Element>(_instance: Virtualizer<Window, T>, listener: OffsetListener): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', scrolled, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', scrolled);
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
