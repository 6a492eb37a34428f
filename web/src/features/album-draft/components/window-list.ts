/**
 * What the draft's two virtualised lists (spread-list.tsx, photo-choices.tsx) share: the window
 * virtualiser's options for a list scrolled by the window, the items kept in the page wherever the
 * window is, and the list's place in the page read again whenever it may have moved.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { observeWindowScroll } from './window-scroll';

/** The window virtualiser's options every list of the draft takes. */
export const windowListOptions = () => ({
  initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  // Items coming into view are drawn in React's next render, not inside the scroll event.
  useFlushSync: false,
  // One listener for both of the draft's lists, and no timer set again at each scroll event.
  observeElementOffset: observeWindowScroll,
});

/** The items drawn for `range`, with the `kept` ones (indexes) wherever the window is. */
export function keepingInPage(range: Range, kept: readonly number[]): number[] {
  const shown = defaultRangeExtractor(range);
  if (kept.every((index) => shown.includes(index))) return shown;
  return [...new Set([...shown, ...kept])].sort((a, b) => a - b);
}

/**
 * Calls `read` with the list's element now and whenever anything in the page changes size (a line
 * above the list appearing, items measured as they are drawn) or the window does. `read` is kept
 * from one draw to the next (useCallback), or the listeners are set again.
 */
export function useListPlace(listRef: RefObject<HTMLDivElement | null>, read: (list: HTMLDivElement) => void): void {
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const readList = () => read(list);
    readList();
    window.addEventListener('resize', readList);
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(readList);
    resized?.observe(document.body);
    return () => {
      window.removeEventListener('resize', readList);
      resized?.disconnect();
    };
  }, [listRef, read]);
}
