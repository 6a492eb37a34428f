/**
 * The check of a photo's original once its file is in the uploads bucket: read from its first
 * bytes, a printable image is marked uploaded with its pixel size; anything else is deleted, its
 * place given back and the photo kept as rejected with the reason. The bucket's event runs it
 * (check-upload.ts), and so does Step 2 for a photo whose file is there but whose event has not
 * come yet (complete-uploads.ts): S3 → EventBridge → Lambda takes a moment, and a customer who
 * clicks Complete as the last upload finishes must not be told a photo is missing. Either may run
 * first; every change is conditional on the state it leaves, so the second changes nothing.
 */
import { uploadMessages } from '../../../shared/uploads';
import { markUploaded, rejectImage, type ImageItem } from '../../data/images';
import { deleteFiles, readFileHead } from '../../data/photo-files';
import { count } from '../../kit/metrics';
import { detectImageType, HEADER_BYTES, pixelSizeOf, sameImageType } from './file-type';

export type OriginalCheck = 'uploaded' | 'duplicate' | 'rejected' | 'gone';

/** Checks `image`'s original, whose file has the ETag `etag` (S3's event says which). */
export async function checkOriginal(image: ImageItem, etag: string): Promise<OriginalCheck> {
  if (image.status === 'uploaded' && image.etag === etag) return 'duplicate';
  return checkOriginalIfArrived(image);
}

/** Checks `image`'s original if its file has arrived: 'gone' when it has not (yet). */
export async function checkOriginalIfArrived(image: ImageItem): Promise<OriginalCheck> {
  const head = await readFileHead(image.key, HEADER_BYTES);
  return head ? checkOriginalBytes(image, head) : 'gone';
}

async function checkOriginalBytes(image: ImageItem, { bytes, etag }: { bytes: Uint8Array; etag: string }): Promise<OriginalCheck> {
  const type = detectImageType(bytes);
  if (!type || !sameImageType(type, image.mimeType)) {
    await deleteFiles(image.key, image.thumbKey);
    return (await rejectImage(image, uploadMessages.notPrintable(image.fileName))) ? 'rejected' : 'duplicate';
  }
  const changed = await markUploaded(image, { etag, ...pixelSizeOf(bytes), uploadedAt: new Date().toISOString() });
  if (!changed) return 'duplicate';
  count('PhotosUploaded');
  return 'uploaded';
}
