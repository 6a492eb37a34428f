/**
 * The customer's changes to an album draft. Each is pure: it returns a new draft and never changes
 * the one it is given; when a change cannot be made it returns the very draft it was given (`===`),
 * and `applyEdit` says why in the shop's words. Every change keeps the draft whole: each photo at
 * most once, one photo in every frame, no photo below 150 ppi in its frame, the customer's
 * left-out photos nowhere, and `leftOut` naming exactly the photos neither placed nor left out by
 * the customer (in album order).
 *
 * - Swap: two placed photos trade frames (or a placed photo trades with one left out); both are
 *   cropped again for their new frames.
 * - Move: a photo goes to another spread, onto its page with fewer photos (that page's template
 *   grows by one; a hero spread becomes two single-photo pages). The page it leaves shrinks by one;
 *   a page left empty takes the nearest photo from the left-out list, else one from its facing page,
 *   else the facing page's photo becomes the spread's hero, else it takes the nearest photo of a
 *   page of another spread that holds two or more. A hero cannot be moved away (choose
 *   another hero first), nor a photo onto a spread with two full pages.
 * - Page template: a smaller template keeps the page's must-haves, then its first photos, and
 *   puts the rest on the left-out list; a larger one takes the nearest photos from the left-out list, then the facing
 *   page's nearest photos (the facing page keeping at least one). Not on a hero spread (end the
 *   hero first).
 * - Hero: a photo (placed, or from the left-out list) goes across both pages of the spread; the
 *   spread's other photos go to the left-out list. Ending a hero puts its photo on one page and the
 *   nearest left-out photo on the other, else one from the nearest page of another spread that holds
 *   two or more.
 * - A must-have a change takes off its page goes to the nearest page with room; when there is none,
 *   the change is refused (as is swapping a must-have for a left-out photo).
 * - Must-have: marking a photo places it if it is not placed: on the nearest page with room, else in
 *   the frame of the nearest photo that is not a must-have (which goes to the left-out list).
 *   Unmarking changes nothing else.
 * - Leave out: the photo leaves the draft; the nearest left-out photo that prints in its frame takes
 *   its place, else its page shrinks (an emptied page is filled as when moving; a hero left out
 *   gives way to the nearest left-out landscape, else a photo or two from crowded pages nearby;
 *   a spread that cannot be filled at all is removed). Bringing a photo back places it on the nearest page with
 *   room, else lists it as left out.
 * - Note: the spread's note to the designer (up to 500 characters).
 * - A saved draft meets the album's photos now (`reconcileDraft`): photos sent since are listed as
 *   left out; if a placed photo is gone from the album, the draft is laid out afresh keeping the
 *   customer's choices and notes.
 *
 * "Nearest" is by album order (capture time, then upload order), ties to the earlier photo.
 */
import type { AlbumDraft, DraftPage, PageTemplate, Placement, Spread } from './schema';
import {
  cropFor,
  effectivePpi,
  fitPage,
  frameSetOf,
  MAX_PHOTOS_PER_PAGE,
  orderedPhotos,
  placementOf,
  printableAnywhere,
  printsIn,
  relayoutDraft,
  templateFor,
  type AlbumShape,
  type DraftPhoto,
  type FrameSet,
} from './layout';
import { aspectOf, framesPerTemplate, MAX_NOTE_CHARACTERS, MIN_PRINT_PPI, type Frame } from './templates';

export type DraftEdit =
  | { kind: 'swap'; a: string; b: string }
  | { kind: 'move'; imageId: string; toSpreadId: string }
  | { kind: 'template'; spreadId: string; pageIndex: number; template: PageTemplate }
  | { kind: 'hero'; spreadId: string; imageId: string | undefined }
  | { kind: 'mustHave'; imageId: string }
  | { kind: 'leaveOut'; imageId: string }
  | { kind: 'note'; spreadId: string; note: string };

