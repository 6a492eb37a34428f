/**
 * Places on a line are reserved before any URL is signed, in one conditional update on the order
 * (functions/data/orders.ts), so concurrent batches can never hold more than the line's limit.
 * A reservation whose file never arrives is released lazily, when its line is next signed or listed.
 */
import type { Order } from '../../../shared/orders';
import { overLimitMessage, RESERVATION_SECONDS, uploadMessages } from '../../../shared/uploads';
import { abortMultipart, fileExists } from '../../data/photo-files';
import { listImages, releaseReservation, type ImageItem } from '../../data/images';
import { ensureImageCounts, reservePlaces } from '../../data/orders';
import { Conflict, ValidationFailed } from '../../kit/errors';
import type { PhotoLine } from './order-lines';

/** Reserves `n` places, or refuses with the spec's message naming what the line already holds. */
export async function reserve(order: Order, line: PhotoLine, n: number): Promise<void> {
  if (!order.imageCounts) await ensureImageCounts(order._id);
  // A refusal reads the count after the fact; if places were freed meanwhile, ask again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { held } = await reservePlaces(order._id, line.lineId, n, line.limit);
    if (held === undefined) return;
    const message =
      line.kind === 'gallery'
        ? held + n > line.limit
          ? uploadMessages.galleryFull(held)
          : undefined
        : overLimitMessage({ kind: line.kind }, line.limit, held, n);
    if (message) throw new ValidationFailed(message, { images: message });
  }
  throw new Conflict('Other photos were being added to this item at the same moment. Please try again.');
}

const isStale = (image: ImageItem, now: number) => image.status === 'reserved' && now - Date.parse(image.reservedAt) > RESERVATION_SECONDS * 1000;

/**
 * Releases the line's reservations older than RESERVATION_SECONDS whose file is not in the
 * bucket (the signed URLs expired long before). Answers the line's photos that remain.
 */
export async function releaseStale(orderId: string, lineId: string): Promise<ImageItem[]> {
  const images = await listImages(orderId, lineId);
  const now = Date.now();
  const released = new Set<string>();
  await Promise.all(
    images
      .filter((image) => isStale(image, now))
      .map(async (image) => {
        if (await fileExists(image.key)) return;
        if (image.uploadId) await abortMultipart(image.key, image.uploadId);
        if (await releaseReservation(image)) released.add(image.imageId);
      }),
  );
  return images.filter((image) => !released.has(image.imageId));
}
