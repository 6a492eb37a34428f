/**
 * The instant album draft: laid out from the photos already sent, without a server.
 *
 * - Photos go in the order they were taken (EXIF capture time). A photo without a capture time
 *   keeps its place in the customer's upload order: it takes the time of the photo uploaded just
 *   before it (or just after, at the start). Ties go by upload order, then by photo id.
 * - Photos group into moments: a new moment starts after a pause of MOMENT_GAP_MS, or of
 *   MOMENT_GAP_FACTOR times the album's usual pause between photos when that is longer than
 *   MIN_MOMENT_GAP_MS.
 * - The album gets exactly pages/2 spreads. Each page holds one to four photos; a hero spread holds
 *   one landscape photo across both pages. Pages are chosen to suit the photos (a landscape in a
 *   wide frame, a portrait in a tall one), to keep a moment on its own pages and to start a moment
 *   on a left-hand page; a hero goes to a landscape with pixels enough, best at a moment's start.
 * - No photo is placed where it would print below MIN_PRINT_PPI (150 pixels per inch of its frame);
 *   a photo too small for every frame is left out for its resolution.
 * - More photos than the album holds (four a page): the ones cut are spread over the moments in
 *   proportion to their size, evenly within each moment, sparing the customer's must-haves.
 * - Fewer photos than pages: larger layouts (one photo a page, hero spreads); when even that
 *   cannot fill the album, the draft has fewer spreads, and `spreadsNeeded` tells how many it needs.
 * - The same photos and choices always give the same draft: no randomness, no clock.
 */
import type { AlbumDraft, Crop, DraftPage, PageTemplate, Placement, Spread } from './schema';
import { aspectOf, framesPerTemplate, heroFrame, MIN_PRINT_PPI, pageFrames, pageSizeOf, type Frame, type PageSize } from './templates';

export interface DraftPhoto {
  imageId: string;
  /** Pixels. */
  width: number;
  height: number;
  /** ISO date-time the photo was taken, from its EXIF. */
  takenAt?: string;
  /** The customer's upload order. */
  position: number;
  /** The interesting part of the photo (from smartcrop), as fractions of its width and height. */
  focus?: Crop;
}

export interface AlbumShape {
  /** Like '8x8': width x height in inches. */
  size: string;
  /** Pages of the album (two a spread). */
  pages: number;
}

export interface DraftChoices {
  /** Photos the customer wants whatever happens (placed whenever they are printable). */
  mustHave?: readonly string[];
  /** Photos the customer asked to leave out: never placed. */
  leaveOut?: readonly string[];
  /** Notes to the designer by spread id, kept when the draft is laid out again. */
  notes?: Readonly<Record<string, string>>;
}

/** Why a photo is not in the album: no room, too few pixels for any frame, or the customer's wish. */
export type LeftOutReason = 'capacity' | 'resolution' | 'customer';

/** A pause this long always starts a new moment. */
export const MOMENT_GAP_MS = 2 * 60 * 60 * 1000;
/** A pause this many times the album's median pause starts a new moment too… */
export const MOMENT_GAP_FACTOR = 8;
/** …when it is at least this long. */
export const MIN_MOMENT_GAP_MS = 20 * 60 * 1000;
/** The most photos a page holds. */
export const MAX_PHOTOS_PER_PAGE = 4;

// What the layout weighs (lower is better). A share of a photo cropped away costs its share.
/** A page of k photos is busier than one of fewer: the cost of a page by its number of photos. */
const CROWDING = [0, 0, 0.12, 0.3, 0.5] as const;
/** A page holding the end of one moment and the start of the next. */
const MOMENT_SHARED_PAGE = 0.8;
/** A moment starting on a right-hand page. */
const MOMENT_ON_RIGHT_PAGE = 0.15;
/** A hero spread, at a moment's start and elsewhere. */
const HERO_AT_MOMENT_START = 0.25;
const HERO_ELSEWHERE = 0.7;
/** A photo cut for want of room (far more for a must-have), and a page left unfilled. */
const CUT_PHOTO = 1e6;
const CUT_MUST_HAVE = 1e9;
const MISSING_PAGE = 1e4;

const epsilon = 1e-9;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The spreads an album of this many pages has: two pages a spread. */
export function spreadsNeeded(album: { pages: number }): number {
  return Math.max(0, Math.floor(album.pages / 2));
}