/** Why a change could not be made, in the customer's words. */
export const editRefusals = {
  unknownPhoto: 'That photo is not one of this album’s.',
  unknownSpread: 'That spread is not in this draft.',
  notPlaced: 'That photo is not in the draft.',
  leftOutByCustomer: 'You asked to leave that photo out: bring it back first.',
  tooFewPixels: 'That photo has too few pixels for that frame: it would print below 150 ppi.',
  spreadFull: 'Both pages of that spread already hold four photos.',
  heroStays: 'A hero spread needs its photo: make another photo its hero, or end the hero, first.',
  sameSpread: 'The photo is already on that spread.',
  noPhotoToFill: 'There is no free photo to fill that page: leave one out of another page, or move one here, first.',
  heroSpread: 'That spread is one photo across both pages: end the hero first.',
  noSuchPage: 'A spread has a left page (0) and a right page (1).',
  mustHaveStays: 'That would take a photo you marked must-have out of the album: unmark it first.',
  noteTooLong: `A note holds at most ${MAX_NOTE_CHARACTERS} characters.`,
} as const;
type Refusal = (typeof editRefusals)[keyof typeof editRefusals];

class Refused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}
const refuse = (reason: Refusal): never => {
  throw new Refused(reason);
};

/** What the edits know about the album: its photos, their album order, and its frames. */
interface Context {
  byId: Map<string, DraftPhoto>;
  rank: Map<string, number>;
  frames: FrameSet;
}

function contextOf(photos: readonly DraftPhoto[], album: { size: string }): Context {
  const ordered = orderedPhotos(photos);
  return {
    byId: new Map(ordered.map((o) => [o.photo.imageId, o.photo])),
    rank: new Map(ordered.map((o, i) => [o.photo.imageId, i])),
    frames: frameSetOf(album.size),
  };
}

/** A spread being changed: photo ids per page in frame order, and which parts changed. */
interface Work {
  original: Spread;
  hero?: string;
  heroChanged: boolean;
  pages: string[][];
  changed: boolean[];
}

class Draft {
  spreads: Work[];
  mustHave: string[];
  leaveOut: string[];
  pool: Set<string>;

  constructor(
    draft: AlbumDraft,
    readonly ctx: Context,
  ) {
    this.spreads = draft.spreads.map((s) => ({
      original: s,
      hero: s.hero?.imageId,
      heroChanged: false,
      pages: s.pages.map((p) => p.photos.map((x) => x.imageId)),
      changed: s.pages.map(() => false),
    }));
    this.mustHave = [...draft.mustHave];
    this.leaveOut = [...draft.leaveOut];
    // Every known photo neither placed nor left out by the customer, sent since the layout included.
    const placed = new Set(this.spreads.flatMap((w) => (w.hero !== undefined ? [w.hero] : w.pages.flat())));
    const customer = new Set(this.leaveOut);
    this.pool = new Set([...ctx.rank.keys()].filter((id) => !placed.has(id) && !customer.has(id)));
  }

  photo(id: string): DraftPhoto {
    return this.ctx.byId.get(id) ?? refuse(editRefusals.unknownPhoto);
  }
  rank(id: string): number {
    return this.ctx.rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  }
  spreadIndex(spreadId: string): number {
    const i = this.spreads.findIndex((s) => s.original.id === spreadId);
    return i >= 0 ? i : refuse(editRefusals.unknownSpread);
  }

  /** Where a photo is placed: its spread, and its page (-1 for the hero) and frame there. */
  slotOf(id: string): { spread: number; page: number; frame: number } | undefined {
    for (let s = 0; s < this.spreads.length; s++) {
      const w = this.spreads[s]!;
      if (w.hero === id) return { spread: s, page: -1, frame: 0 };
      for (let p = 0; p < w.pages.length; p++) {
        const frame = w.pages[p]!.indexOf(id);
        if (frame >= 0) return { spread: s, page: p, frame };
      }
    }
    return undefined;
  }

  setPage(s: number, p: number, ids: string[]): void {
    const w = this.spreads[s]!;
    w.pages[p] = ids;
    w.changed[p] = true;
  }
  setHero(s: number, id: string | undefined): void {
    const w = this.spreads[s]!;
    w.hero = id;
    w.heroChanged = true;
    if (id !== undefined) {
      w.pages = [];
      w.changed = [];
    }
  }

  /** Left-out photos in order of nearness to `rank`, that pass `fits`. */
  poolNearest(rank: number, fits: (photo: DraftPhoto) => boolean = () => true): string[] {
    return [...this.pool]
      .filter((id) => fits(this.photo(id)))
      .sort((a, b) => Math.abs(this.rank(a) - rank) - Math.abs(this.rank(b) - rank) || this.rank(a) - this.rank(b));
  }

