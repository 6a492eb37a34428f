/**
 * A paid order's add-ons reach the album lines they were bought for (shared/add-ons.ts): add-on
 * pages raise the album's image limit, a tier is recorded for the editors, revisions add design
 * rounds. The album is in this order or in an earlier paid order of the same customer. Each
 * add-on is added once (functions/data/album-add-ons.ts), so this runs safely again when a
 * payment event is delivered again.
 */
import type { Order } from '../../../shared/orders';
import { addToAlbumLine } from '../../data/album-add-ons';
import { getOrder } from '../../data/orders';
import type { Logger } from '../../kit/logger';

export async function applyPaidAddOns(order: Order, log: Logger): Promise<void> {
  // One after another: two add-ons for one album write the same order item.
  for (const addOn of order.addOns ?? []) {
    const { orderId, lineId } = addOn.forAlbum;
    const target = orderId === order._id ? order : await getOrder(orderId);
    const albumIndex = target?.albums.findIndex((l) => l._id === lineId) ?? -1;
    if (!target || albumIndex < 0 || target.user !== order.user) {
      log.error('an add-on names no album of its customer', { orderId: order._id, addOnId: addOn._id, target: addOn.forAlbum });
      continue;
    }
    const added = await addToAlbumLine({ orderId, albumIndex, lineId, user: order.user }, addOn);
    log.info(added ? 'add-on added to its album' : 'add-on was already added', { orderId: order._id, addOnId: addOn._id, target: addOn.forAlbum });
  }
}
