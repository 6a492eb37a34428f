/**
 * PUT /orders/{userId}/{orderId}/status-update (and PUT /orders/{userId}/{orderId}, the same change
 * at the other path the spec lists): staff set any status, freely, from any other. The change is
 * recorded in the history with the staff member's names, the order's index entries follow the
 * status, and the write only lands on the version the page read: a clash is a 409, not a loss.
 * Staff may also set whether the order is ready for editing (where its photos go once uploaded);
 * a change of it is noted in the history entry. The change is then announced (Order shipped, with the carrier and tracking number, or Order
 * status changed), and the notifications function emails the customer at the steps they care
 * about: the answer does not wait for the email, nor fail with it.
 */
import * as contracts from '../../shared/api/staff';
import { messages } from '../../shared/messages';
import { MAX_STATUS_HISTORY } from '../../shared/orders';
import { staffMessages } from '../../shared/staff-orders';
import { changeOrderStatus, getOrder } from '../data/orders';
import { Conflict, NotFound, ValidationFailed } from '../kit/errors';
import { publish } from '../kit/shop-events';
import { staffRoute } from '../kit/staff-route';

export const handler = staffRoute(contracts.setOrderStatus).handler(async ({ params, body, caller, log }) => {
  const [order, staffMember] = await Promise.all([getOrder(params.orderId), caller!.record()]);
  if (!order || order.user !== params.userId) throw new NotFound(staffMessages.orderNotFound);
  if ((order.version ?? 0) !== body.version) throw new Conflict(staffMessages.versionConflict);
  // Also the write's condition: the history cannot grow without bound by repeated changes.
  if (order.statusHistory.length >= MAX_STATUS_HISTORY) throw new ValidationFailed(messages.statusHistoryFull(MAX_STATUS_HISTORY));
  const shipment = body.status === 'Shipped' ? body.shipment : undefined;
  const readyForEditing = body.readyForEditing !== undefined && body.readyForEditing !== order.readyForEditing ? body.readyForEditing : undefined;
  const notes = [
    shipment ? `${shipment.carrier} tracking ${shipment.trackingNumber}` : body.note,
    readyForEditing === undefined ? undefined : readyForEditing ? 'Ready for editing' : 'Not for editing: straight to manufacturing',
  ].filter((n): n is string => !!n);
  const entry = {
    status: body.status,
    updatedAt: new Date().toISOString(),
    updatedBy: { firstName: staffMember!.firstName, lastName: staffMember!.lastName },
    ...(notes.length ? { note: notes.join('. ') } : {}),
  };
  const changed = await changeOrderStatus(order, body.version, entry, shipment, readyForEditing);
  if (shipment) await publish('orderShipped', { orderId: changed._id, ...shipment }, log);
  else await publish('orderStatusChanged', { orderId: changed._id, status: changed.status }, log);
  return changed;
});
