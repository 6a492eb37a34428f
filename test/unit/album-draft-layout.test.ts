/**
 * The instant album draft: the order of the photos and their moments, the page templates, the
 * 150 ppi rule, what is left out and why, larger layouts for few photos, crops, and determinism.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { albumDraftSchema, MAX_SPREAD_NOTE, photosPerPage, type AlbumDraft } from '../../shared/album-draft/schema';
import {
  FRAME_GUTTER_INCHES,
  framesPerTemplate,
  heroFrame,
  MAX_NOTE_CHARACTERS,
  MAX_FRAME_ASPECT,
  MIN_PRINT_PPI,
  PAGE_MARGIN_INCHES,
  pageFrames,
  pageSizeOf,
  type Frame,
} from '../../shared/album-draft/templates';
import {
  cropFor,
  effectivePpi,
  layoutDraft,
  leftOutReasons,
  missingSpreads,
  momentsOf,
  spreadsNeeded,
  validateDraftAgainst,
  type DraftPhoto,
} from '../../shared/album-draft/layout';
import { MIN_PRINT_PPI as UPLOADS_MIN_PRINT_PPI } from '../../shared/uploads';
import { expectedMoments, focused, SMALL, TINY, weddingPhotos } from './fixtures/album-draft/photos';
import { expectWhole, placedIds, placementsOf, ppiOf } from './fixtures/album-draft/invariants';

const album = { size: '8x8', pages: 20 };
const byId = new Map(weddingPhotos.map((p) => [p.imageId, p]));
const momentOf = (id: string) => expectedMoments.findIndex((m) => m.includes(id));
const albumOrder = expectedMoments.flat();

/** A photo's index in the album order, for checking that pages follow the order photos were taken. */
const orderOf = (id: string) => albumOrder.indexOf(id);

/** The ids on each page (a hero spread counts as one page), in reading order. */
function pagesOf(draft: AlbumDraft): string[][] {
  return draft.spreads.flatMap((s) => (s.hero ? [[s.hero.imageId]] : s.pages.map((p) => p.photos.map((x) => x.imageId))));
}

describe('page sizes and templates', () => {
  it('reads an album size as width x height in inches: 6x9 and 8x10 are portrait, 8x8 square', () => {
    expect(pageSizeOf('6x9')).toEqual({ width: 6, height: 9 });
    expect(pageSizeOf('8x10')).toEqual({ width: 8, height: 10 });
    expect(pageSizeOf('12x18')).toEqual({ width: 12, height: 18 });
    expect(pageSizeOf('10x10')).toEqual({ width: 10, height: 10 });
    expect(() => pageSizeOf('big')).toThrow('An album size is written like 8x8');
  });

  it('uses the uploads’ 150 ppi rule and the schema’s frames per template and note length', () => {
    expect(MIN_PRINT_PPI).toBe(UPLOADS_MIN_PRINT_PPI);
    expect(framesPerTemplate).toEqual(photosPerPage);
    expect(MAX_NOTE_CHARACTERS).toBe(MAX_SPREAD_NOTE);
  });

  const inside = (f: Frame, page: { width: number; height: number }) =>
    f.x >= 0 && f.y >= 0 && f.x + f.width <= page.width + 1e-9 && f.y + f.height <= page.height + 1e-9;
  const overlap = (a: Frame, b: Frame) =>
    a.x < b.x + b.width - 1e-9 && b.x < a.x + a.width - 1e-9 && a.y < b.y + b.height - 1e-9 && b.y < a.y + a.height - 1e-9;

  it.each(['6x9', '8x8', '12x12', '12x18', '10x8'])('lays out every template on a %s page with its margin and gutters', (size) => {
    const page = pageSizeOf(size);
    expect(pageFrames('one', page)).toEqual([{ x: 0, y: 0, width: page.width, height: page.height }]);
    expect(heroFrame(page)).toEqual({ x: 0, y: 0, width: 2 * page.width, height: page.height });
    for (const template of ['two', 'three', 'four'] as const) {
      const frames = pageFrames(template, page);
      expect(frames).toHaveLength(photosPerPage[template]);
      for (const f of frames) expect(inside(f, page)).toBe(true);
      for (let i = 0; i < frames.length; i++) for (let j = i + 1; j < frames.length; j++) expect(overlap(frames[i]!, frames[j]!)).toBe(false);
      // The photos keep the margin, and reach it on at least two opposite sides.
      const margin = PAGE_MARGIN_INCHES - 1e-9;
      for (const f of frames) expect(Math.min(f.x, f.y, page.width - f.x - f.width, page.height - f.y - f.height)).toBeGreaterThanOrEqual(margin);
      const reaches = (a: number, b: number) => Math.abs(a - b) < 1e-9;
      const across =
        reaches(Math.min(...frames.map((f) => f.x)), PAGE_MARGIN_INCHES) &&
        reaches(Math.max(...frames.map((f) => f.x + f.width)), page.width - PAGE_MARGIN_INCHES);
      const down =
        reaches(Math.min(...frames.map((f) => f.y)), PAGE_MARGIN_INCHES) &&
        reaches(Math.max(...frames.map((f) => f.y + f.height)), page.height - PAGE_MARGIN_INCHES);
      expect(across || down).toBe(true);
      // Neighbouring photos are at least a gutter apart.
      for (const a of frames)
        for (const b of frames)
          if (a !== b)
            expect(Math.max(b.x - a.x - a.width, b.y - a.y - a.height, a.x - b.x - b.width, a.y - b.y - b.height)).toBeGreaterThanOrEqual(
              FRAME_GUTTER_INCHES - 1e-9,
            );
      // And no frame is longer than 3:2 either way.
      for (const f of frames) expect(Math.max(f.width / f.height, f.height / f.width)).toBeLessThanOrEqual(MAX_FRAME_ASPECT + 1e-9);
    }
  });

  it('gives a tall page stacked wide frames for two photos, and a wide page side-by-side tall ones', () => {
    const tall = pageFrames('two', pageSizeOf('6x9'));
    expect(tall[0]!.width / tall[0]!.height).toBeGreaterThan(1);
    const wide = pageFrames('two', pageSizeOf('10x8'));
    expect(wide[0]!.width / wide[0]!.height).toBeLessThan(1);
  });
});

