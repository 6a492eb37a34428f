/**
 * Where a photo dragged over the draft would land, from boxes already measured: the spread at the
 * pointer (halving the list, a few boxes read), the photo of that spread under it from the
 * templates' frames, and how fast the window scrolls when the photo is held near its edges.
 */
import type { AlbumDraft, Spread } from '../../shared/album-draft/schema';
import { pageFrames, pageSizeOf } from '../../shared/album-draft/templates';
import { boxIndexAt, boxesOf, edgeScrollStep, frameBoxes, placeAmong, shifted, type Box } from '../../web/src/features/album-draft/components/drop-places';

const crop = { x: 0, y: 0, width: 1, height: 1 };
const page = pageSizeOf('12x12');

/** Spreads of 400 px, 100 px apart, 800 px wide from x = 100. */
const spreadBoxes = (n: number): Box[] => Array.from({ length: n }, (_, i) => ({ left: 100, top: i * 500, width: 800, height: 400 }));

const spread = (id: string, photos: string[][]): Spread => ({
  id,
  note: '',
  pages: photos.map((ids) => ({ template: (['one', 'two', 'three', 'four'] as const)[ids.length - 1]!, photos: ids.map((imageId) => ({ imageId, crop })) })),
});

describe('the spread at a point', () => {
  const boxes = spreadBoxes(50);

  it('finds each spread from a point inside it, reading a handful of boxes', () => {
    for (let i = 0; i < boxes.length; i++) {
      const read: number[] = [];
      const at = boxIndexAt(boxes.length, (k) => (read.push(k), boxes[k]!), { x: 500, y: i * 500 + 200 });
      expect(at).toBe(i);
      expect(read.length).toBeLessThanOrEqual(Math.ceil(Math.log2(boxes.length)) + 1);
    }
  });

  it('counts a spread’s edges as inside it', () => {
    expect(boxIndexAt(boxes.length, (k) => boxes[k]!, { x: 100, y: 500 })).toBe(1);
    expect(boxIndexAt(boxes.length, (k) => boxes[k]!, { x: 900, y: 900 })).toBe(1);
  });

  it('finds none between spreads, beside them, above the first or below the last, or among none', () => {
    expect(boxIndexAt(boxes.length, (k) => boxes[k]!, { x: 500, y: 450 })).toBe(-1);
    expect(boxIndexAt(boxes.length, (k) => boxes[k]!, { x: 50, y: 200 })).toBe(-1);
    expect(boxIndexAt(boxes.length, (k) => boxes[k]!, { x: 950, y: 200 })).toBe(-1);
    expect(boxIndexAt(boxes.length, (k) => boxes[k]!, { x: 500, y: -10 })).toBe(-1);
    expect(boxIndexAt(boxes.length, (k) => boxes[k]!, { x: 500, y: 50 * 500 })).toBe(-1);
    expect(boxIndexAt(0, () => boxes[0]!, { x: 500, y: 200 })).toBe(-1);
  });
});

describe('the photos’ frames on a spread', () => {
  it('places each photo’s frame in its page’s box, scaled from the template’s inches', () => {
    const s = spread('s1', [['a'], ['b', 'c']]);
    const left: Box = { left: 0, top: 0, width: 300, height: 300 };
    const right: Box = { left: 302, top: 0, width: 300, height: 300 };
    const boxes = frameBoxes(s, page, [left, right]);
    expect(boxes.map((b) => b.imageId)).toEqual(['a', 'b', 'c']);
    const [one] = pageFrames('one', page);
    const scale = 300 / page.width;
    expect(boxes[0]!.box).toEqual({ left: one!.x * scale, top: one!.y * scale, width: one!.width * scale, height: one!.height * scale });
    // The right page's frames lie within the right page, side by side or one above the other.
    for (const { box } of boxes.slice(1)) {
      expect(box.left).toBeGreaterThanOrEqual(302);
      expect(box.left + box.width).toBeLessThanOrEqual(602 + 1e-9);
    }
    const [b, c] = [boxes[1]!.box, boxes[2]!.box];
    expect(b.left + b.width <= c.left || b.top + b.height <= c.top).toBe(true);
  });

  it('gives a hero spread one frame across the area of both pages', () => {
    const s: Spread = { id: 'h', note: '', pages: [], hero: { imageId: 'wide', crop } };
    const boxes = frameBoxes(s, page, [{ left: 10, top: 20, width: 600, height: 300 }]);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.imageId).toBe('wide');
    expect(boxes[0]!.box.left).toBeGreaterThanOrEqual(10);
    expect(boxes[0]!.box.left + boxes[0]!.box.width).toBeLessThanOrEqual(610 + 1e-9);
  });

  it('has no frames for a page not drawn', () => {
    expect(frameBoxes(spread('s1', [['a'], ['b']]), page, [undefined, { left: 0, top: 0, width: 300, height: 300 }]).map((b) => b.imageId)).toEqual(['b']);
  });
});

