/**
 * Which order and which line an upload route may touch. Only the customer's own order (404
 * otherwise, so another customer learns nothing), and for changes only while it is paid and
 * still awaiting the customer's photos.
 */
import { messages } from '../../../shared/messages';
import type { Order } from '../../../shared/orders';
import { GALLERY_LINE, imageLimitOf, MAX_GALLERY_IMAGES, uploadMessages } from '../../../shared/uploads';
import { getOrder } from '../../data/orders';
import { Conflict, NotFound, ValidationFailed } from '../../kit/errors';

/** A place photos go: an album line, a product line, or the order's gallery. */
export interface PhotoLine {
  lineId: string;
  kind: 'album' | 'product' | 'gallery';
  /** The most photos it holds: an album twice its pages, a product one. */
  limit: number;
}

/** The order, when it is the customer's; for reading (the owner or staff). */
export async function orderOf(params: { userId: string; orderId: string }): Promise<Order> {
  const order = await getOrder(params.orderId);
  if (!order || order.user !== params.userId) throw new NotFound(messages.orderNotFound);
  return order;
}

/** The order, when its photos may still change: paid, and Step 2 not yet done. */
export async function openOrderOf(params: { userId: string; orderId: string }): Promise<Order> {
  const order = await orderOf(params);
  if (order.paymentStatus !== 'paid') throw new Conflict(uploadMessages.notPaid);
  if (!photosMayChange(order)) throw new Conflict(uploadMessages.alreadyComplete);
  return order;
}

/** An order's photos may be added, arranged or removed once it is paid and until Step 2 sends them to the studio. */
export const photosMayChange = (order: Pick<Order, 'paymentStatus' | 'status'>): boolean =>
  order.paymentStatus === 'paid' && order.status === 'Awaiting user images';

/** A line of the order by id; the gallery only where the route says it may be one. */
export function lineOf(order: Order, lineId: string, options: { gallery?: boolean } = {}): PhotoLine {
  const album = order.albums.find((l) => l._id === lineId);
  if (album) return { lineId, kind: 'album', limit: imageLimitOf({ kind: 'album', pages: album.albumOptions.pages, extraPages: album.extraPages }) };
  if (order.products.some((l) => l._id === lineId)) return { lineId, kind: 'product', limit: imageLimitOf({ kind: 'product' }) };
  if (options.gallery && lineId === GALLERY_LINE) return { lineId, kind: 'gallery', limit: MAX_GALLERY_IMAGES };
  throw new ValidationFailed(uploadMessages.noSuchLine, { lineId: uploadMessages.noSuchLine });
}

export const galleryLine: PhotoLine = { lineId: GALLERY_LINE, kind: 'gallery', limit: MAX_GALLERY_IMAGES };
