/**
 * The customer's changes to the album draft: each does what it says, never changes the draft it
 * is given, and keeps every rule of a draft (each photo once, one photo per frame, 150 ppi, the
 * customer's left-out photos nowhere, `leftOut` exact, schema-valid); a change that cannot be made
 * gives back the same draft and says why.
 */
import type { AlbumDraft } from '../../shared/album-draft/schema';
import { layoutDraft, relayoutDraft, type DraftPhoto } from '../../shared/album-draft/layout';
import {
  applyEdit,
  editRefusals,
  movePhoto,
  reconcileDraft,
  setHero,
  setNote,
  setPageTemplate,
  swapPhotos,
  toggleLeaveOut,
  toggleMustHave,
  type DraftEdit,
} from '../../shared/album-draft/edits';
import { SMALL, TINY, weddingPhotos } from './fixtures/album-draft/photos';
import { expectWhole, placedIds, placementsOf } from './fixtures/album-draft/invariants';

const album = { size: '8x8', pages: 20 };
const photos = weddingPhotos;
const base = layoutDraft(photos, album);

/** Where a photo is: its spread's id, and its page (-1 for a hero) and frame. */
function whereIs(draft: AlbumDraft, id: string) {
  for (const s of draft.spreads) {
    if (s.hero?.imageId === id) return { spread: s.id, page: -1, frame: 0 };
    for (let p = 0; p < s.pages.length; p++) {
      const frame = s.pages[p]!.photos.findIndex((x) => x.imageId === id);
      if (frame >= 0) return { spread: s.id, page: p, frame };
    }
  }
  return undefined;
}
const spreadOf = (draft: AlbumDraft, id: string) => draft.spreads.find((s) => s.id === id)!;
const countOn = (draft: AlbumDraft, spreadId: string) => {
  const s = spreadOf(draft, spreadId);
  return s.hero ? 1 : s.pages.reduce((n, p) => n + p.photos.length, 0);
};

/**
 * Applies the edit to a frozen copy of the draft (a change to it would throw), checks the result
 * is whole, and that a refused change gives back the very draft it was given.
 */
function edit(draft: AlbumDraft, change: DraftEdit) {
  const frozen = structuredClone(draft);
  deepFreeze(frozen);
  const result = applyEdit(frozen, photos, album, change);
  expect(frozen).toEqual(draft);
  expectWhole(result.draft, photos, album);
  if (result.refused) {
    expect(result.draft).toBe(frozen);
    return { ...result, draft };
  }
  return result;
}
function deepFreeze(o: unknown): void {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
}

/** A draft with photos on the left-out list: its first page down to one photo. */
const roomy = applyEdit(base, photos, album, { kind: 'template', spreadId: 's1', pageIndex: 0, template: 'one' }).draft;

it('starts from a whole draft', () => {
  expectWhole(base, photos, album);
  expectWhole(roomy, photos, album);
});

describe('swapping two photos', () => {
  it('trades their frames and crops each for its new frame', () => {
    const [a, b] = [
      placementsOf(base, album.size).find((p) => p.template === 'one')!,
      placementsOf(base, album.size).find((p) => p.template !== 'one' && p.template !== 'hero')!,
    ];
    const { draft, refused } = edit(base, { kind: 'swap', a: a.imageId, b: b.imageId });
    expect(refused).toBeUndefined();
    const after = placementsOf(draft, album.size);
    const movedA = after.find((p) => p.imageId === a.imageId)!;
    const movedB = after.find((p) => p.imageId === b.imageId)!;
    expect([movedA.spread, movedA.page, movedA.frame]).toEqual([b.spread, b.page, b.frame]);
    expect([movedB.spread, movedB.page, movedB.frame]).toEqual([a.spread, a.page, a.frame]);
    expect(movedA.crop).not.toEqual(a.crop);
    expect(swapPhotos(base, photos, { imageId: a.imageId }, { imageId: b.imageId }, album)).toEqual(draft);
  });

  it('refuses to put a photo where it would print below 150 ppi, giving back the same draft', () => {
    const onePage = placementsOf(base, album.size).find((p) => p.template === 'one')!;
    const { draft, refused } = edit(base, { kind: 'swap', a: SMALL, b: onePage.imageId });
    expect(refused).toBe(editRefusals.tooFewPixels);
    expect(draft).toBe(base);
  });

  it('trades a placed photo for one on the left-out list', () => {
    const placed = placedIds(roomy)[0]!;
    const spare = roomy.leftOut.find((id) => id !== TINY)!;
    const { draft } = edit(roomy, { kind: 'swap', a: placed, b: spare });
    expect(draft.leftOut).toContain(placed);
    expect(whereIs(draft, spare)).toEqual(whereIs(roomy, placed));
  });
});