describe('the place under the pointer', () => {
  const draft: AlbumDraft = {
    spreads: [spread('s1', [['a'], ['b']]), spread('s2', [['c'], ['d', 'e']])],
    mustHave: [],
    leaveOut: [],
    leftOut: [],
  };
  const spreads = spreadBoxes(2);
  // The pages sit 50 px below the spread's top (its title bar), 300 px square.
  const photosOf = (index: number) =>
    frameBoxes(draft.spreads[index]!, page, [
      { left: 150, top: index * 500 + 50, width: 300, height: 300 },
      { left: 452, top: index * 500 + 50, width: 300, height: 300 },
    ]);

  it('is the photo under the pointer, before the spread around it', () => {
    expect(placeAmong(draft, boxesOf(spreads), photosOf, { x: 300, y: 200 })).toEqual({ kind: 'photo', imageId: 'a', spreadIndex: 0 });
    for (const { imageId, box } of photosOf(1)) {
      expect(placeAmong(draft, boxesOf(spreads), photosOf, { x: box.left + box.width / 2, y: box.top + box.height / 2 })).toEqual({
        kind: 'photo',
        imageId,
        spreadIndex: 1,
      });
    }
  });

  it('is the spread where no photo is (its title bar)', () => {
    expect(placeAmong(draft, boxesOf(spreads), photosOf, { x: 300, y: 510 })).toEqual({ kind: 'spread', spreadId: 's2' });
  });

  it('is none between spreads, and reads the photos of the spread under the pointer alone', () => {
    const asked: number[] = [];
    expect(placeAmong(draft, boxesOf(spreads), (i) => (asked.push(i), photosOf(i)), { x: 300, y: 450 })).toBeUndefined();
    placeAmong(draft, boxesOf(spreads), (i) => (asked.push(i), photosOf(i)), { x: 300, y: 700 });
    expect(asked).toEqual([1]);
  });

  it('is found in the page’s coordinates: boxes measured in the window at one scroll, the pointer read at another', () => {
    // Measured with the window scrolled 400 px down: each box 400 px higher in the window than on the page.
    const measured = spreads.map((box) => shifted({ ...box, top: box.top - 400 }, { x: 0, y: 400 }));
    expect(measured).toEqual(spreads);
    // The window now scrolled 600 px down: 100 px from its top is 700 px down the page, on the second spread.
    expect(placeAmong(draft, boxesOf(measured), photosOf, { x: 300, y: 100 + 600 })).toMatchObject({ kind: 'photo', imageId: 'c', spreadIndex: 1 });
  });

  it('is the spread under the pointer from its box alone while it is not in the page (its photos not there to read)', () => {
    expect(placeAmong(draft, boxesOf(spreads), (i) => (i === 1 ? [] : photosOf(i)), { x: 300, y: 700 })).toEqual({ kind: 'spread', spreadId: 's2' });
    expect(placeAmong(draft, boxesOf(spreads), (i) => (i === 1 ? [] : photosOf(i)), { x: 300, y: 200 })).toEqual({
      kind: 'photo',
      imageId: 'a',
      spreadIndex: 0,
    });
  });

  it('is none over spreads not in the draft as it is', () => {
    expect(placeAmong({ ...draft, spreads: draft.spreads.slice(0, 1) }, boxesOf(spreads.slice(0, 1)), photosOf, { x: 300, y: 700 })).toBeUndefined();
  });
});

describe('scrolling the window while a photo is held near its edge', () => {
  const height = 1000;
  const fastest = 30;

  it('does not scroll with the photo in the middle of the window', () => {
    expect(edgeScrollStep(500, height, { fastest })).toBe(0);
    expect(edgeScrollStep(201, height, { fastest })).toBe(0);
    expect(edgeScrollStep(799, height, { fastest })).toBe(0);
  });

  it('scrolls down near the bottom and up near the top, faster the nearer the edge', () => {
    const down = [800, 850, 900, 950, 1000].map((y) => edgeScrollStep(y, height, { fastest }));
    expect(down[0]).toBe(0);
    for (let i = 1; i < down.length; i++) expect(down[i]!).toBeGreaterThan(down[i - 1]!);
    expect(down.at(-1)).toBe(fastest);
    expect(edgeScrollStep(0, height, { fastest })).toBe(-fastest);
    expect(edgeScrollStep(100, height, { fastest })).toBe(-fastest / 2);
  });

  it('scrolls no faster than its fastest with the pointer past the window’s edge', () => {
    expect(edgeScrollStep(1200, height, { fastest })).toBe(fastest);
    expect(edgeScrollStep(-50, height, { fastest })).toBe(-fastest);
  });

  it('has a band of its own size', () => {
    expect(edgeScrollStep(900, height, { fastest, threshold: 0.05 })).toBe(0);
    expect(edgeScrollStep(975, height, { fastest, threshold: 0.05 })).toBe(fastest / 2);
  });
});