  /** The photo leaves its place (moved elsewhere, or out): the page shrinks, an emptied page is filled. */
  lift(id: string, options: { fillFromPool: boolean; dropEmptySpread: boolean }): void {
    const slot = this.slotOf(id);
    if (!slot) return;
    const w = this.spreads[slot.spread]!;
    if (slot.page < 0) {
      const hero = options.fillFromPool ? this.poolNearest(this.rank(id), (p) => p.width > p.height && printsIn(p, this.ctx.frames.hero))[0] : undefined;
      if (hero !== undefined) {
        this.pool.delete(hero);
        this.setHero(slot.spread, hero);
        return;
      }
      const two = options.fillFromPool ? this.poolNearest(this.rank(id), (p) => printsIn(p, this.ctx.frames.pages.one[0]!)).slice(0, 2) : [];
      if (two.length === 2) {
        two.sort((a, b) => this.rank(a) - this.rank(b));
        for (const t of two) this.pool.delete(t);
        this.setHero(slot.spread, undefined);
        w.pages = [[two[0]!], [two[1]!]];
        w.changed = [true, true];
        return;
      }
      if (!options.dropEmptySpread) refuse(editRefusals.heroStays);
      // Leaving the hero out: a photo from a crowded page nearby, else two, else the spread goes.
      const borrowed = this.borrow(this.rank(id), slot.spread, (p) => p.width > p.height && printsIn(p, this.ctx.frames.hero));
      if (borrowed !== undefined) {
        this.setHero(slot.spread, borrowed);
        return;
      }
      const first = this.borrow(this.rank(id), slot.spread, (p) => printsIn(p, this.ctx.frames.pages.one[0]!));
      const second = first === undefined ? undefined : this.borrow(this.rank(id), slot.spread, (p) => printsIn(p, this.ctx.frames.pages.one[0]!));
      if (first !== undefined && second !== undefined) {
        const pair = [first, second].sort((a, b) => this.rank(a) - this.rank(b));
        this.setHero(slot.spread, undefined);
        w.pages = [[pair[0]!], [pair[1]!]];
        w.changed = [true, true];
        return;
      }
      if (first !== undefined) this.pool.add(first);
      this.spreads.splice(slot.spread, 1);
      return;
    }
    const page = w.pages[slot.page]!;
    if (options.fillFromPool) {
      // The nearest left-out photo that prints in the frame takes it.
      const frame = this.ctx.frames.pages[templateFor(page.length)][slot.frame]!;
      for (const filler of this.poolNearest(this.rank(id), (p) => printsIn(p, frame))) {
        const ids = page.map((x) => (x === id ? filler : x));
        if (!this.fits(ids)) continue;
        this.pool.delete(filler);
        this.setPage(slot.spread, slot.page, ids);
        return;
      }
    }
    const rest = page.filter((x) => x !== id);
    if (rest.length > 0 && this.fits(rest)) {
      this.setPage(slot.spread, slot.page, rest);
      return;
    }
    // The page would be empty, or its other photos would not print on a page of their own number:
    // a left-out photo joins them, else one from the facing page, else (for an empty page) the
    // facing page's photo becomes the hero, else a photo from a crowded page of another spread.
    const joins = (x: string) => this.fits([...rest, x]);
    const fromPool = this.poolNearest(this.rank(id)).find(joins);
    if (fromPool !== undefined) {
      this.pool.delete(fromPool);
      this.setPage(slot.spread, slot.page, [...rest, fromPool]);
      return;
    }
    const facingIndex = 1 - slot.page;
    const facing = w.pages[facingIndex]!;
    const distance = (x: string) => Math.abs(this.rank(x) - this.rank(id));
    const given = [...facing]
      .sort((a, b) => distance(a) - distance(b) || this.rank(a) - this.rank(b))
      .find((x) => facing.length > 1 && joins(x) && this.fits(facing.filter((y) => y !== x)));
    if (given !== undefined) {
      this.setPage(
        slot.spread,
        facingIndex,
        facing.filter((x) => x !== given),
      );
      this.setPage(slot.spread, slot.page, [...rest, given]);
      return;
    }
    const last = facing[0];
    if (rest.length === 0 && facing.length === 1 && last !== undefined && printsIn(this.photo(last), this.ctx.frames.hero)) {
      this.setHero(slot.spread, last);
      return;
    }
    const borrowed = this.borrow(this.rank(id), slot.spread, (p) => joins(p.imageId));
    if (borrowed !== undefined) {
      this.setPage(slot.spread, slot.page, [...rest, borrowed]);
      return;
    }
    if (!options.dropEmptySpread) refuse(editRefusals.noPhotoToFill);
    for (const x of [...rest, ...facing]) this.pool.add(x);
    this.spreads.splice(slot.spread, 1);
  }

