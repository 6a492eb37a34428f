/**
 * Where a dragged photo would land, from the spreads on screen and the layout's own frames. Each
 * spread is one box the page reads (its section, whose size the browser knows even while its
 * inside is not drawn); the photo under a point is found from the spread's pages and the
 * templates' frames in inches, never by measuring every photo. A few boxes are read for each
 * look, whatever the size of the album.
 */
import type { AlbumDraft, Spread } from '@shared/album-draft/schema';
import { heroFrame, pageFrames, type Frame, type PageSize } from '@shared/album-draft/templates';

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

const inside = (box: Box, { x, y }: Point) => x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;

/** The spread sections as drawn, in the draft's order (the spreads' container's children). */
function sectionsOf(container: HTMLElement | null): HTMLElement[] {
  return container ? (Array.from(container.children) as HTMLElement[]) : [];
}

/** The index of the spread whose section holds `point` (in the window's coordinates), by halving the list: spreads run down the page in order. */
export function spreadIndexAt(container: HTMLElement | null, point: Point): number {
  const sections = sectionsOf(container);
  let low = 0;
  let high = sections.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const box = sections[middle]!.getBoundingClientRect();
    if (point.y < box.top) high = middle - 1;
    else if (point.y > box.bottom) low = middle + 1;
    else return point.x >= box.left && point.x <= box.right ? middle : -1;
  }
  return -1;
}

/** Each photo's frame on a spread, in the window's coordinates: the pages' boxes as drawn, the frames from the templates. */
export function photoBoxes(section: HTMLElement, spread: Spread, page: PageSize): { imageId: string; box: Box }[] {
  const scaled = (area: DOMRect, frame: Frame, width: number, height: number): Box => ({
    left: area.left + (frame.x / width) * area.width,
    top: area.top + (frame.y / height) * area.height,
    width: (frame.width / width) * area.width,
    height: (frame.height / height) * area.height,
  });
  if (spread.hero) {
    const area = section.querySelector('.draft-spread__pages--hero');
    return area ? [{ imageId: spread.hero.imageId, box: scaled(area.getBoundingClientRect(), heroFrame(page), 2 * page.width, page.height) }] : [];
  }
  const pages = section.querySelectorAll('.draft-page');
  return spread.pages.flatMap((draftPage, side) => {
    const area = pages[side]?.getBoundingClientRect();
    if (!area) return [];
    const frames = pageFrames(draftPage.template, page);
    return draftPage.photos.flatMap((placed, i) => (frames[i] ? [{ imageId: placed.imageId, box: scaled(area, frames[i], page.width, page.height) }] : []));
  });
}

/** The place under `point`: a photo before the spread around it; none between spreads. */
export function placeAt(container: HTMLElement | null, draft: AlbumDraft, page: PageSize, point: Point): Place | undefined {
  const index = spreadIndexAt(container, point);
  const spread = draft.spreads[index];
  const section = sectionsOf(container)[index];
  if (!spread || !section || section.dataset.spreadId !== spread.id) return undefined;
  const photo = photoBoxes(section, spread, page).find(({ box }) => inside(box, point));
  return photo ? { kind: 'photo', imageId: photo.imageId, spreadIndex: index } : { kind: 'spread', spreadId: spread.id };
}

/**
 * Where the keyboard puts the dragged photo's centre for a place, in the window's coordinates: a
 * photo's centre, or a spread's title bar (where no photo is).
 */
export function placePoint(container: HTMLElement | null, draft: AlbumDraft, page: PageSize, place: Place): Point | undefined {
  const sections = sectionsOf(container);
  if (place.kind === 'spread') {
    const section = sections[draft.spreads.findIndex((s) => s.id === place.spreadId)];
    if (!section) return undefined;
    const box = section.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + 12 };
  }
  const spread = draft.spreads[place.spreadIndex];
  const section = sections[place.spreadIndex];
  const photo = spread && section ? photoBoxes(section, spread, page).find((p) => p.imageId === place.imageId) : undefined;
  return photo && { x: photo.box.left + photo.box.width / 2, y: photo.box.top + photo.box.height / 2 };
}
