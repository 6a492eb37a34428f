/**
 * An object arrived in the uploads bucket (the S3 "Object Created" event, through EventBridge).
 * A photo's original is read from its first bytes: a printable image is marked uploaded with its
 * pixel size; anything else is deleted, its place given back and the photo kept as rejected with
 * the reason. A thumbnail is recorded, or deleted if it is not a small JPEG. A file no photo item
 * owns (removed or released meanwhile) is deleted. Redeliveries change nothing twice: every
 * change is conditional on the state it leaves.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { uploadMessages } from '../../shared/uploads';
import { getImage, markThumbnail, markUploaded, rejectImage, type ImageItem } from '../data/images';
import { photoOfObjectKey } from '../data/keys';
import { deleteFiles, readFileStart, THUMBNAIL_MAX_BYTES, uploadsBucket } from '../data/photo-files';
import { createLogger } from '../kit/logger';
import { count } from '../kit/metrics';
import { detectImageType, HEADER_BYTES, pixelSizeOf, sameImageType } from './file-type';

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
  const result = photo.thumbnail ? await checkThumbnail(image, object) : await checkOriginal(image, object);
  log.info('checked', { key: object.key, result });
  if (result === 'uploaded') count('PhotosUploaded');
  return result;
}

async function checkOriginal(image: ImageItem, object: ObjectCreated['object']) {
  const etag = object.etag ?? '';
  if (image.status === 'uploaded' && image.etag === etag) return 'duplicate';
  const bytes = await readFileStart(image.key, HEADER_BYTES);
  if (!bytes) return 'gone';
  const type = detectImageType(bytes);
  if (!type || !sameImageType(type, image.mimeType)) {
    await deleteFiles(image.key, image.thumbKey);
    return (await rejectImage(image, uploadMessages.notPrintable(image.fileName))) ? 'rejected' : 'duplicate';
  }
  const changed = await markUploaded(image, { etag, ...pixelSizeOf(bytes), uploadedAt: new Date().toISOString() });
  return changed ? 'uploaded' : 'duplicate';
}

async function checkThumbnail(image: ImageItem, object: ObjectCreated['object']) {
  const bytes = await readFileStart(image.thumbKey, 4);
  if (!bytes) return 'gone';
  if ((object.size ?? 0) > THUMBNAIL_MAX_BYTES || detectImageType(bytes) !== 'image/jpeg') {
    await deleteFiles(image.thumbKey);
    return 'thumbnail refused';
  }
  await markThumbnail(image);
  return 'thumbnail';
}
