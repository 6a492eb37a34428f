/**
 * POST /orders/{userId}/{orderId}/refund (Admin): refunds the card payment through Stripe and
 * cancels the order. Within 24 hours of purchase no reason is needed; after that the
 * Admin overrides the policy by giving one. The refund carries an idempotency key per order, so
 * a retried or doubled request refunds once; the order then records it once (condition). The
 * refund is then announced (Refund issued), and the customer is emailed from there.
 */
import * as contracts from '../../shared/api/staff';
import { formatCents } from '../../shared/money';
import { staffMessages, withinCancellationWindow } from '../../shared/staff-orders';
import { cancelWithRefund, getOrder } from '../data/orders';
import { Conflict, NotFound, ValidationFailed } from '../kit/errors';
import { publish } from '../kit/shop-events';
import { staffRoute } from '../kit/staff-route';
import { paymentIntentOf, refundCard } from '../payments/lib/refunds';
import { stripe } from '../payments/lib/stripe-client';

export const handler = staffRoute(contracts.refundOrder).handler(async ({ params, body, caller, log }) => {
  const [order, admin] = await Promise.all([getOrder(params.orderId), caller!.record()]);
  if (!order || order.user !== params.userId) throw new NotFound(staffMessages.orderNotFound);
  if (order.refund || order.status === 'Cancelled') throw new Conflict(staffMessages.alreadyCancelled);
  if (order.paymentStatus !== 'paid' || !order.checkoutSessionId) throw new ValidationFailed(staffMessages.notPaid);
  if ((order.version ?? 0) !== body.version) throw new Conflict(staffMessages.versionConflict);
  if (!withinCancellationWindow(order) && !body.reason) throw new ValidationFailed(staffMessages.outsideWindow, { reason: staffMessages.outsideWindow });

  const session = await (await stripe()).checkout.sessions.retrieve(order.paidSessionId ?? order.checkoutSessionId);
  const paymentIntent = paymentIntentOf(session);
  if (!paymentIntent) throw new ValidationFailed(staffMessages.notPaid);
  const refund = await refundCard({ paymentIntent, idempotencyKey: `refund-${order._id}`, orderId: order._id, reason: 'requested_by_customer' });

  const refundedAt = new Date().toISOString();
  const entry = {
    status: 'Cancelled' as const,
    updatedAt: refundedAt,
    updatedBy: { firstName: admin!.firstName, lastName: admin!.lastName },
    note: `Refunded ${formatCents(refund.amount)} to the card (${refund.id})${body.reason ? `: ${body.reason}` : ''}`,
  };
  const record = { refundId: refund.id, amount: refund.amount, refundedAt, ...(body.reason ? { reason: body.reason } : {}) };
  // The money has gone back: it is recorded on the order as it now is, unless another request did.
  const cancelled = await cancelWithRefund(order, body.version, entry, record);
  if (!cancelled) throw new Conflict(staffMessages.alreadyCancelled);
  await publish('refundIssued', { orderId: cancelled._id, refundId: refund.id, amount: refund.amount }, log);
  return cancelled;
});
