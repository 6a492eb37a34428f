/**
 * Every photo of the line, to mark "Must be in the album" (the layout never leaves it out) or
 * "Leave out" (the layout never places it). A row is drawn again only when its own marks or spread change.
 *
 * The photos are laid out in columns (as many of at least 17rem as the list's width holds) and
 * drawn as a virtualised list of rows of them (TanStack Virtual's window virtualiser, as the
 * spreads are: spread-list.tsx): only the rows near the window are in the page, each placed at its
 * offset down the list and measured once drawn. Two hundred photos' rows and pictures are never all
 * laid out, painted and followed by the browser as the window scrolls (a drag scrolls it a step a
 * frame). The row holding the focus is kept in the page, with the row either side of it, so that
 * Tab and Shift+Tab always have the next checkbox to go to (the browser scrolls it into view, and
 * the rows around it are then drawn).
 *
 * A screen reader learns how many photos there are from each item's place in the set
 * (aria-posinset of aria-setsize). Find-in-page finds only the photos in the page.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import type { DraftPhotoInfo } from '../draft-photos';
import { keepingInPage, useListPlace, windowListOptions } from './window-list';

interface PhotoChoicesProps {
  photos: DraftPhotoInfo[];
  mustHave: ReadonlySet<string>;
  leaveOut: ReadonlySet<string>;
  places: ReadonlyMap<string, number>;
  onMustHave(imageId: string): void;
  onLeaveOut(imageId: string): void;
}

/** A column's least width, in rem: a row holds as many columns as the list's width allows. */
const COLUMN_REM = 17;
/** A row's height before it is drawn (its picture of 56 px, two marks and padding); once drawn it is measured. */
const ESTIMATED_ROW = 96;
/** Rows drawn beyond each edge of the window. */
const OVERSCAN = 2;

/** How many columns of at least `least` px, `gap` px apart, a list `width` px wide holds. */
export const columnsFor = (width: number, least: number, gap: number) => Math.max(1, Math.floor((width + gap) / (least + gap)));

export function PhotoChoices({ photos, mustHave, leaveOut, places, onMustHave, onLeaveOut }: PhotoChoicesProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // The list's place in the page (its top, the virtualiser's scroll margin), its columns, and the
  // gap between two rows, read from its own style.
  const [frame, setFrame] = useState<{ top: number; columns: number; rowGap: number }>(() => ({
    top: 0,
    columns: typeof window === 'undefined' ? 1 : columnsFor(Math.min(window.innerWidth, 1200), COLUMN_REM * 16, 16),
    rowGap: 0,
  }));
  // The row holding the focus, kept in the page.
  const [focusedRow, setFocusedRow] = useState<number>();

  // Anything above the list changing height moves it (the spreads measured as they are drawn).
  useListPlace(
    listRef,
    useCallback((list: HTMLDivElement) => {
      const box = list.getBoundingClientRect();
      const style = getComputedStyle(list);
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const next = {
        top: box.top + window.scrollY,
        columns: columnsFor(box.width, COLUMN_REM * rem, parseFloat(style.columnGap) || 0),
        rowGap: parseFloat(style.rowGap) || 0,
      };
      setFrame((was) => (Math.abs(was.top - next.top) < 0.5 && was.columns === next.columns && was.rowGap === next.rowGap ? was : next));
    }, []),
  );

  const { columns } = frame;
  const rows = Math.ceil(photos.length / columns);
  const keptRows = useMemo(
    () => (focusedRow === undefined ? [] : [focusedRow - 1, focusedRow, focusedRow + 1].filter((row) => row >= 0 && row < rows)),
    [focusedRow, rows],
  );
  const rangeExtractor = useCallback((range: Range) => keepingInPage(range, keptRows), [keptRows]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows,
    estimateSize: () => ESTIMATED_ROW,
    overscan: OVERSCAN,
    scrollMargin: frame.top,
    gap: frame.rowGap,
    rangeExtractor,
    ...windowListOptions(),
  });
  // The rows are measured again when their columns change (each row then holds other photos).
  const measuredColumns = useRef(columns);
  useLayoutEffect(() => {
    if (measuredColumns.current === columns) return;
    measuredColumns.current = columns;
    virtualizer.measure();
  }, [columns, virtualizer]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('.draft-choices__row')?.dataset.index;
    setFocusedRow(row === undefined ? undefined : Number(row));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedRow(undefined);
  };

  const margin = virtualizer.options.scrollMargin;
  return (
    <div
      className="draft-choices"
      ref={listRef}
      role="list"
      aria-label={`Your photos (${photos.length})`}
      data-testid="draft-choices"
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className="draft-choices__row"
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ top: row.start - margin, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {photos.slice(row.index * columns, (row.index + 1) * columns).map((photo, i) => (
            <PhotoChoice
              key={photo.imageId}
              photo={photo}
              position={row.index * columns + i + 1}
              count={photos.length}
              must={mustHave.has(photo.imageId)}
              out={leaveOut.has(photo.imageId)}
              spread={places.get(photo.imageId)}
              onMustHave={onMustHave}
              onLeaveOut={onLeaveOut}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

interface PhotoChoiceProps {
  photo: DraftPhotoInfo;
  /** Its place among all the photos (from 1), and their number. */
  position: number;
  count: number;
  must: boolean;
  out: boolean;
  spread: number | undefined;
  onMustHave(imageId: string): void;
  onLeaveOut(imageId: string): void;
}

const PhotoChoice = memo(function PhotoChoice({ photo, position, count, must, out, spread, onMustHave, onLeaveOut }: PhotoChoiceProps) {
  return (
    <div className="draft-choice" role="listitem" aria-posinset={position} aria-setsize={count} data-testid="draft-choice" data-name={photo.fileName}>
      {/* Drawn only near the window (the list is virtualised), so the picture is asked for at once. */}
      <img className="draft-choice__thumb" src={photo.thumbnailUrl} alt="" width={56} height={56} decoding="async" />
      <span className="draft-choice__name">
        {photo.fileName}
        <span className="draft-choice__where">{spread === undefined ? 'Not in the draft' : `Spread ${spread + 1}`}</span>
      </span>
      <label className="draft-choice__mark">
        <input type="checkbox" checked={must} onChange={() => onMustHave(photo.imageId)} aria-label={`${photo.fileName}: must be in the album`} />
        <span aria-hidden="true">Must be in the album</span>
      </label>
      <label className="draft-choice__mark">
        <input type="checkbox" checked={out} onChange={() => onLeaveOut(photo.imageId)} aria-label={`${photo.fileName}: leave out`} />
        <span aria-hidden="true">Leave out</span>
      </label>
    </div>
  );
});
