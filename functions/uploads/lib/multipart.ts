/**
 * A customer's large photo in parts, through the upload kit (functions/kit/uploads.ts). The key
 * must be one of this order's photo keys and the photo still on its way with this very upload id,
 * so a customer can neither touch another order's upload nor revive an upload that was completed,
 * aborted or released; and only while the order awaits its photos. Completing records nothing (the
 * file's arrival is checked like any other, check-upload.ts); abandoning frees its place at once.
 */
import { uploadMessages } from '../../../shared/uploads';
import { getImage, releaseReservation } from '../../data/images';
import { photoOfObjectKey } from '../../data/keys';
import { NotFound } from '../../kit/errors';
import { multipartUploads, type MultipartRef } from '../../kit/uploads';
import { lineOf, openOrderOf } from './order-lines';

async function photoUploadOf(params: { userId: string; orderId: string }, ref: MultipartRef) {
  const order = await openOrderOf(params);
  const photo = photoOfObjectKey(ref.key);
  if (!photo || photo.thumbnail || photo.orderId !== order._id) throw new NotFound(uploadMessages.noSuchUpload);
  lineOf(order, photo.lineId, { gallery: true });
  const image = await getImage(order._id, photo.lineId, photo.imageId);
  if (!image || image.status !== 'reserved' || image.uploadId !== ref.uploadId) throw new NotFound(uploadMessages.noSuchUpload);
  return { size: image.size, aborted: () => releaseReservation(image) };
}

export const photoUploads = multipartUploads(photoUploadOf);