describe('moving a photo to another spread', () => {
  it('grows the page with fewer photos there and shrinks the page it left', () => {
    const from = base.spreads.find((s) => !s.hero && s.pages.some((p) => p.photos.length > 1))!;
    const id = from.pages.find((p) => p.photos.length > 1)!.photos[0]!.imageId;
    const to = base.spreads.find((s) => s.id !== from.id && !s.hero && s.pages.some((p) => p.photos.length < 4))!;
    const { draft, refused } = edit(base, { kind: 'move', imageId: id, toSpreadId: to.id });
    expect(refused).toBeUndefined();
    expect(whereIs(draft, id)?.spread).toBe(to.id);
    expect(countOn(draft, to.id)).toBe(countOn(base, to.id) + 1);
    expect(countOn(draft, from.id)).toBe(countOn(base, from.id) - 1);
    for (const p of spreadOf(draft, to.id).pages) expect(p.photos.length).toBe({ one: 1, two: 2, three: 3, four: 4 }[p.template]);
    expect(movePhoto(base, photos, id, to.id, album)).toEqual(draft);
  });

  it('fills a page it empties from the left-out list, else from the facing page', () => {
    const lone = roomy.spreads[0]!.pages[0]!.photos[0]!.imageId;
    const spare = roomy.leftOut.filter((id) => id !== TINY);
    expect(spare.length).toBeGreaterThan(0);
    const fromList = edit(roomy, { kind: 'move', imageId: lone, toSpreadId: 's5' }).draft;
    const filled = fromList.spreads[0]!.pages[0]!;
    expect(filled.template).toBe('one');
    expect(spare).toContain(filled.photos[0]!.imageId);

    // Nothing printable left out: the facing page gives its nearest photo.
    const single = base.spreads.find((s) => s.pages.some((p) => p.photos.length === 1) && s.pages.some((p) => p.photos.length > 1))!;
    const alone = single.pages.find((p) => p.photos.length === 1)!.photos[0]!.imageId;
    const target = base.spreads.find((s) => s.id !== single.id && !s.hero)!;
    const moved = edit(base, { kind: 'move', imageId: alone, toSpreadId: target.id }).draft;
    expect(spreadOf(moved, single.id).pages.map((p) => p.photos.length)).toEqual([1, 1]);
    expect(moved.leftOut).toEqual(base.leftOut);
  });

  it('refuses a spread with two full pages, and moving a hero away', () => {
    // An album too small for every photo: four photos on every page.
    const full = layoutDraft(photos, { size: '8x8', pages: 4 });
    const spare = full.leftOut.find((id) => id !== TINY)!;
    const result = edit(full, { kind: 'move', imageId: spare, toSpreadId: 's2' });
    expect(result.refused).toBe(editRefusals.spreadFull);
    expect(result.draft).toBe(full);

    const withHero = edit(base, { kind: 'hero', spreadId: 's2', imageId: 'ceremony-07' }).draft;
    expect(edit(withHero, { kind: 'move', imageId: 'ceremony-07', toSpreadId: 's3' }).refused).toBe(editRefusals.heroStays);
  });
});

