/**
 * The page templates of an album draft and their frames, in inches on the page. The saved draft
 * names only a page's template, so every frame follows from the template and the album's page
 * size alone: the same template on the same album always has the same frames.
 *
 * - 'one' is one photo to the page's edges (full bleed).
 * - 'two', 'three' and 'four' keep a margin round the page and a gutter between photos, and no
 *   frame of theirs is longer than 3:2 either way (a longer space holds a 3:2 frame, centred):
 *   - 'two' stacks two photos on a tall or square page, and sets them side by side on a wide one;
 *   - 'three' is one photo across the top half and two side by side below (on a wide page: one
 *     down the left half and two stacked on the right);
 *   - 'four' is a grid of two by two.
 * - A hero spread is one photo across both pages, to the spread's edges.
 *
 * Pure: no DOM and no Node, so the browser, a Web Worker and the functions all use it.
 */
import type { PageTemplate } from './schema';

/**
 * Pixels a print needs: 150 per inch of the frame a photo fills. The same rule, and value, as the
 * uploads' low-resolution warning (`MIN_PRINT_PPI` of shared/uploads.ts, held equal by a test):
 * repeated here so the layout stays free of the uploads' schemas when it runs in a Web Worker.
 */
export const MIN_PRINT_PPI = 150;

/** Frames per page template (the schema's `photosPerPage`, here without its schemas). */
export const framesPerTemplate: Readonly<Record<PageTemplate, number>> = { one: 1, two: 2, three: 3, four: 4 };

/** The longest note to the designer on a spread (the schema's `MAX_SPREAD_NOTE`, held equal by a test). */
export const MAX_NOTE_CHARACTERS = 500;

/** The margin between the page's edge and its photos, on pages of two or more photos. */
export const PAGE_MARGIN_INCHES = 0.5;
/** The space between two photos on one page. */
export const FRAME_GUTTER_INCHES = 0.25;
/**
 * No frame of a page of several photos is longer than 3:2 (a camera's own shape), either way: a
 * longer space holds a 3:2 frame centred in it, so photos are not cut down to strips.
 */
export const MAX_FRAME_ASPECT = 1.5;

/** A rectangle in inches: on the page for a page's frames, on the whole spread for a hero. */
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageSize {
  width: number;
  height: number;
}

/**
 * An album size is written width x height in inches, like the catalog's: a 6x9 album is 6 inches
 * wide and 9 tall (portrait), an 8x10 is portrait, a 10x8 would be landscape.
 */
export function pageSizeOf(albumSize: string): PageSize {
  const inches = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(albumSize);
  const width = inches ? Number(inches[1]) : NaN;
  const height = inches ? Number(inches[2]) : NaN;
  if (!(width > 0 && height > 0)) throw new Error(`An album size is written like 8x8 or 12x18, not "${albumSize}".`);
  return { width, height };
}

/** Rows of frames filling a box: `columns[r]` frames side by side in row r, rows of equal height. */
function rows(box: Frame, columns: readonly number[]): Frame[] {
  const rowHeight = (box.height - FRAME_GUTTER_INCHES * (columns.length - 1)) / columns.length;
  const frames: Frame[] = [];
  columns.forEach((count, r) => {
    const width = (box.width - FRAME_GUTTER_INCHES * (count - 1)) / count;
    for (let c = 0; c < count; c++) {
      frames.push(shapely({ x: box.x + c * (width + FRAME_GUTTER_INCHES), y: box.y + r * (rowHeight + FRAME_GUTTER_INCHES), width, height: rowHeight }));
    }
  });
  return frames;
}

/** The space itself, or a centred frame of at most MAX_FRAME_ASPECT inside it. */
function shapely(space: Frame): Frame {
  const width = Math.min(space.width, space.height * MAX_FRAME_ASPECT);
  const height = Math.min(space.height, space.width * MAX_FRAME_ASPECT);
  return { x: space.x + (space.width - width) / 2, y: space.y + (space.height - height) / 2, width, height };
}

const transpose = (f: Frame): Frame => ({ x: f.y, y: f.x, width: f.height, height: f.width });

/** The frames of a page template on a page, in reading order (left to right, top to bottom). */
export function pageFrames(template: PageTemplate, page: PageSize): Frame[] {
  if (template === 'one') return [{ x: 0, y: 0, width: page.width, height: page.height }];
  const wide = page.width > page.height;
  // A wide page lays out as a tall one turned on its side: rows become columns.
  const inner: Frame = {
    x: PAGE_MARGIN_INCHES,
    y: PAGE_MARGIN_INCHES,
    width: (wide ? page.height : page.width) - 2 * PAGE_MARGIN_INCHES,
    height: (wide ? page.width : page.height) - 2 * PAGE_MARGIN_INCHES,
  };
  const columns = template === 'two' ? [1, 1] : template === 'three' ? [1, 2] : [2, 2];
  const frames = rows(inner, columns);
  if (!wide) return frames;
  return frames.map(transpose).sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The hero frame: one photo across both pages of the spread, to its edges. */
export function heroFrame(page: PageSize): Frame {
  return { x: 0, y: 0, width: 2 * page.width, height: page.height };
}

/** Width over height. */
export const aspectOf = (f: { width: number; height: number }): number => f.width / f.height;
