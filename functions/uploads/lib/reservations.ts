/**
 * Places on a line are reserved before any URL is signed, in one conditional update on the order
 * (functions/data/orders.ts), so concurrent batches can never hold more than the line's limit.
 *
 * The count on the order and the photo items are two writes, and a function can die between them
 * (a timeout, a crash), leaving places no photo holds. So places are reserved under a hold: its
 * mark is written first (functions/data/place-holds.ts), the same update that reserves the places
 * records the hold on the order, every photo item written names it, and once the items are written
 * the hold is settled (removed). A hold still there after PLACE_HOLD_SECONDS (far past the
 * function's timeout) belongs to a signing that died: settling it gives back the places of it no
 * photo item names. The scheduled release (release-lapsed-places.ts) settles those, and a signing
 * settles its order's lapsed holds before reserving. A mark outlives its hold: the release finds
 * every hold through its mark, so the mark goes only after the hold (the release deletes it once
 * it is older than PLACE_HOLD_SECONDS, the hold settled by then either way).
 */
import { ulid } from 'ulid';
import type { Order } from '../../../shared/orders';
import { overLimitMessage, uploadMessages } from '../../../shared/uploads';
import { listImages } from '../../data/images';
import { ensureImageCounts, reservePlaces, settlePlaceHold, type OrderPlaceHolds } from '../../data/orders';
import { markPlaceHold, unmarkPlaceHold } from '../../data/place-holds';
import { Conflict, ValidationFailed } from '../../kit/errors';
import type { PhotoLine } from './order-lines';

/** After this a hold is lapsed: the signing that took it ran out of time (a function stops at 10 s) long before. */
export const PLACE_HOLD_SECONDS = 5 * 60;

/** Reserves `n` places under `holdId`, or refuses with the spec's message naming what the line already holds. */
async function reserve(order: Order & OrderPlaceHolds, line: PhotoLine, n: number, hold: { id: string; at: string }): Promise<void> {
  if (!order.imageCounts || !order.placeHolds) await ensureImageCounts(order._id);
  // A refusal reads the count after the fact; if places were freed meanwhile, ask again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { held } = await reservePlaces(order._id, line.lineId, n, line.limit, hold);
    if (held === undefined) return;
    const message =
      line.kind === 'gallery'
        ? held + n > line.limit
          ? uploadMessages.galleryFull(held)
          : undefined
        : overLimitMessage({ kind: line.kind }, line.limit, held, n);
    if (message) throw new ValidationFailed(message, { images: message });
  }
  throw new Conflict('Other photos were being added to this item at the same moment. Please try again.');
}

/**
 * Runs `work` with `n` places reserved on the line under a hold whose id it gives to every photo
 * item it writes. If `work` fails (having undone its items), the places are given back with the
 * hold; once it has written them, the hold is settled.
 */
export async function withReservedPlaces<T>(order: Order, line: PhotoLine, n: number, work: (holdId: string) => Promise<T>): Promise<T> {
  await settleLapsedHolds(order, Date.now());
  const hold = { id: ulid(), lineId: line.lineId, n, at: new Date().toISOString() };
  const mark = { orderId: order._id, holdId: hold.id, heldAt: hold.at };
  await markPlaceHold(mark);
  try {
    await reserve(order, line, n, hold);
  } catch (err) {
    await unmarkPlaceHold(mark);
    throw err;
  }
  let result: T;
  try {
    result = await work(hold.id);
  } catch (err) {
    await settlePlaceHold(order._id, hold.id, hold, n);
    await unmarkPlaceHold(mark);
    throw err;
  }
  // Settled, the hold needs its mark no more; the scheduled release deletes it (it goes through
  // every mark older than PLACE_HOLD_SECONDS anyway), so the signing answers one write sooner.
  await settlePlaceHold(order._id, hold.id, hold, 0);
  return result;
}

/**
 * Before a photo of the hold `holdId` goes: 'settled' when the hold is not on the order (any more),
 * or was lapsed and is now settled; 'pending' while its signing may still be writing photos.
 */
export async function settleHoldOf(order: Order & OrderPlaceHolds, holdId: string): Promise<'settled' | 'pending'> {
  const hold = order.placeHolds?.[holdId];
  if (!hold) return 'settled';
  if (Date.now() - Date.parse(hold.at) <= PLACE_HOLD_SECONDS * 1000) return 'pending';
  await settleLapsedHolds(order, Date.now());
  return 'settled';
}

/** Settles the order's holds taken more than PLACE_HOLD_SECONDS before `now`; answers the places given back. */
export async function settleLapsedHolds(order: Order & OrderPlaceHolds, now: number): Promise<number> {
  const lapsed = Object.entries(order.placeHolds ?? {}).filter(([, hold]) => now - Date.parse(hold.at) > PLACE_HOLD_SECONDS * 1000);
  let given = 0;
  for (const [holdId, hold] of lapsed) {
    const written = (await listImages(order._id, hold.lineId)).filter((image) => image.holdId === holdId).length;
    const lost = Math.max(0, hold.n - written);
    if (await settlePlaceHold(order._id, holdId, hold, lost)) given += lost;
  }
  return given;
}