describe('a page template', () => {
  const spread = base.spreads.find((s) => !s.hero && s.pages[0]!.photos.length >= 2)!;

  it('shrinks a page, its extra photos going to the left-out list', () => {
    const before = spread.pages[0]!.photos.map((p) => p.imageId);
    const { draft } = edit(base, { kind: 'template', spreadId: spread.id, pageIndex: 0, template: 'one' });
    const page = spreadOf(draft, spread.id).pages[0]!;
    expect(page.template).toBe('one');
    expect(page.photos).toHaveLength(1);
    for (const id of before.filter((id) => id !== page.photos[0]!.imageId)) expect(draft.leftOut).toContain(id);
    expect(setPageTemplate(base, photos, spread.id, 0, 'one', album)).toEqual(draft);
  });

  it('grows a page with the nearest left-out photos, then from the facing page', () => {
    const shrunk = edit(base, { kind: 'template', spreadId: spread.id, pageIndex: 0, template: 'one' }).draft;
    const grown = edit(shrunk, { kind: 'template', spreadId: spread.id, pageIndex: 0, template: spread.pages[0]!.template }).draft;
    expect(
      spreadOf(grown, spread.id)
        .pages[0]!.photos.map((p) => p.imageId)
        .sort(),
    ).toEqual(spread.pages[0]!.photos.map((p) => p.imageId).sort());
    expect(grown.leftOut).toEqual(base.leftOut);
    // Nothing left out (but the tiny photo): the facing page gives, keeping one.
    const facing = spreadOf(base, spread.id).pages[1]!;
    const { draft, refused } = edit(base, { kind: 'template', spreadId: spread.id, pageIndex: 0, template: 'four' });
    if (spread.pages[0]!.photos.length + facing.photos.length - 1 >= 4) {
      expect(refused).toBeUndefined();
      expect(spreadOf(draft, spread.id).pages[0]!.photos).toHaveLength(4);
    } else expect(refused).toBe(editRefusals.noPhotoToFill);
  });

  it('refuses a hero spread', () => {
    const withHero = edit(base, { kind: 'hero', spreadId: spread.id, imageId: 'ceremony-01' }).draft;
    expect(edit(withHero, { kind: 'template', spreadId: spread.id, pageIndex: 0, template: 'two' }).refused).toBe(editRefusals.heroSpread);
  });
});

describe('a hero spread', () => {
  const spread = base.spreads.find((s) => !s.hero)!;

  it('puts a photo across both pages, the spread’s others going to the left-out list', () => {
    const others = spread.pages.flatMap((p) => p.photos.map((x) => x.imageId));
    const hero = others.find((id) => photos.find((p) => p.imageId === id)!.width > 4000)!;
    const { draft } = edit(base, { kind: 'hero', spreadId: spread.id, imageId: hero });
    expect(spreadOf(draft, spread.id).hero?.imageId).toBe(hero);
    expect(spreadOf(draft, spread.id).pages).toEqual([]);
    for (const id of others.filter((x) => x !== hero)) expect(draft.leftOut).toContain(id);
    expect(setHero(base, photos, spread.id, hero, album)).toEqual(draft);
  });

  it('ends a hero with its photo on one page and the nearest left-out photo on the other', () => {
    const others = spread.pages.flatMap((p) => p.photos.map((x) => x.imageId));
    const hero = others[0]!;
    const withHero = edit(base, { kind: 'hero', spreadId: spread.id, imageId: hero }).draft;
    const { draft } = edit(withHero, { kind: 'hero', spreadId: spread.id, imageId: undefined });
    const pages = spreadOf(draft, spread.id).pages;
    expect(pages.map((p) => p.template)).toEqual(['one', 'one']);
    expect(pages.flatMap((p) => p.photos.map((x) => x.imageId))).toContain(hero);
  });

  it('refuses a photo too small for both pages', () => {
    expect(edit(base, { kind: 'hero', spreadId: spread.id, imageId: SMALL }).refused).toBe(editRefusals.tooFewPixels);
  });
});

describe('must-haves and leave-outs', () => {
  it('leaving a photo out removes it, fills its frame from the left-out list or shrinks its page, and bringing it back places it', () => {
    const id = placedIds(base).find((x) => x !== SMALL)!;
    const { draft } = edit(base, { kind: 'leaveOut', imageId: id });
    expect(placedIds(draft)).not.toContain(id);
    expect(draft.leaveOut).toEqual([id]);
    expect(draft.leftOut).not.toContain(id);
    expect(toggleLeaveOut(base, photos, id, album)).toEqual(draft);
    const back = edit(draft, { kind: 'leaveOut', imageId: id }).draft;
    expect(back.leaveOut).toEqual([]);
    expect(placedIds(back)).toContain(id);
  });

  it('keeps the album full while photos are left out, as long as there is a photo for every page', () => {
    let draft = base;
    const order = placedIds(base).filter((id) => id !== SMALL);
    for (const id of order.slice(0, placedIds(base).length - album.pages)) {
      draft = edit(draft, { kind: 'leaveOut', imageId: id }).draft;
      expect(draft.spreads).toHaveLength(album.pages / 2);
    }
    expect(placedIds(draft)).toHaveLength(album.pages);
    // Laid out afresh, the customer's choices stay.
    const again = relayoutDraft(setNote(draft, 's4', 'More of the cake'), photos, album);
    expectWhole(again, photos, album);
    expect(again.leaveOut).toEqual(draft.leaveOut);
    expect(spreadOf(again, 's4').note).toBe('More of the cake');
  });

  it('marking a left-out photo must-have places it, in the frame of a photo that is not one when no page has room', () => {
    // An album too small for every photo: the pages are full.
    const small = { size: '8x8', pages: 4 };
    const full = layoutDraft(photos, small);
    const out = full.leftOut.find((id) => id !== TINY)!;
    const { draft } = applyEdit(full, photos, small, { kind: 'mustHave', imageId: out });
    expectWhole(draft, photos, small);
    expect(draft.mustHave).toEqual([out]);
    expect(placedIds(draft)).toContain(out);
    expect(toggleMustHave(full, photos, out, small)).toEqual(draft);
    // Unmarking changes nothing else.
    expect(applyEdit(draft, photos, small, { kind: 'mustHave', imageId: out }).draft).toEqual({ ...draft, mustHave: [] });
  });

  it('keeps a photo too small for any frame on the left-out list, even as a must-have', () => {
    const { draft } = edit(base, { kind: 'mustHave', imageId: TINY });
    expect(draft.mustHave).toEqual([TINY]);
    expect(draft.leftOut).toContain(TINY);
  });
});

