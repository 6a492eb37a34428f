/**
 * A paid order's add-ons reach the album lines they were bought for (shared/add-ons.ts): add-on
 * pages raise the album's image limit, a tier is recorded for the editors, revisions add design
 * rounds. The album is in this order or in an earlier paid order of the same customer. Each
 * add-on is added once (addToAlbumLine in functions/data/orders.ts), so this runs safely again when a
 * payment event is delivered again.
 */
import type { Order } from '../../../shared/orders';
import { addToAlbumLine, getOrder } from '../../data/orders';
import type { Logger } from '../../kit/logger';

export async function applyPaidAddOns(order: Order, log: Logger): Promise<void> {
  // One after another, each on the album's order as the last add-on left it: two add-ons for one album write the same order item.
  const latest = new Map<string, Order>([[order._id, order]]);
  for (const addOn of order.addOns ?? []) {
    const { orderId, lineId } = addOn.forAlbum;
    const target = latest.get(orderId) ?? (await getOrder(orderId));
    if (!target || !target.albums.some((l) => l._id === lineId) || target.user !== order.user) {
      log.error('an add-on names no album of its customer', { orderId: order._id, addOnId: addOn._id, target: addOn.forAlbum });
      continue;
    }
    const added = await addToAlbumLine(target, lineId, order.user, addOn);
    latest.set(orderId, added ?? target);
    log.info(added ? 'add-on added to its album' : 'add-on was already added', { orderId: order._id, addOnId: addOn._id, target: addOn.forAlbum });
  }
}