/** Spreads the draft lacks to fill the album (each needs at least one more photo, as a hero). */
export function missingSpreads(draft: AlbumDraft, album: { pages: number }): number {
  return Math.max(0, spreadsNeeded(album) - draft.spreads.length);
}

/**
 * The largest part of the photo with the frame's aspect (width over height, in inches), centred on
 * the photo's focus when it has one (else on its centre) and kept inside the photo.
 */
export function cropFor(photo: DraftPhoto, frameAspect: number): Crop {
  const photoAspect = photo.width / photo.height;
  const width = photoAspect > frameAspect ? frameAspect / photoAspect : 1;
  const height = photoAspect > frameAspect ? 1 : photoAspect / frameAspect;
  const f = photo.focus;
  const cx = f ? f.x + f.width / 2 : 0.5;
  const cy = f ? f.y + f.height / 2 : 0.5;
  const place = (centre: number, size: number) => Math.min(Math.max(centre - size / 2, 0), 1 - size);
  const w = round6(width);
  const h = round6(height);
  return { x: Math.max(0, round6(place(cx, w))), y: Math.max(0, round6(place(cy, h))), width: w, height: h };
}

/** Pixels per inch the crop prints at in the frame (the lesser of across and down). */
export function effectivePpi(photo: Pick<DraftPhoto, 'width' | 'height'>, crop: Crop, frame: Pick<Frame, 'width' | 'height'>): number {
  return Math.min((crop.width * photo.width) / frame.width, (crop.height * photo.height) / frame.height);
}

/** Whether the photo, cropped to the frame's aspect, prints at 150 ppi or more in it. */
export function printsIn(photo: DraftPhoto, frame: Pick<Frame, 'width' | 'height'>): boolean {
  if (!(photo.width > 0 && photo.height > 0)) return false;
  return effectivePpi(photo, cropFor(photo, aspectOf(frame)), frame) >= MIN_PRINT_PPI - epsilon;
}

/** The share of the photo a frame of this aspect crops away (0 when the aspects match). */
function cropLoss(photo: DraftPhoto, frameAspect: number): number {
  const a = photo.width / photo.height;
  return 1 - Math.min(a / frameAspect, frameAspect / a);
}

/**
 * A capture time in milliseconds. A camera's clock knows no time zone, so a time written without
 * one is read as UTC: the same draft comes out in every browser and on the server.
 */
const timeOf = (p: DraftPhoto): number | undefined => {
  if (p.takenAt === undefined) return undefined;
  const zoned = /T\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(p.takenAt) ? `${p.takenAt}Z` : p.takenAt;
  const t = Date.parse(zoned);
  return Number.isFinite(t) ? t : undefined;
};

/**
 * The photos in album order, each once (a repeated id keeps its first upload), with the time each
 * is ordered by: its capture time, or for a photo without one, that of the photo uploaded just
 * before it (just after, for the first ones).
 */