describe('the modules the page and its Web Worker load', () => {
  it.each(['templates', 'layout', 'edits'])('%s.ts takes only types from the schema, and nothing of zod, the DOM or Node', (name) => {
    const source = readFileSync(join(__dirname, '..', '..', 'shared', 'album-draft', `${name}.ts`), 'utf8');
    const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)].map((m) => ({ typeOnly: !!m[1], from: m[2]! }));
    expect(imports.length).toBeGreaterThan(0);
    for (const i of imports) {
      expect(i.from).toMatch(/^\.\/(schema|templates|layout)$/);
      if (i.from === './schema') expect(i.typeOnly).toBe(true);
    }
    expect(source).not.toMatch(/\b(document|window|Date\.now|Math\.random)\b/);
  });
});

describe('crops', () => {
  it('takes the largest part of the photo with the frame’s shape, centred on the focus and kept inside', () => {
    const [tall, wide, middle] = focused as [DraftPhoto, DraftPhoto, DraftPhoto];
    // A square frame on a 2:3 portrait: full width, two thirds of the height, pushed to the top.
    const c1 = cropFor(tall, 1);
    expect(c1.width).toBe(1);
    expect(c1.height).toBeCloseTo(2 / 3, 5);
    expect(c1.y).toBe(0);
    // A square frame on a 3:2 landscape whose focus is at the right edge: against the right edge.
    const c2 = cropFor(wide, 1);
    expect(c2.height).toBe(1);
    expect(c2.width).toBeCloseTo(2 / 3, 5);
    expect(c2.x + c2.width).toBeCloseTo(1, 6);
    // A focus well inside: the crop's centre is the focus's centre.
    const c3 = cropFor(middle, 2);
    expect(c3.x + c3.width / 2).toBeCloseTo(0.5, 5);
    expect(c3.y + c3.height / 2).toBeCloseTo(0.4, 5);
    expect(c3.width).toBe(1);
    expect(c3.height).toBeCloseTo(0.75, 5);
    // No focus: the centre.
    const c4 = cropFor({ imageId: 'x', width: 6000, height: 4000, position: 0 }, 1);
    expect(c4.x + c4.width / 2).toBeCloseTo(0.5, 5);
    expect(c4.y).toBe(0);
  });

  it('works out pixels per inch from the crop and the frame', () => {
    expect(effectivePpi({ width: 6000, height: 4000 }, { x: 0, y: 0, width: 0.5, height: 1 }, { width: 10, height: 10 })).toBe(300);
  });
});

