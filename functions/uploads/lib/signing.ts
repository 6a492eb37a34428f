/**
 * Signs photos onto a line: reserve their places, write one item per photo, then sign a PUT for
 * each original (type and exact length) and its thumbnail. If anything fails after the places
 * were reserved, the items and the places are given back, so nothing is left half-written.
 */
import { ulid } from 'ulid';
import type { Order } from '../../../shared/orders';
import type { ImageFile } from '../../../shared/uploads';
import { deleteImages, putImages, type ImageItem } from '../../data/images';
import { releasePlaces } from '../../data/orders';
import { photoObjectKeys } from '../../data/keys';
import { signPhotoPut, signThumbnailPut } from '../../data/photo-files';
import type { PhotoLine } from './order-lines';
import { releaseStale, reserve } from './reservations';

export function newImage(order: Order, line: PhotoLine, file: ImageFile, uploadId?: string): ImageItem {
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
    ...(uploadId ? { uploadId } : {}),
  };
}

/** Runs `work` with `n` places reserved on the line; gives them back if it fails. */
export async function withReservedPlaces<T>(order: Order, line: PhotoLine, n: number, work: () => Promise<T>): Promise<T> {
  await releaseStale(order._id, line.lineId);
  await reserve(order, line, n);
  try {
    return await work();
  } catch (err) {
    await releasePlaces(order._id, line.lineId, n);
    throw err;
  }
}

export async function signPhotos(order: Order, line: PhotoLine, files: ImageFile[]) {
  return withReservedPlaces(order, line, files.length, async () => {
    const images = files.map((file) => newImage(order, line, file));
    await putImages(images);
    try {
      const signedUrls = await Promise.all(
        images.map(async (image) => ({
          fileName: image.fileName,
          imageId: image.imageId,
          key: image.key,
          uploadUrl: await signPhotoPut(image.key, image.mimeType, image.size),
          thumbnailUrl: await signThumbnailPut(image.thumbKey),
        })),
      );
      return { signedUrls };
    } catch (err) {
      await deleteImages(images);
      throw err;
    }
  });
}
