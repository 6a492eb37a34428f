/**
 * An object arrived in the uploads bucket (the S3 "Object Created" event, through EventBridge).
 * A photo's original gets its check (original-check.ts): marked uploaded, or deleted and kept as
 * rejected. A thumbnail is recorded, or deleted if it is not a small JPEG. A file no photo item
 * owns (removed or released meanwhile) is deleted. A photo or thumbnail that was taken is never
 * checked, replaced or deleted again, and a file arriving after Step 2 is turned away
 * (original-check.ts). Redeliveries change nothing twice: every change is conditional on the state
 * it leaves.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { getImage, markThumbnail, type ImageItem } from '../data/images';
import { photoOfObjectKey } from '../data/keys';
import { deleteFiles, readFileStart, THUMBNAIL_MAX_BYTES, uploadsBucket } from '../data/photo-files';
import { createLogger } from '../kit/logger';
import { detectImageType } from './lib/file-type';
import { checkOriginal } from './lib/original-check';

export interface ObjectCreated {
  bucket: { name: string };
  object: { key: string; size?: number; etag?: string };
}

export async function handler(event: EventBridgeEvent<'Object Created', ObjectCreated>) {
  const log = createLogger({ requestId: event.id, route: 'uploads/check-upload' });
  const { bucket, object } = event.detail;
  const photo = photoOfObjectKey(object.key);
  if (bucket.name !== uploadsBucket() || !photo) return 'ignored';
  const image = await getImage(photo.orderId, photo.lineId, photo.imageId);
  if (!image || image.status === 'rejected') {
    await deleteFiles(object.key);
    log.info('deleted a file no photo owns', { key: object.key });
    return 'orphan';
  }
  const result = photo.thumbnail ? await checkThumbnail(image, object) : await checkOriginal(image, object.etag ?? '');
  log.info('checked', { key: object.key, result });
  return result;
}

async function checkThumbnail(image: ImageItem, object: ObjectCreated['object']) {
  // A thumbnail that was taken stays: one arriving again at its key is not checked (nor deleted).
  if (image.hasThumbnail) return 'thumbnail kept';
  const bytes = await readFileStart(image.thumbKey, 4);
  if (!bytes) return 'gone';
  if ((object.size ?? 0) > THUMBNAIL_MAX_BYTES || detectImageType(bytes) !== 'image/jpeg') {
    await deleteFiles(image.thumbKey);
    return 'thumbnail refused';
  }
  await markThumbnail(image);
  return 'thumbnail';
}