  /** Whether these photos print together on a page of their number. */
  fits(ids: readonly string[]): boolean {
    if (ids.length < 1 || ids.length > MAX_PHOTOS_PER_PAGE) return false;
    return (
      fitPage(
        ids.map((x) => this.photo(x)),
        this.ctx.frames.pages[templateFor(ids.length)],
      ) !== undefined
    );
  }

  /**
   * Takes the photo nearest `rank` that `fits` from a page of another spread than `except` holding
   * two or more, nearest page first; undefined when there is none.
   */
  borrow(rank: number, except: number, fits: (photo: DraftPhoto) => boolean): string | undefined {
    const distance = (x: string) => Math.abs(this.rank(x) - rank);
    const pages: { spread: number; page: number; ids: string[] }[] = [];
    this.spreads.forEach((w, s) => w.pages.forEach((ids, p) => s !== except && ids.length > 1 && pages.push({ spread: s, page: p, ids })));
    // The donor page must still print with one photo fewer.
    const nearestOf = (ids: readonly string[]) =>
      ids
        .filter((x) => fits(this.photo(x)) && this.fits(ids.filter((y) => y !== x)))
        .sort((a, b) => distance(a) - distance(b) || this.rank(a) - this.rank(b))[0];
    const best = pages
      .map((p) => ({ ...p, pick: nearestOf(p.ids) }))
      .filter((p) => p.pick !== undefined)
      .sort((a, b) => distance(a.pick!) - distance(b.pick!) || a.spread - b.spread || a.page - b.page)[0];
    if (!best) return undefined;
    this.setPage(
      best.spread,
      best.page,
      best.ids.filter((x) => x !== best.pick),
    );
    return best.pick;
  }

  /** Pages with room for the photo, nearest first (by the album order of their photos). */
  pagesNearest(id: string): { spread: number; page: number }[] {
    const r = this.rank(id);
    const out: { spread: number; page: number; distance: number; order: number }[] = [];
    this.spreads.forEach((w, s) =>
      w.pages.forEach((ids, p) => {
        const distance = Math.min(...ids.map((x) => Math.abs(this.rank(x) - r)));
        out.push({ spread: s, page: p, distance, order: 2 * s + p });
      }),
    );
    return out.sort((a, b) => a.distance - b.distance || a.order - b.order);
  }

  /** Places the photo on the nearest page with room where everything still prints; false if none. */
  placeWithRoom(id: string): boolean {
    for (const { spread, page } of this.pagesNearest(id)) {
      const ids = this.spreads[spread]!.pages[page]!;
      if (ids.length >= MAX_PHOTOS_PER_PAGE) continue;
      const next = [...ids, id];
      if (
        !fitPage(
          next.map((x) => this.photo(x)),
          this.ctx.frames.pages[templateFor(next.length)],
        )
      )
        continue;
      this.pool.delete(id);
      this.setPage(spread, page, next);
      return true;
    }
    return false;
  }

