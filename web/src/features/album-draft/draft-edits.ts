/**
 * The customer's changes to a draft, each pure (a new draft, or the same one when the change
 * cannot be made), with the crops of every frame it touches made again for the frame's shape
 * around the photo's focus (the layout's own `cropFor`):
 * - two photos swap places, each taking the other's frame;
 * - a photo moves to another spread, onto its page with fewer photos (up to four), the page it
 *   leaves keeping at least one; the pages' templates follow their photo counts;
 * - a page's template changes: photos a smaller one cannot hold go to the facing page when it has
 *   room, else out of the draft; a larger one takes photos left out first, then the facing page's last;
 * - a spread becomes a hero (its first landscape photo that prints across both pages, else its first that does; the
 *   others leave the draft), or back to two pages with a photo left out on the second;
 * - a photo marked must-have or leave-out, when that changes what is placed, lays the draft out
 *   again around the customer's choices, keeping their notes;
 * - a spread's note.
 * A change that would put a photo where it prints below 150 ppi is not made.
 */
import { cropFor, layoutDraft, printsIn, templateFor, type AlbumShape, type DraftPhoto } from '@shared/album-draft/layout';
import type { AlbumDraft, DraftPage, PageTemplate, Placement, Spread } from '@shared/album-draft/schema';
import { aspectOf, heroFrame, pageFrames, pageSizeOf, type Frame } from '@shared/album-draft/templates';

export interface EditContext {
  photos: readonly DraftPhoto[];
  album: AlbumShape;
}

const perTemplate: Record<PageTemplate, number> = { one: 1, two: 2, three: 3, four: 4 };

/** A change that would print a photo below 150 ppi, or place one the album does not hold: the draft stays as it was. */
class Refused extends Error {}

function placed(photoId: string, frame: Frame, ctx: EditContext): Placement {
  const photo = ctx.photos.find((p) => p.imageId === photoId);
  if (!photo || !printsIn(photo, frame)) throw new Refused(photoId);
  return { imageId: photoId, crop: cropFor(photo, aspectOf(frame)) };
}

/** The edit, or the draft unchanged when the edit was refused. */
function refusable<A extends unknown[]>(edit: (draft: AlbumDraft, ...args: A) => AlbumDraft) {
  return (draft: AlbumDraft, ...args: A): AlbumDraft => {
    try {
      return edit(draft, ...args);
    } catch (error) {
      if (error instanceof Refused) return draft;
      throw error;
    }
  };
}

/** A page of these photos, its template their count, each cropped for its frame. */
function pageOf(ids: readonly string[], ctx: EditContext): DraftPage {
  const template = templateFor(ids.length);
  const frames = pageFrames(template, pageSizeOf(ctx.album.size));
  return { template, photos: ids.map((id, i) => placed(id, frames[i]!, ctx)) };
}

function heroOf(id: string, ctx: EditContext): Placement {
  return placed(id, heroFrame(pageSizeOf(ctx.album.size)), ctx);
}

const idsOf = (page: DraftPage) => page.photos.map((p) => p.imageId);
const withSpread = (draft: AlbumDraft, index: number, spread: Spread): AlbumDraft => ({
  ...draft,
  spreads: draft.spreads.map((s, i) => (i === index ? spread : s)),
});

/** Where a photo sits: its spread, and its page (-1 for a hero) and frame there. */
function slotOf(draft: AlbumDraft, imageId: string): { spread: number; page: number; frame: number } | undefined {
  for (let s = 0; s < draft.spreads.length; s++) {
    const spread = draft.spreads[s]!;
    if (spread.hero?.imageId === imageId) return { spread: s, page: -1, frame: 0 };
    for (let p = 0; p < spread.pages.length; p++) {
      const frame = spread.pages[p]!.photos.findIndex((placement) => placement.imageId === imageId);
      if (frame >= 0) return { spread: s, page: p, frame };
    }
  }
  return undefined;
}

