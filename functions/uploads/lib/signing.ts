/**
 * Signs photos onto a line: reserve their places (under a hold, reservations.ts), write one item
 * per photo, and sign a PUT for each original (its type and exact length) and its thumbnail (a
 * JPEG), bound as the upload kit binds one, but the whole batch with one resolved endpoint and
 * signer (kit/batch-presign.ts), while the items are being written. If
 * anything fails after the places were reserved, the items and the places are given back; if the
 * function dies instead, the hold gives the places back later, so none stay held by no photo.
 */
import { ulid } from 'ulid';
import type { Order } from '../../../shared/orders';
import { UPLOAD_URL_SECONDS, type ImageFile } from '../../../shared/uploads';
import { deleteImages, putImages, type ImageItem } from '../../data/images';
import { photoObjectKeys } from '../../data/keys';
import { uploadsBucket } from '../../data/photo-files';
import { presignPuts } from '../../kit/batch-presign';
import type { PhotoLine } from './order-lines';
import { withReservedPlaces } from './reservations';

export function newImage(order: Order, line: PhotoLine, file: ImageFile, holdId: string): ImageItem {
  const imageId = ulid();
  return {
    orderId: order._id,
    lineId: line.lineId,
    imageId,
    fileName: file.fileName,
    mimeType: file.mimeType,
    size: file.size,
    ...photoObjectKeys(order._id, line.lineId, imageId),
    status: 'reserved',
    reservedAt: new Date().toISOString(),
    holdId,
  };
}

export async function signPhotos(order: Order, line: PhotoLine, files: ImageFile[]) {
  return withReservedPlaces(order, line, files.length, async (holdId) => {
    const images = files.map((file) => newImage(order, line, file, holdId));
    try {
      // Signing is the processor's work and writing waits on the table: the two go on together.
      // The items are written (or have failed) before anything is undone, and no URL is handed
      // out before every item is written.
      const signing = signPhotoPuts(images);
      signing.catch(() => {});
      await putImages(images);
      const urls = await signing;
      return {
        signedUrls: images.map((image, i) => ({
          fileName: image.fileName,
          imageId: image.imageId,
          key: image.key,
          uploadUrl: urls[2 * i]!,
          thumbnailUrl: urls[2 * i + 1]!,
        })),
      };
    } catch (err) {
      await deleteImages(images);
      throw err;
    }
  });
}

/**
 * Each photo's PUT, then its thumbnail's: the original bound to its type and exact length, the
 * thumbnail to JPEG (its size is checked on arrival); both only create, so a file that arrived is
 * never replaced through its URL (the browser sends SIGNED_PUT_HEADERS).
 */
function signPhotoPuts(images: ImageItem[]): Promise<string[]> {
  const bucket = uploadsBucket();
  return presignPuts(
    images.flatMap((image) => [
      { object: { bucket, key: image.key }, put: { contentType: image.mimeType, contentLength: image.size, onlyNew: true } },
      { object: { bucket, key: image.thumbKey }, put: { contentType: 'image/jpeg', onlyNew: true } },
    ]),
    { expiresIn: UPLOAD_URL_SECONDS },
  );
}