describe('a saved draft and the album’s photos now', () => {
  it('lists a photo sent since as left out, and keeps everything else as it was', () => {
    const late: DraftPhoto = { imageId: 'late-arrival', width: 6000, height: 4000, position: 100, takenAt: '2026-06-06T20:30:00.000Z' };
    const now = [...photos, late];
    const draft = reconcileDraft(base, now, album);
    expectWhole(draft, now, album);
    expect(draft.spreads).toEqual(base.spreads);
    expect(draft.leftOut).toEqual([...base.leftOut, 'late-arrival']);
  });

  it('lays the draft out afresh when a placed photo is gone, keeping the customer’s choices and notes', () => {
    const gone = placedIds(base)[3]!;
    const chosen = setNote(applyEdit(base, photos, album, { kind: 'leaveOut', imageId: 'party-02' }).draft, 's2', 'Keep this one');
    const now = photos.filter((p) => p.imageId !== gone);
    const draft = reconcileDraft({ ...chosen, mustHave: [gone, 'lunch-05'] }, now, album);
    expectWhole(draft, now, album);
    expect(draft.mustHave).toEqual(['lunch-05']);
    expect(draft.leaveOut).toEqual(['party-02']);
    expect(spreadOf(draft, 's2').note).toBe('Keep this one');
  });
});

describe('a note', () => {
  it('is set on its spread, and refused when too long', () => {
    const draft = setNote(base, 's3', 'Please keep the veil in frame');
    expect(spreadOf(draft, 's3').note).toBe('Please keep the veil in frame');
    expect(spreadOf(base, 's3').note).toBe('');
    expect(setNote(base, 's3', 'x'.repeat(501))).toBe(base);
    expect(applyEdit(base, photos, album, { kind: 'note', spreadId: 's3', note: 'x'.repeat(501) }).refused).toBe(editRefusals.noteTooLong);
  });
});

it('keeps every rule of a draft through a long run of mixed changes', () => {
  // A fixed pseudo-random sequence: the same run every time.
  let seed = 42;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const ids = photos.map((p: DraftPhoto) => p.imageId);
  let draft = base;
  const made = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const id = () => ids[next(ids.length)]!;
    const spread = () => `s${1 + next(10)}`;
    const changes: DraftEdit[] = [
      { kind: 'swap', a: id(), b: id() },
      { kind: 'move', imageId: id(), toSpreadId: spread() },
      { kind: 'template', spreadId: spread(), pageIndex: next(2), template: (['one', 'two', 'three', 'four'] as const)[next(4)]! },
      { kind: 'hero', spreadId: spread(), imageId: next(3) ? id() : undefined },
      { kind: 'mustHave', imageId: id() },
      { kind: 'leaveOut', imageId: id() },
    ];
    const change = changes[next(changes.length)]!;
    const result = edit(draft, change);
    if (result.refused) expect(result.draft).toBe(draft);
    else made.add(change.kind);
    // A must-have that can print is placed.
    for (const must of result.draft.mustHave) if (must !== TINY) expect(placedIds(result.draft)).toContain(must);
    draft = result.draft;
  }
  expect([...made].sort()).toEqual(['hero', 'leaveOut', 'move', 'mustHave', 'swap', 'template']);
});