/** The two photos trade places. */
function swapPhotos(draft: AlbumDraft, a: string, b: string, ctx: EditContext): AlbumDraft {
  const from = slotOf(draft, a);
  const to = slotOf(draft, b);
  if (!from || !to || a === b) return draft;
  const put = (d: AlbumDraft, slot: NonNullable<typeof from>, id: string): AlbumDraft => {
    const spread = d.spreads[slot.spread]!;
    if (slot.page < 0) return withSpread(d, slot.spread, { ...spread, hero: heroOf(id, ctx) });
    const ids = idsOf(spread.pages[slot.page]!);
    ids[slot.frame] = id;
    return withSpread(d, slot.spread, { ...spread, pages: spread.pages.map((p, i) => (i === slot.page ? pageOf(ids, ctx) : p)) });
  };
  return put(put(draft, from, b), to, a);
}

/** The photo moves to the spread `spreadId`, or stays when that cannot be done. */
function movePhoto(draft: AlbumDraft, imageId: string, spreadId: string, ctx: EditContext): AlbumDraft {
  const from = slotOf(draft, imageId);
  const target = draft.spreads.findIndex((s) => s.id === spreadId);
  if (!from || target < 0 || from.spread === target || from.page < 0) return draft;
  const source = draft.spreads[from.spread]!;
  const left = idsOf(source.pages[from.page]!).filter((id) => id !== imageId);
  if (left.length === 0) return draft;
  const into = draft.spreads[target]!;
  let moved: Spread;
  if (into.hero) moved = { id: into.id, note: into.note, pages: [pageOf([into.hero.imageId], ctx), pageOf([imageId], ctx)] };
  else {
    const counts = into.pages.map((p) => p.photos.length);
    const side = counts[1]! < counts[0]! ? 1 : 0;
    if (counts[side]! >= 4) return draft;
    moved = { ...into, pages: into.pages.map((p, i) => (i === side ? pageOf([...idsOf(p), imageId], ctx) : p)) };
  }
  const after = withSpread(draft, from.spread, { ...source, pages: source.pages.map((p, i) => (i === from.page ? pageOf(left, ctx) : p)) });
  return withSpread(after, target, moved);
}

/** The page `side` (0 left, 1 right) of the spread takes `template`, its photos following. */
function setPageTemplate(draft: AlbumDraft, spreadId: string, side: number, template: PageTemplate, ctx: EditContext): AlbumDraft {
  const index = draft.spreads.findIndex((s) => s.id === spreadId);
  const spread = draft.spreads[index];
  const page = spread?.pages[side];
  if (!spread || !page || page.template === template) return draft;
  const want = perTemplate[template];
  let mine = idsOf(page);
  let facing = idsOf(spread.pages[1 - side]!);
  let leftOut = [...draft.leftOut];
  if (want < mine.length) {
    const extra = mine.slice(want);
    mine = mine.slice(0, want);
    const room = Math.max(0, 4 - facing.length);
    facing = [...facing, ...extra.slice(0, room)];
    leftOut = [...leftOut, ...extra.slice(room)];
  } else {
    const spare = leftOut.filter((id) => !draft.leaveOut.includes(id) && ctx.photos.some((p) => p.imageId === id));
    const fromLeftOut = spare.slice(0, want - mine.length);
    leftOut = leftOut.filter((id) => !fromLeftOut.includes(id));
    mine = [...mine, ...fromLeftOut];
    const fromFacing = Math.min(want - mine.length, facing.length - 1);
    if (mine.length + Math.max(0, fromFacing) < want) return draft;
    mine = [...mine, ...facing.slice(facing.length - fromFacing)];
    facing = facing.slice(0, facing.length - fromFacing);
  }
  const pages = side === 0 ? [pageOf(mine, ctx), pageOf(facing, ctx)] : [pageOf(facing, ctx), pageOf(mine, ctx)];
  return { ...withSpread(draft, index, { ...spread, pages }), leftOut };
}

