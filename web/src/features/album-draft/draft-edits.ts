/**
 * The customer's changes, made by the draft's own rules (`applyEdit` of shared/album-draft/edits.ts:
 * swaps, moves, page templates, heroes, must-haves, photos left out, notes; each keeps every photo
 * printable at 150 ppi and the draft whole), over the page's photos and album.
 */
import { applyEdit, type DraftEdit } from '@shared/album-draft/edits';
import { heroFrame, pageSizeOf } from '@shared/album-draft/templates';
import { printsIn, type AlbumShape, type DraftPhoto } from '@shared/album-draft/layout';
import type { AlbumDraft, Spread } from '@shared/album-draft/schema';

export type { DraftEdit };

export interface EditContext {
  photos: readonly DraftPhoto[];
  album: AlbumShape;
}

/** The draft changed, or the same draft and why the change could not be made. */
export const edit = (draft: AlbumDraft, ctx: EditContext, change: DraftEdit): { draft: AlbumDraft; refused?: string } =>
  applyEdit(draft, ctx.photos, ctx.album, change);

/**
 * The photo a spread's hero would be: its first landscape photo that prints across both pages,
 * else its first photo that does, else its first (the change then says why it cannot be made).
 */
export function heroCandidate(spread: Spread, ctx: EditContext): string | undefined {
  const frame = heroFrame(pageSizeOf(ctx.album.size));
  const ids = spread.pages.flatMap((page) => page.photos.map((placed) => placed.imageId));
  const photos = ids.map((id) => ctx.photos.find((p) => p.imageId === id)).filter((p): p is DraftPhoto => !!p);
  const printable = photos.filter((p) => printsIn(p, frame));
  return (printable.find((p) => p.width > p.height) ?? printable[0])?.imageId ?? ids[0];
}