describe('moments', () => {
  it('orders photos by capture time, a photo without one after the photo uploaded before it, and groups them at long pauses', () => {
    const moments = momentsOf(weddingPhotos).map((m) => m.map((p) => p.imageId));
    expect(moments).toEqual(expectedMoments);
  });

  it('reads a capture time without a time zone as UTC, whatever the zone of the computer', () => {
    // Run in a Node of its own in New York's zone: a test's own process keeps the zone it started with.
    const entry = [
      "import { momentsOf } from './layout';",
      'const mixed = [',
      "  { imageId: 'a', width: 10, height: 10, position: 0, takenAt: '2026-06-06T10:00:00Z' },",
      "  { imageId: 'b', width: 10, height: 10, position: 1, takenAt: '2026-06-06T06:30:00' },",
      "  { imageId: 'c', width: 10, height: 10, position: 2, takenAt: '2026-06-06T10:15:00.000Z' },",
      '];',
      'console.log(JSON.stringify(momentsOf(mixed).map((m) => m.map((p) => p.imageId))));',
    ].join('\n');
    const { outputFiles } = buildSync({
      stdin: { contents: entry, resolveDir: join(__dirname, '..', '..', 'shared', 'album-draft'), loader: 'ts' },
      bundle: true,
      write: false,
      platform: 'node',
      logLevel: 'silent',
    });
    const out = execFileSync(process.execPath, ['-e', outputFiles[0]!.text], { env: { ...process.env, TZ: 'America/New_York' }, encoding: 'utf8' });
    // Read as New York's 06:30 it would be 10:30 UTC: after the others, in their moment.
    expect(JSON.parse(out)).toEqual([['b'], ['a', 'c']]);
  });

  it('breaks ties by upload order, whatever order the photos are given in', () => {
    const same = [
      { imageId: 'b', width: 10, height: 10, position: 1, takenAt: '2026-01-01T10:00:00Z' },
      { imageId: 'a', width: 10, height: 10, position: 2, takenAt: '2026-01-01T10:00:00Z' },
      { imageId: 'c', width: 10, height: 10, position: 0 },
    ];
    expect(
      momentsOf(same)
        .flat()
        .map((p) => p.imageId),
    ).toEqual(['c', 'b', 'a']);
    expect(
      momentsOf([...same].reverse())
        .flat()
        .map((p) => p.imageId),
    ).toEqual(['c', 'b', 'a']);
  });
});

