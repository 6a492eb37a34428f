/**
 * Signs photos onto a line: reserve their places (under a hold, reservations.ts), write one item
 * per photo, and sign a PUT for each original (the upload kit: type and exact length) and its
 * thumbnail, the batch signed together (kit/batch-presign.ts) while the items are being written. If
 * anything fails after the places were reserved, the items and the places are given back; if the
 * function dies instead, the hold gives the places back later, so none stay held by no photo.
 */
import { ulid } from 'ulid';
import type { Order } from '../../../shared/orders';
import type { ImageFile } from '../../../shared/uploads';
import { deleteImages, putImages, type ImageItem } from '../../data/images';
import { photoObjectKeys } from '../../data/keys';
import { signThumbnailPuts } from '../../data/photo-files';
import { signPuts } from '../../kit/uploads';
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
      const signing = Promise.all([signPuts(images), signThumbnailPuts(images.map((image) => image.thumbKey))]);
      signing.catch(() => {});
      await putImages(images);
      const [photos, thumbnails] = await signing;
      return {
        signedUrls: photos.map((image, i) => ({
          fileName: image.fileName,
          imageId: image.imageId,
          key: image.key,
          uploadUrl: image.uploadUrl,
          thumbnailUrl: thumbnails[i]!,
        })),
      };
    } catch (err) {
      await deleteImages(images);
      throw err;
    }
  });
}
