/**
 * The draft's spreads as a list of which only the spreads near the window are in the page: a
 * virtualised list (TanStack Virtual's window virtualiser), each spread placed at its offset down
 * the list and measured once drawn, the spreads away from the window standing for their estimated
 * or last measured height. A hundred-page album's fifty spreads and their pictures are never all
 * drawn, laid out and followed by the browser as the window scrolls: only those in view and two
 * either side.
 *
 * Some spreads are kept in the page wherever the window is, each with the spread either side of it
 * (so that Tab, Shift+Tab and a keyboard drag's Up and Down always have the next spread to go to):
 * the spread holding the focus (focus is never lost to a spread taken out of the page), and those
 * the editor names (`kept`: the spread a photo is dragged from and the one it is over).
 *
 * A screen reader learns how many spreads there are from each item's place in the set
 * (aria-posinset of aria-setsize). Find-in-page finds only the spreads in the page.
 */
import { memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type Ref, type RefObject } from 'react';
import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { Spread } from '@shared/album-draft/schema';
import type { PageSize } from '@shared/album-draft/templates';
import type { DraftPhotoInfo } from '../draft-photos';
import type { Box } from './drop-places';
import { SpreadView, type SpreadActions } from './spread-view';
import { keepingInPage, useListPlace, windowListOptions } from './window-list';

/** Where the spreads are, for finding the place under a dragged photo (pointer-drag.ts): mounted or not. */
export interface SpreadLayout {
  /** How many spreads the list has. */
  count(): number;
  /** Spread `index`'s box in the page's coordinates (the window's plus its scroll), from the list's offsets: measured if it was drawn, estimated if not yet. */
  box(index: number): Box | undefined;
  /** The section drawn for spread `index`, while it is in the page. */
  section(index: number): HTMLElement | undefined;
  /** A number that changes whenever a spread's offset or size, or the spreads in the page, may have changed. */
  version(): number;
}

interface SpreadListProps {
  spreads: readonly Spread[];
  page: PageSize;
  photos: ReadonlyMap<string, DraftPhotoInfo>;
  /** Each spread's must-have photos, joined (spread-view.tsx). */
  marks: readonly string[];
  actions: SpreadActions;
  /** Ids of spreads kept in the page wherever the window is, with their neighbours. */
  kept: readonly string[];
  /** Whether the crops are still being fitted (for the page's `data-crops`). */
  fitting: boolean;
  /** The list's element: the spreads' sections are in it (pointer-drag.ts, drop-places.ts). */
  listRef: RefObject<HTMLDivElement | null>;
  layoutRef: Ref<SpreadLayout>;
}

/** Spreads drawn beyond each edge of the window: a scroll step (30 px) never reaches a spread not drawn. */
const OVERSCAN = 2;

/**
 * A spread's height before it is drawn: its two pages side by side at the list's width, plus its
 * heading, template choices and note (about 230 px). A spread drawn is measured, and the list
 * moves the spreads after it by the difference.
 */
const estimatedHeight = (listWidth: number, page: PageSize) => Math.round(((listWidth - 26) / 2) * (page.height / page.width) + 230);

export const SpreadList = memo(function SpreadList({ spreads, page, photos, marks, actions, kept, fitting, listRef, layoutRef }: SpreadListProps) {
  // The list's place in the page (its top, the virtualiser's scroll margin; its left and width),
  // and the gap between two spreads, read from its own style.
  const [frame, setFrame] = useState<{ top: number; left: number; width: number; gap: number }>(() => ({
    top: 0,
    left: 0,
    width: typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1200),
    gap: 0,
  }));
  const [focused, setFocused] = useState<string>();
  const version = useRef(0);

  const keptIndexes = useMemo(() => {
    const ids = new Set(focused === undefined ? kept : [...kept, focused]);
    const indexes = new Set<number>();
    spreads.forEach((spread, index) => {
      if (!ids.has(spread.id)) return;
      for (const near of [index - 1, index, index + 1]) if (near >= 0 && near < spreads.length) indexes.add(near);
    });
    return [...indexes];
  }, [kept, focused, spreads]);
  const rangeExtractor = useCallback((range: Range) => keepingInPage(range, keptIndexes), [keptIndexes]);
  const getItemKey = useCallback((index: number) => spreads[index]?.id ?? index, [spreads]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: spreads.length,
    estimateSize: () => estimatedHeight(frame.width, page),
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin: frame.top,
    gap: frame.gap,
    rangeExtractor,
    ...windowListOptions(),
    onChange: () => {
      version.current++;
    },
  });

  // The list's place is read again whenever anything in the page changes size (a line above it
  // appearing, the spreads measured) or the window does; spreads not drawn are estimated again at a new width.
  useListPlace(
    listRef,
    useCallback((list: HTMLDivElement) => {
      const box = list.getBoundingClientRect();
      const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
      const next = { top: box.top + window.scrollY, left: box.left + window.scrollX, width: box.width, gap };
      setFrame((was) =>
        Math.abs(was.top - next.top) < 0.5 && Math.abs(was.left - next.left) < 0.5 && Math.abs(was.width - next.width) < 0.5 && was.gap === next.gap
          ? was
          : next,
      );
    }, []),
  );
  const measuredWidth = useRef(frame.width);
  useLayoutEffect(() => {
    if (measuredWidth.current === frame.width) return;
    measuredWidth.current = frame.width;
    virtualizer.measure();
  }, [frame.width, virtualizer]);
  // Each draw may have put spreads in the page or taken them out.
  useLayoutEffect(() => {
    version.current++;
  });

  const latest = useRef({ virtualizer, frame });
  latest.current = { virtualizer, frame };
  useImperativeHandle(
    layoutRef,
    () => ({
      count: () => latest.current.virtualizer.options.count,
      box: (index) => {
        const { virtualizer: v, frame: f } = latest.current;
        // The offsets as they are now (measured again since the last draw if a spread changed size).
        v.getTotalSize();
        const item = index >= 0 && index < v.options.count ? v.measurementsCache[index] : undefined;
        return item && { left: f.left, top: item.start, width: f.width, height: item.size };
      },
      section: (index) => listRef.current?.querySelector<HTMLElement>(`:scope > [data-index="${index}"] > [data-testid="draft-spread"]`) ?? undefined,
      version: () => version.current,
    }),
    [listRef],
  );

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const id = (event.target as Element).closest<HTMLElement>('[data-testid="draft-spread"]')?.dataset.spreadId;
    setFocused(id);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(undefined);
  };

  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  return (
    <div
      className="album-draft__spreads"
      ref={listRef}
      role="list"
      aria-label={`The album's spreads (${spreads.length})`}
      data-testid="draft-spreads"
      data-crops={fitting ? 'fitting' : 'fitted'}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {items.map((item) => {
        const spread = spreads[item.index];
        if (!spread) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            aria-setsize={spreads.length}
            aria-posinset={item.index + 1}
            className="album-draft__spread-item"
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ top: item.start - margin }}
          >
            <SpreadView spread={spread} number={item.index + 1} page={page} photos={photos} mustHave={marks[item.index] ?? ''} actions={actions} />
          </div>
        );
      })}
    </div>
  );
});
