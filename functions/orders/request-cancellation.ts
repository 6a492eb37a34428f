/**
 * POST /orders/{userId}/{orderId}/cancellation-request: the customer asks to cancel a paid order
 * within 24 hours of purchase, and not later. The request shows on the staff board, and is
 * announced (Cancellation requested), from which the studio is emailed; an Admin refunds.
 */
import * as contracts from '../../shared/api/orders';
import { isOutstanding } from '../../shared/orders';
import { staffMessages, withinCancellationWindow } from '../../shared/staff-orders';
import { getOrder } from '../data/orders';
import { recordCancellationRequest, VersionClash } from '../data/staff-orders';
import { Conflict, NotFound, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { publish } from '../kit/shop-events';

export const handler = route(contracts.requestCancellation).handler(async ({ params, body, log }) => {
  const order = await getOrder(params.orderId);
  if (!order || order.user !== params.userId) throw new NotFound(staffMessages.orderNotFound);
  if (order.paymentStatus !== 'paid' || !isOutstanding(order.status)) throw new ValidationFailed(staffMessages.notPaid);
  if (order.cancellationRequest) throw new Conflict(staffMessages.cancellationRequested);
  if (!withinCancellationWindow(order)) throw new ValidationFailed(staffMessages.cancellationTooLate);
  const request = { requestedAt: new Date().toISOString(), ...(body.reason ? { reason: body.reason } : {}) };
  const recorded = await recordCancellationRequest(order, request).catch((err: unknown) => {
    throw err instanceof VersionClash ? new Conflict(staffMessages.cancellationRequested) : err;
  });
  await publish('cancellationRequested', { orderId: recorded._id, ...(request.reason ? { reason: request.reason } : {}) }, log);
  return recorded;
});