  /** Places the photo in the frame of the nearest placed photo that is not a must-have, which goes out. */
  placeInstead(id: string): boolean {
    const must = new Set(this.mustHave);
    const photo = this.photo(id);
    const r = this.rank(id);
    const candidates: { spread: number; page: number; frame: number; other: string }[] = [];
    this.spreads.forEach((w, s) => {
      if (w.hero !== undefined) candidates.push({ spread: s, page: -1, frame: 0, other: w.hero });
      w.pages.forEach((ids, p) => ids.forEach((other, f) => candidates.push({ spread: s, page: p, frame: f, other })));
    });
    candidates.sort((a, b) => Math.abs(this.rank(a.other) - r) - Math.abs(this.rank(b.other) - r) || this.rank(a.other) - this.rank(b.other));
    for (const c of candidates) {
      if (must.has(c.other)) continue;
      const w = this.spreads[c.spread]!;
      const frame = c.page < 0 ? this.ctx.frames.hero : this.ctx.frames.pages[templateFor(w.pages[c.page]!.length)][c.frame]!;
      if (!printsIn(photo, frame)) continue;
      this.pool.delete(id);
      this.pool.add(c.other);
      if (c.page < 0) this.setHero(c.spread, id);
      else {
        const ids = [...w.pages[c.page]!];
        ids[c.frame] = id;
        this.setPage(c.spread, c.page, ids);
      }
      return true;
    }
    return false;
  }

  /** Must-haves a change took off their page go to the nearest page with room, or the change is refused. */
  rehouseMustHaves(): void {
    for (const id of this.mustHave) {
      if (!this.pool.has(id) || !printableAnywhere(this.photo(id), this.ctx.frames)) continue;
      if (!this.placeWithRoom(id)) refuse(editRefusals.mustHaveStays);
    }
  }

  /** The draft again: changed pages fitted to their templates and cropped anew, the rest as they were. */
  build(): AlbumDraft {
    const { frames } = this.ctx;
    const spreads = this.spreads.map((w): Spread => {
      const { id, note } = w.original;
      if (w.hero !== undefined) {
        const hero = w.heroChanged ? placementOf(this.photo(w.hero), frames.hero) : w.original.hero!;
        if (w.heroChanged && !printsIn(this.photo(w.hero), frames.hero)) refuse(editRefusals.tooFewPixels);
        return { id, hero, pages: [], note };
      }
      const pages = w.pages.map((ids, p): DraftPage => {
        const original = w.heroChanged ? undefined : w.original.pages[p];
        if (!w.changed[p] && original) return original;
        const photos = ids.map((x) => this.photo(x)).sort((a, b) => this.rank(a.imageId) - this.rank(b.imageId));
        const template = templateFor(photos.length);
        const fit = fitPage(photos, frames.pages[template]) ?? refuse(editRefusals.tooFewPixels);
        return { template, photos: fit.order.map((photo, f) => placementOf(photo, frames.pages[template][f]!)) };
      });
      return { id, pages, note };
    });
    const placed = new Set(spreads.flatMap((s) => (s.hero ? [s.hero.imageId] : s.pages.flatMap((p) => p.photos.map((x) => x.imageId)))));
    const leaveOut = new Set(this.leaveOut);
    const leftOut = [...this.ctx.rank.keys()].filter((id) => !placed.has(id) && !leaveOut.has(id));
    return { spreads, mustHave: this.mustHave, leaveOut: this.leaveOut, leftOut };
  }
}

/** Places a photo exactly in a frame (a swap), checking it prints there. */
function placedIn(photo: DraftPhoto, frame: Frame): Placement {
  const crop = cropFor(photo, aspectOf(frame));
  if (effectivePpi(photo, crop, frame) < MIN_PRINT_PPI - 1e-9) refuse(editRefusals.tooFewPixels);
  return { imageId: photo.imageId, crop };
}