/** The spread becomes one photo across both pages, or two pages again. */
function setHero(draft: AlbumDraft, spreadId: string, hero: boolean, ctx: EditContext): AlbumDraft {
  const index = draft.spreads.findIndex((s) => s.id === spreadId);
  const spread = draft.spreads[index];
  if (!spread || hero === !!spread.hero) return draft;
  if (hero) {
    const ids = spread.pages.flatMap(idsOf);
    const frame = heroFrame(pageSizeOf(ctx.album.size));
    const printable = ids.filter((id) => {
      const photo = ctx.photos.find((p) => p.imageId === id);
      return photo && printsIn(photo, frame);
    });
    const chosen = printable.find((id) => ctx.photos.some((p) => p.imageId === id && p.width > p.height)) ?? printable[0];
    if (!chosen) return draft;
    return {
      ...withSpread(draft, index, { ...spread, hero: heroOf(chosen, ctx), pages: [] }),
      leftOut: [...draft.leftOut, ...ids.filter((id) => id !== chosen)],
    };
  }
  const spare = draft.leftOut.find((id) => !draft.leaveOut.includes(id) && ctx.photos.some((p) => p.imageId === id));
  if (!spare || !spread.hero) return draft;
  const { id, note } = spread;
  return {
    ...withSpread(draft, index, { id, note, pages: [pageOf([spread.hero.imageId], ctx), pageOf([spare], ctx)] }),
    leftOut: draft.leftOut.filter((id) => id !== spare),
  };
}

/** The draft laid out again from the photos and the customer's choices, their notes kept. */
function laidOutAgain(draft: AlbumDraft, mustHave: string[], leaveOut: string[], ctx: EditContext): AlbumDraft {
  const notes = Object.fromEntries(draft.spreads.filter((s) => s.note).map((s) => [s.id, s.note]));
  return layoutDraft(ctx.photos, ctx.album, { mustHave, leaveOut, notes });
}

const placedIn = (draft: AlbumDraft, imageId: string) => slotOf(draft, imageId) !== undefined;

/** The photo is marked "must be in the album", or no longer. */
function toggleMustHave(draft: AlbumDraft, imageId: string, ctx: EditContext): AlbumDraft {
  const marked = draft.mustHave.includes(imageId);
  const mustHave = marked ? draft.mustHave.filter((id) => id !== imageId) : [...draft.mustHave, imageId];
  const leaveOut = draft.leaveOut.filter((id) => id !== imageId);
  // A must-have not in the draft yet, or one the customer had left out: the layout makes room for it.
  if (!marked && !placedIn(draft, imageId)) return laidOutAgain(draft, mustHave, leaveOut, ctx);
  return { ...draft, mustHave, leaveOut };
}

/** The photo is left out of the album, or may be in it again. */
function toggleLeaveOut(draft: AlbumDraft, imageId: string, ctx: EditContext): AlbumDraft {
  const out = draft.leaveOut.includes(imageId);
  const leaveOut = out ? draft.leaveOut.filter((id) => id !== imageId) : [...draft.leaveOut, imageId];
  const mustHave = draft.mustHave.filter((id) => id !== imageId);
  return laidOutAgain(draft, mustHave, leaveOut, ctx);
}

function setNote(draft: AlbumDraft, spreadId: string, note: string): AlbumDraft {
  const index = draft.spreads.findIndex((s) => s.id === spreadId);
  const spread = draft.spreads[index];
  if (!spread || spread.note === note) return draft;
  return withSpread(draft, index, { ...spread, note });
}

export const edits = {
  swapPhotos: refusable(swapPhotos),
  movePhoto: refusable(movePhoto),
  setPageTemplate: refusable(setPageTemplate),
  setHero: refusable(setHero),
  toggleMustHave,
  toggleLeaveOut,
  setNote,
};