describe('the draft of an album with room for every photo', () => {
  const draft = layoutDraft(weddingPhotos, album, { notes: { s2: 'The rings, please' } });

  it('is a valid draft the server would accept, with every rule of every draft kept', () => {
    expect(albumDraftSchema.safeParse(draft).success).toBe(true);
    expect(validateDraftAgainst(draft, weddingPhotos, album)).toEqual([]);
    expectWhole(draft, weddingPhotos, album);
  });

  it('fills exactly pages/2 spreads, ids s1, s2, … keeping the notes by id', () => {
    expect(draft.spreads).toHaveLength(spreadsNeeded(album));
    expect(draft.spreads.map((s) => s.id)).toEqual(Array.from({ length: 10 }, (_, i) => `s${i + 1}`));
    expect(draft.spreads[1]!.note).toBe('The rings, please');
    expect(missingSpreads(draft, album)).toBe(0);
  });

  it('places the photos page after page in the order they were taken', () => {
    const pages = pagesOf(draft);
    for (let i = 1; i < pages.length; i++) {
      expect(Math.max(...pages[i - 1]!.map(orderOf))).toBeLessThan(Math.min(...pages[i]!.map(orderOf)));
    }
  });

  it('keeps each moment on its own pages, each starting on a left-hand page', () => {
    const pages = pagesOf(draft);
    for (const page of pages) expect(new Set(page.map(momentOf)).size).toBe(1);
    // Page numbers from 0: a hero spread takes two; a left-hand page has an even number.
    const pageNumber = new Map<string, number>();
    let n = 0;
    for (const s of draft.spreads) {
      if (s.hero) pageNumber.set(s.hero.imageId, n);
      s.pages.forEach((p, i) => p.photos.forEach((x) => pageNumber.set(x.imageId, n + i)));
      n += 2;
    }
    for (const moment of expectedMoments) expect(pageNumber.get(moment[0]!)! % 2).toBe(0);
  });

  it('places no photo below 150 ppi: the small one only in a smaller frame, the tiny one left out for its resolution', () => {
    for (const placed of placementsOf(draft, album.size)) expect(ppiOf(byId.get(placed.imageId)!, placed)).toBeGreaterThanOrEqual(MIN_PRINT_PPI - 1e-6);
    const small = placementsOf(draft, album.size).find((p) => p.imageId === SMALL);
    expect(small?.template).toMatch(/two|three|four/);
    expect(draft.leftOut).toEqual([TINY]);
    expect(leftOutReasons(draft, weddingPhotos, album)).toEqual({ [TINY]: 'resolution' });
  });

  it('puts a page’s photos in the order they were taken where their frames suit them equally', () => {
    let compared = 0;
    for (const s of draft.spreads) {
      for (const p of s.pages) {
        const frames = pageFrames(p.template, pageSizeOf(album.size));
        for (let i = 1; i < p.photos.length; i++) {
          const [a, b] = [byId.get(p.photos[i - 1]!.imageId)!, byId.get(p.photos[i]!.imageId)!];
          const [fa, fb] = [frames[i - 1]!, frames[i]!];
          if (a.width !== b.width || a.height !== b.height || fa.width !== fb.width || fa.height !== fb.height) continue;
          expect(orderOf(a.imageId)).toBeLessThan(orderOf(b.imageId));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('suits frames to photos: most photos keep most of themselves', () => {
    const kept = placementsOf(draft, album.size).map((p) => p.crop.width * p.crop.height);
    const average = kept.reduce((a, b) => a + b, 0) / kept.length;
    expect(average).toBeGreaterThan(0.75);
  });

  it('gives the same draft for the same photos, in any order', () => {
    const again = layoutDraft([...weddingPhotos].reverse(), album, { notes: { s2: 'The rings, please' } });
    expect(JSON.stringify(again)).toBe(JSON.stringify(draft));
  });
});

describe('more photos than the album holds', () => {
  const small = { size: '8x8', pages: 4 };
  const mustHave = ['ceremony-03', 'lunch-06', 'party-14'];
  const leaveOut = ['ceremony-01', 'party-02'];
  const draft = layoutDraft(weddingPhotos, small, { mustHave, leaveOut });

  it('fills every frame of every page (four to a page) and lists the rest as left out, each photo once', () => {
    expectWhole(draft, weddingPhotos, small);
    expect(draft.spreads).toHaveLength(2);
    expect(placedIds(draft)).toHaveLength(16);
    expect(draft.spreads.every((s) => s.pages.every((p) => p.template === 'four'))).toBe(true);
  });

  it('keeps the must-haves and leaves the customer’s leave-outs out', () => {
    for (const id of mustHave) expect(placedIds(draft)).toContain(id);
    for (const id of leaveOut) expect(placedIds(draft)).not.toContain(id);
    expect(draft.leaveOut).toEqual(leaveOut);
    expect(draft.leftOut).not.toEqual(expect.arrayContaining(leaveOut));
    const reasons = leftOutReasons(draft, weddingPhotos, small);
    expect(reasons['ceremony-01']).toBe('customer');
    expect(reasons[TINY]).toBe('resolution');
    expect(Object.values(reasons).filter((r) => r === 'capacity')).toHaveLength(weddingPhotos.length - 16 - 2 - 1);
  });

  it('spreads the cuts over the moments in proportion to their size', () => {
    const placed = new Set(placedIds(draft));
    const printable = expectedMoments.map((m) => m.filter((id) => id !== TINY && !leaveOut.includes(id)));
    const total = printable.reduce((n, m) => n + m.length, 0);
    printable.forEach((m) => {
      const kept = m.filter((id) => placed.has(id)).length;
      expect(Math.abs(kept - (16 * m.length) / total)).toBeLessThanOrEqual(1);
    });
  });

  it('cuts within a moment evenly through it rather than its end', () => {
    const placed = placedIds(draft);
    const party = expectedMoments[2]!.filter((id) => placed.includes(id));
    expect(party).toContain('party-14');
    expect(party.some((id) => ['party-01', 'party-03', 'party-04'].includes(id))).toBe(true);
  });

  it('is the same draft every time', () => {
    expect(layoutDraft([...weddingPhotos].reverse(), small, { mustHave, leaveOut })).toEqual(draft);
  });
});

describe('fewer photos than the album has pages', () => {
  const landscapes: DraftPhoto[] = Array.from({ length: 6 }, (_, i) => ({
    imageId: `trip-${i + 1}`,
    width: 6000,
    height: 4000,
    position: i,
    takenAt: `2026-07-0${i + 1}T12:00:00Z`,
  }));

  it('uses larger layouts, hero spreads and single photos, and fills the album', () => {
    const trip = { size: '10x10', pages: 10 };
    const draft = layoutDraft(landscapes, trip);
    expectWhole(draft, landscapes, trip);
    expect(draft.spreads).toHaveLength(5);
    expect(draft.leftOut).toEqual([]);
    expect(draft.spreads.filter((s) => s.hero)).toHaveLength(4);
    for (const s of draft.spreads) for (const p of s.pages) expect(p.template).toBe('one');
  });

  it('lays out fewer spreads when even that cannot fill the album, and says how many are missing', () => {
    const portraits = landscapes.slice(0, 3).map((p) => ({ ...p, width: 4000, height: 6000 }));
    const trip = { size: '10x10', pages: 10 };
    const draft = layoutDraft(portraits, trip);
    expectWhole(draft, portraits, trip);
    expect(draft.spreads).toHaveLength(1);
    expect(placedIds(draft)).toHaveLength(3);
    expect(missingSpreads(draft, trip)).toBe(4);
    expect(layoutDraft([], trip)).toEqual({ spreads: [], mustHave: [], leaveOut: [], leftOut: [] });
  });

  it('gives a hero only to a photo with pixels enough for both pages', () => {
    const small = landscapes.map((p) => ({ ...p, width: 2400, height: 1600 }));
    const trip = { size: '10x10', pages: 10 };
    const draft = layoutDraft(small, trip);
    expectWhole(draft, small, trip);
    expect(draft.spreads.some((s) => s.hero)).toBe(false);
  });
});

describe('checking a draft against the album’s photos', () => {
  const draft = layoutDraft(weddingPhotos, album);

  it('names unknown photos, photos twice, crops outside their photo, and prints below 150 ppi', () => {
    const first = draft.spreads[0]!;
    const page = first.pages[0] ?? { template: 'one' as const, photos: [] };
    const broken: AlbumDraft = {
      ...draft,
      leftOut: [...draft.leftOut, 'stranger', placedIds(draft)[0]!],
      spreads: [
        { ...first, pages: [{ ...page, photos: page.photos.map((p) => ({ ...p, crop: { ...p.crop, x: 0.9 } })) }, ...first.pages.slice(1)] },
        ...draft.spreads.slice(1),
      ],
    };
    const problems = validateDraftAgainst(broken, weddingPhotos, album);
    expect(problems.some((p) => p.includes('stranger') && p.includes('does not hold'))).toBe(true);
    expect(problems.some((p) => p.includes(`${placedIds(draft)[0]} is both`))).toBe(true);
    expect(problems.some((p) => p.includes('goes outside the photo'))).toBe(true);

    const tinyPlaced: AlbumDraft = {
      ...draft,
      leftOut: [],
      spreads: draft.spreads.map((s, i) =>
        i === 0 && s.pages[0] ? { ...s, pages: [{ template: 'one', photos: [{ imageId: TINY, crop: cropFor(byId.get(TINY)!, 1) }] }, s.pages[1]!] } : s,
      ),
    };
    expect(validateDraftAgainst(tinyPlaced, weddingPhotos, album).some((p) => p.includes('below 150 ppi'))).toBe(true);
    expect(validateDraftAgainst(draft, weddingPhotos, { size: '8x8', pages: 4 }).some((p) => p.includes('spreads'))).toBe(true);
  });

  it('names a photo of the album the draft forgot', () => {
    const more = [...weddingPhotos, { imageId: 'late-arrival', width: 6000, height: 4000, position: 99 }];
    expect(validateDraftAgainst(draft, more)).toEqual(['late-arrival is neither in the draft nor listed as left out.']);
  });
});