function swap(d: Draft, draft: AlbumDraft, a: string, b: string): AlbumDraft {
  if (a === b) return draft;
  const pa = d.photo(a);
  const pb = d.photo(b);
  const sa = d.slotOf(a);
  const sb = d.slotOf(b);
  if (!sa && !sb) refuse(editRefusals.notPlaced);
  if ((!sa && !d.pool.has(a)) || (!sb && !d.pool.has(b))) refuse(editRefusals.leftOutByCustomer);
  if ((sa && !sb && d.mustHave.includes(a)) || (sb && !sa && d.mustHave.includes(b))) refuse(editRefusals.mustHaveStays);
  // Swapped photos keep the frames they are swapped into, so the spreads change by placement only.
  const next = d.build();
  const frameAt = (slot: { spread: number; page: number; frame: number }): Frame => {
    const s = next.spreads[slot.spread]!;
    return slot.page < 0 ? d.ctx.frames.hero : d.ctx.frames.pages[s.pages[slot.page]!.template][slot.frame]!;
  };
  const put = (slot: { spread: number; page: number; frame: number }, placement: Placement) => {
    const s = next.spreads[slot.spread]!;
    if (slot.page < 0) next.spreads[slot.spread] = { ...s, hero: placement };
    else {
      const pages = s.pages.map((p, i) => (i === slot.page ? { ...p, photos: p.photos.map((x, f) => (f === slot.frame ? placement : x)) } : p));
      next.spreads[slot.spread] = { ...s, pages };
    }
  };
  if (sa) put(sa, placedIn(pb, frameAt(sa)));
  if (sb) put(sb, placedIn(pa, frameAt(sb)));
  const placed = new Set([...(sa ? [b] : []), ...(sb ? [a] : [])]);
  const lifted = new Set([...(sa && !sb ? [a] : []), ...(sb && !sa ? [b] : [])]);
  const leftOut = [...d.ctx.rank.keys()].filter((id) => (next.leftOut.includes(id) && !placed.has(id)) || lifted.has(id));
  return { ...next, leftOut };
}

function move(d: Draft, imageId: string, toSpreadId: string): void {
  const target = d.spreads[d.spreadIndex(toSpreadId)]!;
  d.photo(imageId);
  if (d.leaveOut.includes(imageId)) refuse(editRefusals.leftOutByCustomer);
  const from = d.slotOf(imageId);
  if (from && d.spreads[from.spread] === target) refuse(editRefusals.sameSpread);
  if (from?.page === -1) refuse(editRefusals.heroStays);
  if (target.hero === undefined && target.pages.every((p) => p.length >= MAX_PHOTOS_PER_PAGE)) refuse(editRefusals.spreadFull);
  if (from) d.lift(imageId, { fillFromPool: false, dropEmptySpread: false });
  else d.pool.delete(imageId);
  const t = d.spreads.indexOf(target);
  if (target.hero !== undefined) {
    const hero = target.hero;
    const pair = [hero, imageId].sort((a, b) => d.rank(a) - d.rank(b));
    d.setHero(t, undefined);
    target.pages = [[pair[0]!], [pair[1]!]];
    target.changed = [true, true];
    return;
  }
  const [left, right] = [target.pages[0]!, target.pages[1]!];
  // The page with fewer photos; when even, the one the photo belongs to by album order.
  const side = left.length !== right.length ? (left.length < right.length ? 0 : 1) : d.rank(imageId) < Math.min(...right.map((x) => d.rank(x))) ? 0 : 1;
  d.setPage(t, side, [...target.pages[side]!, imageId]);
}

function pageTemplate(d: Draft, spreadId: string, pageIndex: number, template: PageTemplate): void {
  const s = d.spreadIndex(spreadId);
  const w = d.spreads[s]!;
  if (w.hero !== undefined) refuse(editRefusals.heroSpread);
  if (pageIndex !== 0 && pageIndex !== 1) refuse(editRefusals.noSuchPage);
  const ids = [...w.pages[pageIndex]!];
  const want = framesPerTemplate[template];
  if (ids.length === want) return;
  if (ids.length > want) {
    // The page keeps its must-haves first, then its first photos.
    const must = new Set(d.mustHave);
    const keep = [...ids.filter((id) => must.has(id)), ...ids.filter((id) => !must.has(id))].slice(0, want);
    for (const id of ids) if (!keep.includes(id)) d.pool.add(id);
    d.setPage(
      s,
      pageIndex,
      ids.filter((id) => keep.includes(id)),
    );
    return;
  }
  const frames = d.ctx.frames.pages[template];
  const anchor = Math.min(...ids.map((x) => d.rank(x)));
  const smallest = frames.reduce((a, b) => (a.width * a.height <= b.width * b.height ? a : b));
  for (const id of d.poolNearest(anchor, (p) => printsIn(p, smallest))) {
    if (ids.length >= want) break;
    if (
      !fitPage(
        [...ids, id].map((x) => d.photo(x)),
        d.ctx.frames.pages[templateFor(ids.length + 1)],
      )
    )
      continue;
    ids.push(id);
    d.pool.delete(id);
  }
  const facingIndex = 1 - pageIndex;
  // The facing page gives its photos nearest this page (its first to a left page, its last to a
  // right one), each only if both pages still print.
  const facing = [...w.pages[facingIndex]!].sort((a, b) => (pageIndex === 0 ? d.rank(a) - d.rank(b) : d.rank(b) - d.rank(a)));
  while (ids.length < want && facing.length > 1) {
    const given = facing.find((x) => d.fits([...ids, x]) && d.fits(facing.filter((y) => y !== x)));
    if (given === undefined) break;
    ids.push(given);
    facing.splice(facing.indexOf(given), 1);
  }
  if (ids.length < want) refuse(editRefusals.noPhotoToFill);
  if (facing.length !== w.pages[facingIndex]!.length) d.setPage(s, facingIndex, facing);
  d.setPage(s, pageIndex, ids);
}

