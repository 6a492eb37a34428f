/**
 * Photos of order lines (docs/data-model.md, pattern 13). A photo is an item under its order; the
 * order item counts the photos each line holds (`imageCounts`, kept by the order's writer,
 * orders.ts). Every change of a photo's state is conditional on the state it leaves, and the count
 * moves only with the change that won, so a release, an arrival, a rejection and a removal can race
 * and still count once.
 */
import { decodeTime } from 'ulid';
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
  /** The hold its place was reserved under (functions/uploads/lib/reservations.ts). */
  holdId?: string;
  width?: number;
  height?: number;
  /** The original's ETag when it was checked, so a redelivered event is not checked twice. */
  etag?: string;
  uploadedAt?: string;
  /** When the photo was taken, from its EXIF (an ISO time); absent when unknown. */
  takenAt?: string;
  hasThumbnail?: boolean;
  reason?: string;
  /**
   * Where the photo stands on its line, lowest first: when it was signed (in milliseconds, times
   * 1000, plus its place in the batch, so a batch keeps the order the customer chose its photos
   * in), or 0, 1, 2… once the customer has arranged them. Older photos have none: their id's time.
   */
  position?: number;
}

const imageItemKey = (image: Pick<ImageItem, 'orderId' | 'lineId' | 'imageId'>) => imageKey(image.orderId, image.lineId, image.imageId);
const stripKeys = ({ pk, sk, entity, gsi2pk, gsi2sk, ...image }: Record<string, unknown>) => image as unknown as ImageItem;

/**
 * Writes new photo items, 25 to a request, retrying what the table could not take at once. Each
 * takes its place after the line's photos, in the order given (the order the customer chose them).
 */
export async function putImages(images: ImageItem[]): Promise<void> {
  const signedAt = Date.now() * POSITIONS_PER_MS;
  await batchWrite(
    images.map((image, i) => ({
      PutRequest: {
        Item: { ...imageItemKey(image), ...reservedPhotoIndexEntry(image.reservedAt, image.imageId), entity: 'Image', position: signedAt + i, ...image },
      },
    })),
  );
}

/** Room for a batch's photos within one millisecond of signing (a batch is at most 50). */
const POSITIONS_PER_MS = 1000;

/** A photo's place on its line; one from before places were kept stands where its id's time puts it. */
function positionOf(image: ImageItem): number {
  if (image.position !== undefined) return image.position;
  try {
    return decodeTime(image.imageId) * POSITIONS_PER_MS;
  } catch {
    return 0;
  }
}

/** The line's photos in their places (ties, from before places were kept, by id). */
const inPlace = (images: ImageItem[]) => images.sort((a, b) => positionOf(a) - positionOf(b) || (a.imageId < b.imageId ? -1 : a.imageId > b.imageId ? 1 : 0));

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

/** Pattern 13: the photos of one line in their places, or of every line of the order (each line's in its places). */
export async function listImages(orderId: string, lineId?: string): Promise<ImageItem[]> {
  return inPlace((await queryRange(orderImagesRange(orderId, lineId))).map((item) => stripKeys(item)));
}

/**
 * The customer arranges a line's photos: `imageIds`, photos of `images` (the line as read), take
 * places 0, 1, 2… Each write holds only while its photo is still there, so a photo removed
 * meanwhile is not brought back; a photo signed after the line was read keeps its place, after
 * these. Only photos whose place changes are written. False when a named photo had gone.
 */
export async function placeImages(images: ImageItem[], imageIds: string[]): Promise<boolean> {
  const byId = new Map(images.map((image) => [image.imageId, image]));
  const moves = imageIds.flatMap((imageId, position) => {
    const image = byId.get(imageId);
    return image && image.position !== position ? [{ image, position }] : [];
  });
  let allThere = true;
  for (let i = 0; i < moves.length; i += PLACES_AT_ONCE) {
    await Promise.all(
      moves.slice(i, i + PLACES_AT_ONCE).map(async ({ image, position }) => {
        try {
          await db.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: imageItemKey(image),
              ...withNames({ UpdateExpression: 'SET #position = :position', ConditionExpression: 'attribute_exists(#pk)' }),
              ExpressionAttributeValues: { ':position': position },
            }),
          );
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
          allThere = false;
        }
      }),
    );
  }
  return allThere;
}

/** Writes of one arrangement sent together: a 500-photo gallery in 20 rounds, well under a partition's 1,000 writes a second. */
const PLACES_AT_ONCE = 25;

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
export const markUploaded = (image: ImageItem, found: { etag: string; width?: number; height?: number; takenAt?: string; uploadedAt: string }) =>
  changeImage(
    image,
    ['reserved'],
    'SET #status = :uploaded, #etag = :etag, #uploadedAt = :at' +
      (found.width ? ', #width = :w, #height = :h' : '') +
      (found.takenAt ? ', #takenAt = :taken' : '') +
      ' REMOVE #uploadId, #gsi2pk, #gsi2sk',
    {
      ':uploaded': 'uploaded',
      ':etag': found.etag,
      ':at': found.uploadedAt,
      ...(found.width ? { ':w': found.width, ':h': found.height } : {}),
      ...(found.takenAt ? { ':taken': found.takenAt } : {}),
    },
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
