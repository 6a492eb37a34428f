/**
 * Which album line a draft route may reach, and whether its draft may still change: the customer
 * shapes the draft of a paid album until its design is approved; once the customer approves the
 * proof, or the order is cancelled or has gone on to manufacturing, the draft stays as it was.
 */
import { draftMessages, type AlbumDraft } from '../../../shared/album-draft/schema';
import type { Order, OrderStatus } from '../../../shared/orders';
import { proofMessages } from '../../../shared/proofs';
import { GALLERY_LINE, uploadMessages } from '../../../shared/uploads';
import { Conflict, NotFound, ValidationFailed } from '../../kit/errors';
import type { AlbumLine } from '../../editing/lib/lines';

/** The statuses in which a paid album's design is still open; every other one is approved, cancelled or beyond. */
export const draftOpenStatuses = [
  'Awaiting user images',
  'Sent to editing team',
  'Editing started',
  'Waiting for client approval',
] as const satisfies readonly OrderStatus[];

export const draftMayChange = (order: Pick<Order, 'paymentStatus' | 'status'>): boolean =>
  order.paymentStatus === 'paid' && (draftOpenStatuses as readonly OrderStatus[]).includes(order.status);

/** The album line named; a product or the gallery is not one, and a line the order lacks is not found. */
export function albumLineOf(order: Order, lineId: string): AlbumLine {
  const album = order.albums.find((l) => l._id === lineId);
  if (album) return album;
  if (order.products.some((l) => l._id === lineId) || lineId === GALLERY_LINE)
    throw new ValidationFailed(draftMessages.notAnAlbum, { lineId: draftMessages.notAnAlbum });
  throw new NotFound(proofMessages.noSuchAlbum);
}

/** Refuses a change to the draft of an order that is not paid, or whose design is closed. */
export function assertDraftMayChange(order: Order): void {
  if (order.paymentStatus !== 'paid') throw new Conflict(uploadMessages.notPaid);
  if (!draftMayChange(order)) throw new Conflict(draftMessages.closed);
}

/** Every photo a draft names: placed on its spreads, must-haves, leave-outs and those the layout left out. */
export function photosNamedIn(draft: AlbumDraft): string[] {
  const placed = draft.spreads.flatMap((s) => (s.hero ? [s.hero.imageId] : s.pages.flatMap((p) => p.photos.map((ph) => ph.imageId))));
  return [...new Set([...placed, ...draft.mustHave, ...draft.leaveOut, ...draft.leftOut])];
}

/**
 * The table holds no number nearer zero than 1e-130, which a crop's fraction may be as the schema
 * reads it; a crop edge closer to zero than a billionth of the photo is no crop a person made.
 */
export const draftCropsStorable = (draft: AlbumDraft): boolean =>
  draft.spreads
    .flatMap((s) => (s.hero ? [s.hero] : s.pages.flatMap((p) => p.photos)))
    .every(({ crop }) => [crop.x, crop.y, crop.width, crop.height].every((n) => n === 0 || n >= 1e-9));