function hero(d: Draft, spreadId: string, imageId: string | undefined): void {
  const s = d.spreadIndex(spreadId);
  const w = d.spreads[s]!;
  if (imageId === undefined) {
    const current = w.hero;
    if (current === undefined) return;
    const one = d.ctx.frames.pages.one[0]!;
    let filler = d.poolNearest(d.rank(current), (p) => printsIn(p, one))[0];
    if (filler !== undefined) d.pool.delete(filler);
    else {
      // A photo from the nearest page, on another spread, that holds two or more.
      filler = d.borrow(d.rank(current), s, (p) => printsIn(p, one)) ?? refuse(editRefusals.noPhotoToFill);
    }
    const pair = [current, filler].sort((a, b) => d.rank(a) - d.rank(b));
    d.setHero(s, undefined);
    w.pages = [[pair[0]!], [pair[1]!]];
    w.changed = [true, true];
    return;
  }
  const photo = d.photo(imageId);
  if (d.leaveOut.includes(imageId)) refuse(editRefusals.leftOutByCustomer);
  if (w.hero === imageId) return;
  if (!printsIn(photo, d.ctx.frames.hero)) refuse(editRefusals.tooFewPixels);
  const from = d.slotOf(imageId);
  if (from && d.spreads[from.spread] !== w) d.lift(imageId, { fillFromPool: false, dropEmptySpread: false });
  d.pool.delete(imageId);
  const others = (w.hero !== undefined ? [w.hero] : w.pages.flat()).filter((x) => x !== imageId);
  for (const x of others) d.pool.add(x);
  d.setHero(d.spreads.indexOf(w), imageId);
}

function mustHave(d: Draft, imageId: string): void {
  d.photo(imageId);
  if (d.mustHave.includes(imageId)) {
    d.mustHave = d.mustHave.filter((x) => x !== imageId);
    return;
  }
  d.mustHave = [...d.mustHave, imageId];
  if (d.leaveOut.includes(imageId)) {
    d.leaveOut = d.leaveOut.filter((x) => x !== imageId);
    d.pool.add(imageId);
  }
  if (d.slotOf(imageId)) return;
  if (!d.placeWithRoom(imageId)) d.placeInstead(imageId);
}

function leaveOut(d: Draft, imageId: string): void {
  d.photo(imageId);
  if (d.leaveOut.includes(imageId)) {
    d.leaveOut = d.leaveOut.filter((x) => x !== imageId);
    d.pool.add(imageId);
    d.placeWithRoom(imageId);
    return;
  }
  d.leaveOut = [...d.leaveOut, imageId];
  d.mustHave = d.mustHave.filter((x) => x !== imageId);
  d.pool.delete(imageId);
  d.lift(imageId, { fillFromPool: true, dropEmptySpread: true });
}

/**
 * A saved draft brought up to date with the album's photos now: a photo sent since joins the
 * left-out list, from which the customer can place it; a photo no longer in the album leaves the
 * customer's lists, and when one was placed the draft is laid out afresh, keeping the customer's
 * must-haves, leave-outs and notes.
 */