export function orderedPhotos(photos: readonly DraftPhoto[]): { photo: DraftPhoto; time: number }[] {
  const byUpload = [...photos].sort((a, b) => a.position - b.position || compareIds(a.imageId, b.imageId));
  const seen = new Set<string>();
  const unique = byUpload.filter((p) => !seen.has(p.imageId) && seen.add(p.imageId));
  const times = unique.map(timeOf);
  let last: number | undefined;
  for (let i = 0; i < times.length; i++) last = times[i] = times[i] ?? last;
  let next: number | undefined;
  for (let i = times.length - 1; i >= 0; i--) next = times[i] = times[i] ?? next;
  const entries = unique.map((photo, i) => ({ photo, time: times[i] ?? 0, upload: i }));
  entries.sort((a, b) => a.time - b.time || a.upload - b.upload);
  return entries.map(({ photo, time }) => ({ photo, time }));
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Photos in album order, grouped into moments by the pauses between them. */
export function momentsOf(photos: readonly DraftPhoto[]): DraftPhoto[][] {
  return momentsOfOrdered(orderedPhotos(photos));
}

function momentsOfOrdered(ordered: readonly { photo: DraftPhoto; time: number }[]): DraftPhoto[][] {
  if (ordered.length === 0) return [];
  const gaps: number[] = [];
  for (let i = 1; i < ordered.length; i++) gaps.push(ordered[i]!.time - ordered[i - 1]!.time);
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
  const threshold = Math.min(MOMENT_GAP_MS, Math.max(MIN_MOMENT_GAP_MS, MOMENT_GAP_FACTOR * median));
  const moments: DraftPhoto[][] = [[ordered[0]!.photo]];
  for (let i = 1; i < ordered.length; i++) {
    if (gaps[i - 1]! >= threshold) moments.push([]);
    moments[moments.length - 1]!.push(ordered[i]!.photo);
  }
  return moments;
}

/** The frames of every template and the hero, for one page size. */
export interface FrameSet {
  page: PageSize;
  pages: Record<PageTemplate, Frame[]>;
  hero: Frame;
}

export function frameSetOf(albumSize: string): FrameSet {
  const page = pageSizeOf(albumSize);
  return {
    page,
    pages: { one: pageFrames('one', page), two: pageFrames('two', page), three: pageFrames('three', page), four: pageFrames('four', page) },
    hero: heroFrame(page),
  };
}

export const templateFor = (count: number): PageTemplate => (['one', 'two', 'three', 'four'] as const)[count - 1]!;

/** Whether the photo prints at 150 ppi in some frame of some template (hero included). */
export function printableAnywhere(photo: DraftPhoto, frames: FrameSet): boolean {
  return Object.values(frames.pages).some((fs) => fs.some((f) => printsIn(photo, f))) || printsIn(photo, frames.hero);
}

/** Every order of 0..n-1, in lexicographic order: the album's own order first, so it wins ties. */
const permutations = (n: number): number[][] => {
  const out: number[][] = [];
  const walk = (prefix: number[]) => {
    if (prefix.length === n) out.push(prefix);
    else for (let i = 0; i < n; i++) if (!prefix.includes(i)) walk([...prefix, i]);
  };
  walk([]);
  return out;
};
const PERMUTATIONS = [[], permutations(1), permutations(2), permutations(3), permutations(4)] as const;

/**
 * The photos placed into a page's frames, best fit first (each frame to the photo whose shape
 * suits it, ties kept in album order), or undefined when one would print below 150 ppi in every
 * way round.
 */
export function fitPage(photos: readonly DraftPhoto[], frames: readonly Frame[]): { order: DraftPhoto[]; loss: number } | undefined {
  let best: { order: DraftPhoto[]; loss: number } | undefined;
  for (const perm of PERMUTATIONS[photos.length] ?? []) {
    let loss = 0;
    let ok = true;
    for (let f = 0; f < perm.length && ok; f++) {
      const photo = photos[perm[f]!]!;
      const frame = frames[f]!;
      if (!printsIn(photo, frame)) ok = false;
      else loss += cropLoss(photo, aspectOf(frame));
    }
    if (ok && (!best || loss < best.loss - epsilon)) best = { order: perm.map((i) => photos[i]!), loss };
  }
  return best;
}

export function placementOf(photo: DraftPhoto, frame: Frame): Placement {
  return { imageId: photo.imageId, crop: cropFor(photo, aspectOf(frame)) };
}

/** A page of these photos, fitted to the template of their count, or undefined if one will not print. */
export function pageOf(photos: readonly DraftPhoto[], frames: FrameSet): DraftPage | undefined {
  if (photos.length < 1 || photos.length > MAX_PHOTOS_PER_PAGE) return undefined;
  const template = templateFor(photos.length);
  const fit = fitPage(photos, frames.pages[template]);
  if (!fit) return undefined;
  return { template, photos: fit.order.map((p, i) => placementOf(p, frames.pages[template][i]!)) };
}

const isHeroShape = (p: DraftPhoto) => p.width > p.height;

/** Which photos to cut when more are printable than the album holds: spread over the moments. */
function capacityCuts(moments: readonly DraftPhoto[][], excess: number, mustHave: ReadonlySet<string>): Set<string> {
  const cuts = new Set<string>();
  if (excess <= 0) return cuts;
  // Pass 1 spares must-haves; pass 2 (only when must-haves alone overfill the album) cuts them too.
  for (const spare of [true, false]) {
    const pools = moments.map((m) => m.filter((p) => !cuts.has(p.imageId) && !(spare && mustHave.has(p.imageId))));
    const counts = pools.map(() => 0);
    let left = excess - cuts.size;
    // Each cut goes to the moment that has lost the smallest share of itself so far.
    while (left > 0) {
      let pick = -1;
      let pickShare = Infinity;
      pools.forEach((pool, i) => {
        if (counts[i]! >= pool.length) return;
        const share = (counts[i]! + 1) / moments[i]!.length;
        if (share < pickShare - epsilon) [pick, pickShare] = [i, share];
      });
      if (pick < 0) break;
      counts[pick]!++;
      left--;
    }
    // Within a moment, the cuts are evenly spaced through it.
    pools.forEach((pool, i) => {
      const n = counts[i]!;
      for (let t = 0; t < n; t++) cuts.add(pool[Math.floor(((t + 0.5) * pool.length) / n)]!.imageId);
    });
    if (cuts.size >= excess) break;
  }
  return cuts;
}

/** The draft of an album from its photos and the customer's choices. */
export function layoutDraft(photos: readonly DraftPhoto[], album: AlbumShape, choices: DraftChoices = {}): AlbumDraft {
  const frames = frameSetOf(album.size);
  const ordered = orderedPhotos(photos);
  const known = new Set(ordered.map((o) => o.photo.imageId));
  const unique = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])].filter((id) => known.has(id));
  const leaveOut = unique(choices.leaveOut);
  const leaveOutSet = new Set(leaveOut);
  const mustHave = unique(choices.mustHave).filter((id) => !leaveOutSet.has(id));
  const mustHaveSet = new Set(mustHave);

  const leftOut = new Set<string>();
  const candidates = ordered.filter(({ photo }) => {
    if (leaveOutSet.has(photo.imageId)) return false;
    if (printableAnywhere(photo, frames)) return true;
    leftOut.add(photo.imageId);
    return false;
  });

  const pageCount = 2 * Math.min(spreadsNeeded(album), 100);
  const moments = momentsOfOrdered(candidates);
  const cuts = capacityCuts(moments, candidates.length - MAX_PHOTOS_PER_PAGE * pageCount, mustHaveSet);
  for (const id of cuts) leftOut.add(id);

  // The photos to lay out, in album order, and where each moment starts.
  const seq: DraftPhoto[] = [];
  const momentStart: boolean[] = [];
  const momentIndex: number[] = [];
  moments.forEach((m, mi) => {
    let first = true;
    for (const p of m) {
      if (cuts.has(p.imageId)) continue;
      seq.push(p);
      momentStart.push(first);
      momentIndex.push(mi);
      first = false;
    }
  });

  const chosen = planPages(seq, momentStart, momentIndex, pageCount, frames, mustHaveSet);
  const spreads: Spread[] = [];
  const notes = choices.notes ?? {};
  for (let s = 0; s < chosen.spreads.length; s++) {
    const id = `s${s + 1}`;
    const note = notes[id] ?? '';
    spreads.push({ id, ...chosen.spreads[s]!, note });
  }
  for (const p of chosen.skipped) leftOut.add(p.imageId);

  return {
    spreads,
    mustHave,
    leaveOut,
    leftOut: ordered.map((o) => o.photo.imageId).filter((id) => leftOut.has(id)),
  };
}

