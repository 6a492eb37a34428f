/**
 * The photo a multipart request is about. The key must be one of this order's photo keys and
 * the photo still on its way with this very upload id, so a customer can neither touch another
 * order's upload nor revive an upload that was completed, aborted or released.
 */
import type { Order } from '../../../shared/orders';
import { PART_BYTES, uploadMessages } from '../../../shared/uploads';
import { getImage, type ImageItem } from '../../data/images';
import { photoOfObjectKey } from '../../data/keys';
import { NotFound, ValidationFailed } from '../../kit/errors';
import { lineOf, openOrderOf } from './order-lines';

export async function multipartImageOf(
  params: { userId: string; orderId: string },
  ref: { key: string; uploadId: string },
): Promise<{ order: Order; image: ImageItem }> {
  const order = await openOrderOf(params);
  const photo = photoOfObjectKey(ref.key);
  if (!photo || photo.thumbnail || photo.orderId !== order._id) throw new NotFound(uploadMessages.noSuchUpload);
  lineOf(order, photo.lineId, { gallery: true });
  const image = await getImage(order._id, photo.lineId, photo.imageId);
  if (!image || image.status !== 'reserved' || image.uploadId !== ref.uploadId) throw new NotFound(uploadMessages.noSuchUpload);
  return { order, image };
}

/** A photo of `size` bytes goes up in PART_BYTES parts, the last one the remainder. */
export const partCountOf = (size: number) => Math.max(1, Math.ceil(size / PART_BYTES));

export function partSizeOf(size: number, partNumber: number): number {
  const parts = partCountOf(size);
  if (partNumber < 1 || partNumber > parts)
    throw new ValidationFailed(uploadMessages.partOutOfRange(parts), { partNumbers: uploadMessages.partOutOfRange(parts) });
  return partNumber < parts ? PART_BYTES : size - PART_BYTES * (parts - 1);
}
