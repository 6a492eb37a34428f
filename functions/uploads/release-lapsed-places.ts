/**
 * The scheduled release of places no photo will take (functions/events.ts, rule lapsedPlaces: every
 * 15 minutes in the cloud; the local event bus runs it on the same interval). It settles the holds
 * of signings that died between reserving places and writing their photos (lib/reservations.ts),
 * deletes the marks of holds older than PLACE_HOLD_SECONDS (a signing that settled its hold leaves
 * its mark to this release), and releases the photos reserved more than RESERVATION_SECONDS ago whose file never came (their
 * upload URLs expired long before; an abandoned multipart upload's parts are removed by the uploads
 * bucket's lifecycle rule). The GET routes that list photos only read. Run twice, it changes nothing
 * twice: every change is conditional on the state it leaves.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { RESERVATION_SECONDS } from '../../shared/uploads';
import { listReservedBefore, releaseReservation } from '../data/images';
import { getOrder } from '../data/orders';
import { fileExists } from '../data/photo-files';
import { listPlaceHoldMarksBefore, unmarkPlaceHold } from '../data/place-holds';
import { createLogger } from '../kit/logger';
import { PLACE_HOLD_SECONDS, settleLapsedHolds } from './lib/reservations';

const before = (now: number, seconds: number) => new Date(now - seconds * 1000).toISOString();

export async function handler(event: EventBridgeEvent<'Scheduled Event', unknown>) {
  const log = createLogger({ requestId: event.id, route: 'uploads/release-lapsed-places' });
  // The time of the schedule's tick, as EventBridge stamps it.
  const now = Date.parse(event.time);

  const marks = await listPlaceHoldMarksBefore(before(now, PLACE_HOLD_SECONDS));
  let placesBack = 0;
  for (const orderId of new Set(marks.map((mark) => mark.orderId))) {
    const order = await getOrder(orderId);
    if (order) placesBack += await settleLapsedHolds(order, now);
  }
  await Promise.all(marks.map(unmarkPlaceHold));

  const lapsed = await listReservedBefore(before(now, RESERVATION_SECONDS));
  let released = 0;
  for (let i = 0; i < lapsed.length; i += 8) {
    const done = await Promise.all(lapsed.slice(i, i + 8).map(async (image) => !(await fileExists(image.key)) && (await releaseReservation(image))));
    released += done.filter(Boolean).length;
  }
  const result = { holds: marks.length, placesBack, released };
  log.info('released lapsed places', result);
  return result;
}