/** The draft laid out afresh from its photos, keeping the customer's must-haves, leave-outs and notes. */
export function relayoutDraft(draft: AlbumDraft, photos: readonly DraftPhoto[], album: AlbumShape): AlbumDraft {
  const notes = Object.fromEntries(draft.spreads.filter((s) => s.note !== '').map((s) => [s.id, s.note]));
  return layoutDraft(photos, album, { mustHave: draft.mustHave, leaveOut: draft.leaveOut, notes });
}

type SpreadBody = Pick<Spread, 'hero' | 'pages'>;

/**
 * The best division of the photos (in order) into pages and hero spreads, filling as many of the
 * album's pages as the photos allow: a shortest path over (photos placed, pages filled).
 */
function planPages(
  seq: readonly DraftPhoto[],
  momentStart: readonly boolean[],
  momentIndex: readonly number[],
  pageCount: number,
  frames: FrameSet,
  mustHave: ReadonlySet<string>,
): { spreads: SpreadBody[]; skipped: DraftPhoto[] } {
  const n = seq.length;
  // The cost of a page of k photos starting at i (Infinity when they do not print together).
  // loss[i][k][f]: what photo i loses in frame f of the template of k photos (Infinity below 150 ppi).
  const loss = seq.map((p) => [
    [],
    ...([1, 2, 3, 4] as const).map((k) => frames.pages[templateFor(k)].map((f) => (printsIn(p, f) ? cropLoss(p, aspectOf(f)) : Infinity))),
  ]);
  const pageCost: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row = [Infinity];
    for (let k = 1; k <= MAX_PHOTOS_PER_PAGE; k++) {
      if (i + k > n) {
        row.push(Infinity);
        continue;
      }
      let best = Infinity;
      for (const perm of PERMUTATIONS[k] ?? []) {
        let sum = 0;
        for (let f = 0; f < k; f++) sum += loss[i + perm[f]!]![k]![f]!;
        if (sum < best) best = sum;
      }
      let shared = 0;
      for (let t = i + 1; t < i + k; t++) if (momentIndex[t] !== momentIndex[t - 1]) shared++;
      row.push(best + CROWDING[k]! + shared * MOMENT_SHARED_PAGE);
    }
    pageCost.push(row);
  }
  const heroAspect = aspectOf(frames.hero);
  const heroCost = seq.map((p, i) =>
    isHeroShape(p) && printsIn(p, frames.hero) ? cropLoss(p, heroAspect) + (momentStart[i] ? HERO_AT_MOMENT_START : HERO_ELSEWHERE) : Infinity,
  );

  // cost[i][j]: least cost with the first i photos placed or cut and j pages filled.
  const width = pageCount + 1;
  const cost = new Float64Array((n + 1) * width).fill(Infinity);
  // step: 0 cut the photo, 1-4 a page of that many, 5 a hero spread.
  const step = new Int8Array((n + 1) * width).fill(-1);
  cost[0] = 0;
  const relax = (from: number, to: number, c: number, s: number) => {
    if (c < cost[to]! - epsilon) {
      cost[to] = c;
      step[to] = s;
    }
  };
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= pageCount; j++) {
      const here = cost[i * width + j]!;
      if (here === Infinity) continue;
      const photo = seq[i]!;
      const startPenalty = momentStart[i] && j % 2 === 1 ? MOMENT_ON_RIGHT_PAGE : 0;
      if (j < pageCount) {
        for (let k = 1; k <= MAX_PHOTOS_PER_PAGE && i + k <= n; k++) {
          const c = pageCost[i]![k]!;
          if (c !== Infinity) relax(i * width + j, (i + k) * width + j + 1, here + c + startPenalty, k);
        }
      }
      if (j % 2 === 0 && j + 2 <= pageCount && heroCost[i] !== Infinity) relax(i * width + j, (i + 1) * width + j + 2, here + heroCost[i]!, 5);
      relax(i * width + j, (i + 1) * width + j, here + (mustHave.has(photo.imageId) ? CUT_MUST_HAVE : CUT_PHOTO), 0);
    }
  }
  let end = 0;
  let endCost = Infinity;
  for (let j = 0; j <= pageCount; j += 2) {
    const c = cost[n * width + j]! + (pageCount - j) * MISSING_PAGE;
    if (c < endCost - epsilon) [end, endCost] = [j, c];
  }

  // Walk back from the end to read the plan.
  const pages: (DraftPage | { hero: Placement })[] = [];
  const skipped: DraftPhoto[] = [];
  let i = n;
  let j = end;
  while (i > 0) {
    const s = step[i * width + j]!;
    if (s === 0) {
      skipped.push(seq[i - 1]!);
      i -= 1;
    } else if (s === 5) {
      pages.push({ hero: placementOf(seq[i - 1]!, frames.hero) });
      i -= 1;
      j -= 2;
    } else {
      pages.push(pageOf(seq.slice(i - s, i), frames)!);
      i -= s;
      j -= 1;
    }
  }
  pages.reverse();
  skipped.reverse();
  const spreads: SpreadBody[] = [];
  let open: DraftPage | undefined;
  for (const page of pages) {
    if ('hero' in page) spreads.push({ hero: page.hero, pages: [] });
    else if (open) {
      spreads.push({ pages: [open, page] });
      open = undefined;
    } else open = page;
  }
  return { spreads, skipped };
}