export function reconcileDraft(draft: AlbumDraft, photos: readonly DraftPhoto[], album: AlbumShape): AlbumDraft {
  const ctx = contextOf(photos, album);
  const known = (id: string) => ctx.byId.has(id);
  const placed = draft.spreads.flatMap((s) => (s.hero ? [s.hero.imageId] : s.pages.flatMap((p) => p.photos.map((x) => x.imageId))));
  const kept = { ...draft, mustHave: draft.mustHave.filter(known), leaveOut: draft.leaveOut.filter(known) };
  if (placed.every(known)) return new Draft(kept, ctx).build();
  return relayoutDraft(kept, photos, album);
}

/** Makes the change, or says why it cannot be made (the draft then is the one given). */
export function applyEdit(draft: AlbumDraft, photos: readonly DraftPhoto[], album: { size: string }, edit: DraftEdit): { draft: AlbumDraft; refused?: string } {
  try {
    if (edit.kind === 'note') return { draft: note(draft, edit.spreadId, edit.note) };
    const d = new Draft(draft, contextOf(photos, album));
    if (edit.kind === 'swap') return { draft: swap(d, draft, edit.a, edit.b) };
    if (edit.kind === 'move') move(d, edit.imageId, edit.toSpreadId);
    else if (edit.kind === 'template') pageTemplate(d, edit.spreadId, edit.pageIndex, edit.template);
    else if (edit.kind === 'hero') hero(d, edit.spreadId, edit.imageId);
    else if (edit.kind === 'mustHave') mustHave(d, edit.imageId);
    else leaveOut(d, edit.imageId);
    d.rehouseMustHaves();
    return { draft: d.build() };
  } catch (e) {
    if (e instanceof Refused) return { draft, refused: e.reason };
    throw e;
  }
}

function note(draft: AlbumDraft, spreadId: string, text: string): AlbumDraft {
  const index = draft.spreads.findIndex((s) => s.id === spreadId);
  if (index < 0) refuse(editRefusals.unknownSpread);
  if (text.trim().length > MAX_NOTE_CHARACTERS) refuse(editRefusals.noteTooLong);
  return { ...draft, spreads: draft.spreads.map((s, i) => (i === index ? { ...s, note: text } : s)) };
}

const run = (draft: AlbumDraft, photos: readonly DraftPhoto[], album: { size: string }, edit: DraftEdit) => applyEdit(draft, photos, album, edit).draft;

/** Two photos trade frames (a placed one may trade with a left-out one). */
export const swapPhotos = (draft: AlbumDraft, photos: readonly DraftPhoto[], a: { imageId: string }, b: { imageId: string }, album: { size: string }) =>
  run(draft, photos, album, { kind: 'swap', a: a.imageId, b: b.imageId });

/** The photo (placed or left out) goes onto the spread `toSpreadId`. */
export const movePhoto = (draft: AlbumDraft, photos: readonly DraftPhoto[], imageId: string, toSpreadId: string, album: { size: string }) =>
  run(draft, photos, album, { kind: 'move', imageId, toSpreadId });

/** Page `pageIndex` (0 left, 1 right) of the spread takes the template. */
export const setPageTemplate = (
  draft: AlbumDraft,
  photos: readonly DraftPhoto[],
  spreadId: string,
  pageIndex: number,
  template: PageTemplate,
  album: { size: string },
) => run(draft, photos, album, { kind: 'template', spreadId, pageIndex, template });

/** The photo goes across both pages of the spread; undefined makes it two pages again. */
export const setHero = (draft: AlbumDraft, photos: readonly DraftPhoto[], spreadId: string, imageId: string | undefined, album: { size: string }) =>
  run(draft, photos, album, { kind: 'hero', spreadId, imageId });

/** The photo is marked must-have (and placed), or no longer. */
export const toggleMustHave = (draft: AlbumDraft, photos: readonly DraftPhoto[], imageId: string, album: { size: string }) =>
  run(draft, photos, album, { kind: 'mustHave', imageId });

/** The photo is left out of the album at the customer's wish, or may be in it again. */
export const toggleLeaveOut = (draft: AlbumDraft, photos: readonly DraftPhoto[], imageId: string, album: { size: string }) =>
  run(draft, photos, album, { kind: 'leaveOut', imageId });

/** The spread's note to the designer. */
export const setNote = (draft: AlbumDraft, spreadId: string, text: string): AlbumDraft => {
  try {
    return note(draft, spreadId, text);
  } catch (e) {
    if (e instanceof Refused) return draft;
    throw e;
  }
};
