/**
 * Photos of order lines (docs/data-model.md, pattern 13). A photo is an item under its order; the
 * order item counts the photos each line holds (`imageCounts`, kept by the order's writer,
 * orders.ts). Every change of a photo's state is conditional on the state it leaves, and the count
 * moves only with the change that won, so a release, an arrival, a rejection and a removal can race
 * and still count once.
 */
import { BatchWriteCommand, DeleteCommand, GetCommand, UpdateCommand } from '../kit/dynamodb';
import type { ImageStatus } from '../../shared/uploads';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { imageKey, orderImagesRange, reservedPhotoIndexEntry, reservedPhotosIndex } from './keys';
import { releasePlaces } from './orders';
import { queryIndex, queryRange } from './query';

export interface ImageItem {
  orderId: string;
  lineId: string;
  imageId: string;
  fileName: string;
  mimeType: string;
  size: number;
  /** The original's and the thumbnail's object keys in the uploads bucket. */
  key: string;
  thumbKey: string;
  status: ImageStatus;
  reservedAt: string;
  /** Set while a large photo goes up in parts. */
  uploadId?: string;
  /** The hold its place was reserved under (functions/uploads/lib/place-holds.ts). */
  holdId?: string;
  width?: number;
  height?: number;
  /** The original's ETag when it was checked, so a redelivered event is not checked twice. */
  etag?: string;
  uploadedAt?: string;
  hasThumbnail?: boolean;
  reason?: string;
}

const imageItemKey = (image: Pick<ImageItem, 'orderId' | 'lineId' | 'imageId'>) => imageKey(image.orderId, image.lineId, image.imageId);
const stripKeys = ({ pk, sk, entity, gsi2pk, gsi2sk, ...image }: Record<string, unknown>) => image as unknown as ImageItem;

/** Writes new photo items, 25 to a request, retrying what the table could not take at once. */
export async function putImages(images: ImageItem[]): Promise<void> {
  await batchWrite(
    images.map((image) => ({
      PutRequest: { Item: { ...imageItemKey(image), ...reservedPhotoIndexEntry(image.reservedAt, image.imageId), entity: 'Image', ...image } },
    })),
  );
}

/** Deletes photo items unconditionally: only to undo `putImages` when signing failed. */
export async function deleteImages(images: ImageItem[]): Promise<void> {
  await batchWrite(images.map((image) => ({ DeleteRequest: { Key: imageItemKey(image) } })));
}

async function batchWrite(requests: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = requests.slice(i, i + 25);
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** Math.min(attempt, 6)));
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }));
      pending = UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
}

/** Pattern 13: the photos of one line, oldest first, or of every line of the order. */
export async function listImages(orderId: string, lineId?: string): Promise<ImageItem[]> {
  return (await queryRange(orderImagesRange(orderId, lineId))).map((item) => stripKeys(item));
}

/** Pattern 13b: the photos reserved before `before` (ISO) and still reserved, oldest first, across orders (gsi2 `RESERVED`). */
export const listReservedBefore = (before: string): Promise<ImageItem[]> => queryIndex<ImageItem>(reservedPhotosIndex, { skBefore: before });

export async function getImage(orderId: string, lineId: string, imageId: string): Promise<ImageItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: imageKey(orderId, lineId, imageId), ConsistentRead: true }));
  return Item ? stripKeys(Item) : undefined;
}

/** A photo of an order by its id alone (the removal route names no line): the order's photos, filtered. */
export async function findImage(orderId: string, imageId: string): Promise<ImageItem | undefined> {
  return (await listImages(orderId)).find((image) => image.imageId === imageId);
}

/** An update that holds only if the photo is still in one of `from`; false when it was not. */
async function changeImage(image: ImageItem, from: ImageStatus[], update: string, values: Record<string, unknown>) {
  const allowed = from.map((_, i) => `:from${i}`);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: imageItemKey(image),
        ...withNames({ UpdateExpression: update, ConditionExpression: `#status IN (${allowed.join(', ')})` }),
        ExpressionAttributeValues: { ...values, ...Object.fromEntries(from.map((s, i) => [`:from${i}`, s])) },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * The original arrived and is a photo, once: only a reserved photo becomes uploaded. An uploaded
 * photo is the studio's, and nothing that arrives at its key later changes it.
 */
export const markUploaded = (image: ImageItem, found: { etag: string; width?: number; height?: number; uploadedAt: string }) =>
  changeImage(
    image,
    ['reserved'],
    'SET #status = :uploaded, #etag = :etag, #uploadedAt = :at' + (found.width ? ', #width = :w, #height = :h' : '') + ' REMOVE #uploadId, #gsi2pk, #gsi2sk',
    { ':uploaded': 'uploaded', ':etag': found.etag, ':at': found.uploadedAt, ...(found.width ? { ':w': found.width, ':h': found.height } : {}) },
  );

/**
 * The file arrived and is not a photo (or came after Step 2): kept as rejected (it no longer
 * counts), with the reason shown to the customer. Only a reserved photo is rejected, never one
 * that was uploaded.
 */
export async function rejectImage(image: ImageItem, reason: string): Promise<boolean> {
  const changed = await changeImage(image, ['reserved'], 'SET #status = :rejected, #reason = :reason REMOVE #uploadId, #gsi2pk, #gsi2sk', {
    ':rejected': 'rejected',
    ':reason': reason,
  });
  if (changed) await releasePlaces(image.orderId, image.lineId, 1);
  return changed;
}

/** A reservation whose file never came (or whose multipart upload was abandoned) frees its place. */
export async function releaseReservation(image: ImageItem): Promise<boolean> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: imageItemKey(image),
        ...withNames({ ConditionExpression: '#status = :reserved' }),
        ExpressionAttributeValues: { ':reserved': 'reserved' },
      }),
    );
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
  await releasePlaces(image.orderId, image.lineId, 1);
  return true;
}

/** The customer removes a photo: the item goes, and its place with it unless it was already rejected. */
export async function removeImage(image: ImageItem): Promise<ImageItem | undefined> {
  const { Attributes } = await db.send(new DeleteCommand({ TableName: tableName(), Key: imageItemKey(image), ReturnValues: 'ALL_OLD' }));
  if (!Attributes) return undefined;
  const removed = stripKeys(Attributes);
  if (removed.status !== 'rejected') await releasePlaces(image.orderId, image.lineId, 1);
  return removed;
}

/** The browser's thumbnail arrived: only photos with one get a thumbnail link. */
export async function markThumbnail(image: ImageItem): Promise<void> {
  await changeImage(image, ['reserved', 'uploaded'], 'SET #hasThumbnail = :yes', { ':yes': true });
}