/**
 * Why each photo not placed is out of the album: the customer's wish, too few pixels for any
 * frame of this album, or no room.
 */
export function leftOutReasons(draft: AlbumDraft, photos: readonly DraftPhoto[], album: { size: string }): Record<string, LeftOutReason> {
  const frames = frameSetOf(album.size);
  const byId = new Map(photos.map((p) => [p.imageId, p]));
  const reasons: Record<string, LeftOutReason> = {};
  for (const id of draft.leaveOut) reasons[id] = 'customer';
  for (const id of draft.leftOut) {
    const photo = byId.get(id);
    reasons[id] = photo && printableAnywhere(photo, frames) ? 'capacity' : 'resolution';
  }
  return reasons;
}

/**
 * What is wrong with a draft for these photos (empty when nothing is): photos it names that the
 * album does not hold, a photo twice, a customer's left-out photo placed, a photo neither placed nor
 * listed, a crop outside its photo; and, given the album, more spreads than it has, a crop not of
 * its frame's shape, or a photo below 150 ppi in its frame.
 */
export function validateDraftAgainst(draft: AlbumDraft, photos: readonly DraftPhoto[], album?: AlbumShape | { size: string }): string[] {
  const problems: string[] = [];
  const byId = new Map(photos.map((p) => [p.imageId, p]));
  let frames: FrameSet | undefined;
  try {
    frames = album ? frameSetOf(album.size) : undefined;
  } catch {
    problems.push(`The album size ${album?.size ?? ''} is not one a page can be laid out for.`);
  }
  if (album && 'pages' in album && draft.spreads.length > spreadsNeeded(album)) {
    problems.push(`The draft has ${draft.spreads.length} spreads; the album has ${spreadsNeeded(album)}.`);
  }
  const seen = new Map<string, string>();
  const note = (id: string, where: string) => {
    if (!byId.has(id)) problems.push(`${where} names ${id}, a photo this album does not hold.`);
    const before = seen.get(id);
    if (before !== undefined) problems.push(`${id} is both ${before} and ${where}.`);
    else seen.set(id, where);
  };
  const checkPlacement = (placement: Placement, frame: Frame | undefined, where: string) => {
    note(placement.imageId, where);
    const { x, y, width, height } = placement.crop;
    if (!(width > 0 && height > 0 && x >= 0 && y >= 0 && x + width <= 1.000001 && y + height <= 1.000001)) {
      problems.push(`The crop of ${placement.imageId} in ${where} goes outside the photo.`);
    }
    const photo = byId.get(placement.imageId);
    if (!photo || !frame) return;
    const cropAspect = (width * photo.width) / (height * photo.height);
    if (Math.abs(cropAspect / aspectOf(frame) - 1) > 0.01) problems.push(`The crop of ${placement.imageId} in ${where} is not the shape of its frame.`);
    if (effectivePpi(photo, placement.crop, frame) < MIN_PRINT_PPI - 0.5) {
      problems.push(`${placement.imageId} in ${where} would print below ${MIN_PRINT_PPI} ppi.`);
    }
  };
  for (const spread of draft.spreads) {
    if (spread.hero) checkPlacement(spread.hero, frames?.hero, `spread ${spread.id}`);
    spread.pages.forEach((page, p) => {
      if (page.photos.length !== framesPerTemplate[page.template]) problems.push(`Page ${p + 1} of spread ${spread.id} does not hold one photo per frame.`);
      page.photos.forEach((placement, f) => checkPlacement(placement, frames?.pages[page.template][f], `page ${p + 1} of spread ${spread.id}`));
    });
  }
  for (const id of draft.leftOut) note(id, 'the left-out list');
  for (const id of draft.leaveOut) note(id, 'the photos you left out');
  for (const id of byId.keys()) if (!seen.has(id)) problems.push(`${id} is neither in the draft nor listed as left out.`);
  const leaveOut = new Set(draft.leaveOut);
  for (const id of draft.mustHave) if (leaveOut.has(id)) problems.push(`${id} is both a must-have and left out.`);
  return problems;
}
