/**
 * Where a dragged photo would land, from the spreads and the layout's own frames. Each spread is
 * one box (from the spreads list's offsets for a pointer's drag, spread-list.tsx; the sections in
 * the page for the keyboard's); the photo under a point is found from the spread's pages and the
 * templates' frames in inches, never by measuring every photo. A few boxes are read for each look,
 * whatever the size of the album.
 */
import type { AlbumDraft, Spread } from '../../../../../shared/album-draft/schema';
import { heroFrame, pageFrames, type Frame, type PageSize } from '../../../../../shared/album-draft/templates';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A place to drop on: a spread (its id), or a photo (its id) on the spread. */
export type Place = { kind: 'spread'; spreadId: string } | { kind: 'photo'; imageId: string; spreadIndex: number };

export const inside = (box: Box, { x, y }: Point) => x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;

/**
 * The index of the box holding `point`, among `count` boxes that run down the page in order (the
 * spreads), by halving the list: a few boxes read (`boxAt`), however many there are. -1 between
 * two boxes, above the first, below the last, or beside the one at the point's height.
 */
export function boxIndexAt(count: number, boxAt: (index: number) => Box, point: Point): number {
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const box = boxAt(middle);
    if (point.y < box.top) high = middle - 1;
    else if (point.y > box.top + box.height) low = middle + 1;
    else return point.x >= box.left && point.x <= box.left + box.width ? middle : -1;
  }
  return -1;
}

/** A box moved by `by` (from the window's coordinates to the page's, with the window's scroll). */
export const shifted = (box: Box, by: Point): Box => ({ left: box.left + by.x, top: box.top + by.y, width: box.width, height: box.height });

/**
 * How far to scroll the window in one step while a photo is held at height `y` of a window
 * `height` tall, in pixels (up is negative): nothing in its middle, and more the nearer the edge
 * the pointer is within the band of `threshold` (a part of the height) along the top and the
 * bottom, up to `fastest` at the edge and past it.
 */
export function edgeScrollStep(y: number, height: number, { threshold = 0.2, fastest }: { threshold?: number; fastest: number }): number {
  const band = height * threshold;
  if (band <= 0) return 0;
  if (y <= band) return -fastest * Math.min(1, (band - y) / band);
  if (y >= height - band) return fastest * Math.min(1, (y - (height - band)) / band);
  return 0;
}

/**
 * The spreads' sections in the page, in the draft's order, each with its index in the draft: the
 * spreads list has only those near the window (and those kept there) in the page.
 */
function sectionsOf(container: HTMLElement | null): { index: number; section: HTMLElement }[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>('[data-testid="draft-spread"]')).map((section) => ({
    index: Number(section.dataset.number) - 1,
    section,
  }));
}

/** The index of the spread whose section holds `point` (in the window's coordinates), among those in the page, by halving the list: spreads run down the page in order. */
export function spreadIndexAt(container: HTMLElement | null, point: Point): number {
  const sections = sectionsOf(container);
  const at = boxIndexAt(sections.length, (i) => sections[i]!.section.getBoundingClientRect(), point);
  return at < 0 ? -1 : sections[at]!.index;
}

/**
 * Each photo's frame on a spread, from the boxes its pages are drawn in (`areas`: the two pages, or
 * the one area across both for a hero spread) and the templates' frames in inches.
 */
export function frameBoxes(spread: Spread, page: PageSize, areas: readonly (Box | undefined)[]): { imageId: string; box: Box }[] {
  const scaled = (area: Box, frame: Frame, width: number, height: number): Box => ({
    left: area.left + (frame.x / width) * area.width,
    top: area.top + (frame.y / height) * area.height,
    width: (frame.width / width) * area.width,
    height: (frame.height / height) * area.height,
  });
  if (spread.hero) {
    const area = areas[0];
    return area ? [{ imageId: spread.hero.imageId, box: scaled(area, heroFrame(page), 2 * page.width, page.height) }] : [];
  }
  return spread.pages.flatMap((draftPage, side) => {
    const area = areas[side];
    if (!area) return [];
    const frames = pageFrames(draftPage.template, page);
    return draftPage.photos.flatMap((placed, i) => (frames[i] ? [{ imageId: placed.imageId, box: scaled(area, frames[i], page.width, page.height) }] : []));
  });
}

/** Each photo's frame on a spread, in the window's coordinates: the pages' boxes as drawn, the frames from the templates. */
export function photoBoxes(section: HTMLElement, spread: Spread, page: PageSize): { imageId: string; box: Box }[] {
  const areas = spread.hero ? [section.querySelector('.draft-spread__pages--hero')] : Array.from(section.querySelectorAll('.draft-page'));
  return frameBoxes(
    spread,
    page,
    areas.map((area) => area?.getBoundingClientRect()),
  );
}

/** The spreads' boxes down the page, in the draft's order: `count` of them, each read by its index. */
export interface SpreadBoxes {
  count: number;
  box(index: number): Box;
}

/** Boxes listed, as spread boxes. */
export const boxesOf = (boxes: readonly Box[]): SpreadBoxes => ({ count: boxes.length, box: (index) => boxes[index]! });

/**
 * The place at `point` from boxes already known: the spreads' (whether or not they are in the page)
 * and, for the spread at the point alone, its photos' (`photosOf`: none for a spread not in the
 * page). A photo before the spread around it; none between spreads.
 */
export function placeAmong(
  draft: AlbumDraft,
  spreads: SpreadBoxes,
  photosOf: (index: number) => readonly { imageId: string; box: Box }[],
  point: Point,
): Place | undefined {
  const index = boxIndexAt(Math.min(spreads.count, draft.spreads.length), (i) => spreads.box(i), point);
  const spread = draft.spreads[index];
  if (!spread) return undefined;
  const photo = photosOf(index).find(({ box }) => inside(box, point));
  return photo ? { kind: 'photo', imageId: photo.imageId, spreadIndex: index } : { kind: 'spread', spreadId: spread.id };
}

/** The section of spread `index` if it is in the page. */
const sectionAt = (container: HTMLElement | null, index: number) => sectionsOf(container).find((s) => s.index === index)?.section;

/** The place under `point` (in the window's coordinates), among the spreads in the page: a photo before the spread around it; none between spreads. */
export function placeAt(container: HTMLElement | null, draft: AlbumDraft, page: PageSize, point: Point): Place | undefined {
  const index = spreadIndexAt(container, point);
  const spread = draft.spreads[index];
  const section = sectionAt(container, index);
  if (!spread || !section || section.dataset.spreadId !== spread.id) return undefined;
  const photo = photoBoxes(section, spread, page).find(({ box }) => inside(box, point));
  return photo ? { kind: 'photo', imageId: photo.imageId, spreadIndex: index } : { kind: 'spread', spreadId: spread.id };
}

/**
 * Where the keyboard puts the dragged photo's centre for a place, in the window's coordinates: a
 * photo's centre, or a spread's title bar (where no photo is).
 */
export function placePoint(container: HTMLElement | null, draft: AlbumDraft, page: PageSize, place: Place): Point | undefined {
  if (place.kind === 'spread') {
    const section = sectionAt(
      container,
      draft.spreads.findIndex((s) => s.id === place.spreadId),
    );
    if (!section) return undefined;
    const box = section.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + 12 };
  }
  const spread = draft.spreads[place.spreadIndex];
  const section = sectionAt(container, place.spreadIndex);
  const photo = spread && section ? photoBoxes(section, spread, page).find((p) => p.imageId === place.imageId) : undefined;
  return photo && { x: photo.box.left + photo.box.width / 2, y: photo.box.top + photo.box.height / 2 };
}
