/**
 * POST /orders/{userId}/{orderId}/cancellation-request: the customer asks to cancel a paid order
 * within 24 hours of purchase, and not later, while nothing has been approved, made or sent
 * (`cancellableStatuses`). The request shows on the staff board, and is
 * announced (Cancellation requested), from which the studio is emailed; an Admin refunds.
 */
import * as contracts from '../../shared/api/orders';
import { isOutstanding } from '../../shared/orders';
import { cancellableStatuses, staffMessages, withinCancellationWindow } from '../../shared/staff-orders';
import { getOrder, recordCancellationRequest } from '../data/orders';
import { Conflict, NotFound, OrderChanged, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { publish } from '../kit/shop-events';

export const handler = route(contracts.requestCancellation).handler(async ({ params, body, log }) => {
  const order = await getOrder(params.orderId);
  if (!order || order.user !== params.userId) throw new NotFound(staffMessages.orderNotFound);
  if (order.paymentStatus !== 'paid' || !isOutstanding(order.status)) throw new ValidationFailed(staffMessages.notPaid);
  if (order.cancellationRequest) throw new Conflict(staffMessages.cancellationRequested);
  if (!cancellableStatuses.includes(order.status)) throw new ValidationFailed(staffMessages.cancellationTooFarAlong);
  if (!withinCancellationWindow(order)) throw new ValidationFailed(staffMessages.cancellationTooLate);
  const request = { requestedAt: new Date().toISOString(), ...(body.reason ? { reason: body.reason } : {}) };
  const recorded = await recordCancellationRequest(order, request).catch(async (err: unknown) => {
    // A second tab's request landed first: say so; any other change meanwhile is the reload message.
    if (err instanceof OrderChanged && (await getOrder(order._id))?.cancellationRequest) throw new Conflict(staffMessages.cancellationRequested);
    throw err;
  });
  await publish('cancellationRequested', { orderId: recorded._id, ...(request.reason ? { reason: request.reason } : {}) }, log);
  return recorded;
});
