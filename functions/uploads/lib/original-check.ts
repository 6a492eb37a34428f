/**
 * The check of a photo's original once its file is in the uploads bucket: read from its first
 * bytes, a printable image is marked uploaded with its pixel size and, from its EXIF, when it was
 * taken (functions/uploads/lib/capture-time.ts); anything else is deleted, its place given back
 * and the photo kept as rejected with the reason. The bucket's event runs it
 * (check-upload.ts), and so does Step 2 for a photo whose file is there but whose event has not
 * come yet (complete-uploads.ts): S3 → EventBridge → Lambda takes a moment, and a customer who
 * clicks Complete as the last upload finishes must not be told a photo is missing. Either may run
 * first; every change is conditional on the state it leaves, so the second changes nothing.
 *
 * A photo is checked once. An uploaded photo is the studio's: a file arriving at its key later
 * (its URL is signed to create only, so S3 refuses one; a redelivered event) is never checked
 * again, and nothing of the photo is replaced or deleted. Once Step 2 is done the order's photos
 * are read-only: a file arriving then for a photo still reserved is turned away.
 */
import { uploadMessages } from '../../../shared/uploads';
import { markUploaded, rejectImage, type ImageItem } from '../../data/images';
import { getOrder } from '../../data/orders';
import { deleteFiles, readFileHead } from '../../data/photo-files';
import { count } from '../../kit/metrics';
import { captureTimeOf } from './capture-time';
import { detectImageType, HEADER_BYTES, pixelSizeOf, sameImageType } from './file-type';

export type OriginalCheck = 'uploaded' | 'duplicate' | 'kept' | 'late' | 'rejected' | 'gone';

/** Checks `image`'s original, whose file has the ETag `etag` (S3's event says which). */
export async function checkOriginal(image: ImageItem, etag: string): Promise<OriginalCheck> {
  if (image.status === 'uploaded') return image.etag === etag ? 'duplicate' : 'kept';
  const order = await getOrder(image.orderId);
  if (order?.status !== 'Awaiting user images') {
    if (!(await rejectImage(image, uploadMessages.arrivedAfterComplete(image.fileName)))) return 'duplicate';
    await deleteFiles(image.key, image.thumbKey);
    return 'late';
  }
  return checkOriginalIfArrived(image);
}

/** Checks `image`'s original if its file has arrived: 'gone' when it has not (yet). */
export async function checkOriginalIfArrived(image: ImageItem): Promise<OriginalCheck> {
  if (image.status !== 'reserved') return 'duplicate';
  const head = await readFileHead(image.key, HEADER_BYTES);
  return head ? checkOriginalBytes(image, head) : 'gone';
}

async function checkOriginalBytes(image: ImageItem, { bytes, etag }: { bytes: Uint8Array; etag: string }): Promise<OriginalCheck> {
  const type = detectImageType(bytes);
  if (!type || !sameImageType(type, image.mimeType)) {
    // Only while it is still reserved: a photo that became uploaded meanwhile keeps its file.
    if (!(await rejectImage(image, uploadMessages.notPrintable(image.fileName)))) return 'duplicate';
    await deleteFiles(image.key, image.thumbKey);
    return 'rejected';
  }
  const takenAt = await captureTimeOf(bytes);
  const changed = await markUploaded(image, { etag, ...pixelSizeOf(bytes), ...(takenAt ? { takenAt } : {}), uploadedAt: new Date().toISOString() });
  if (!changed) return 'duplicate';
  count('PhotosUploaded');
  return 'uploaded';
}
