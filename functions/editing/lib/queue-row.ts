/** One order as a row of the editors' dashboard. */
import type { QueueOrder } from '../../../shared/editing';
import { lastStatusChange } from '../../../shared/staff-orders';
import type { QueueSource } from '../../data/editing-queue';

export function queueRowOf(order: QueueSource): QueueOrder {
  const changed = lastStatusChange(order.statusHistory);
  return {
    _id: order._id,
    user: order.user,
    ...(order.orderNumber ? { orderNumber: order.orderNumber } : {}),
    firstName: order.firstName,
    lastName: order.lastName,
    createdAt: order.createdAt,
    status: order.status,
    ...(changed ? { statusChangedAt: changed.updatedAt } : {}),
    version: order.version ?? 0,
    albums: order.albums.map((a) => ({
      _id: a._id,
      albumName: a.albumName,
      size: a.albumOptions.size,
      pages: a.albumOptions.pages,
      coverName: a.coverOptions.coverName,
      quantity: a.quantity,
      ...(a.revisionsBought !== undefined ? { revisionsBought: a.revisionsBought } : {}),
    })),
    productCount: order.products.length,
  };
}
