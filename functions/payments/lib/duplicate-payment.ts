/**
 * A second payment of an order already paid: two checkout sessions of one order both paid (one
 * opened before the shop kept one session per order, or a race between two tabs). The order
 * keeps the payment that settled it; the other is refunded at once, with an idempotency key from
 * its session so a redelivery refunds once, recorded on the order (`duplicatePayments`, and a
 * line in its history) and logged as a warning.
 */
import { formatCents } from '../../../shared/money';
import { cardPayments, type Order } from '../../../shared/orders';
import { recordDuplicatePayment } from '../../data/orders';
import type { Logger } from '../../kit/logger';
import { paymentIntentOf, refundCard } from './refunds';
import type { Stripe } from './stripe-client';

/** The session paid, but not the payment the order was settled with. */
export function isAnotherPayment(order: Order, session: Stripe.Checkout.Session): boolean {
  // Orders settled before the paying session was recorded name it as their checkout session.
  const paidWith = order.paidSessionId ?? order.checkoutSessionId;
  if (session.id === paidWith) return false;
  const intent = paymentIntentOf(session);
  return !!intent && intent !== order.paymentIntentId;
}

/** `refunded`, or `unchanged` when this session's refund is already recorded (a redelivery); two of fulfil.ts's CheckoutResults. */
export async function refundDuplicatePayment(order: Order, session: Stripe.Checkout.Session, log: Logger): Promise<'refunded' | 'unchanged'> {
  if (order.duplicatePayments?.[session.id]) return 'unchanged';
  const paymentIntent = paymentIntentOf(session)!;
  log.warn('a second payment reached a paid order; refunding it', {
    orderId: order._id,
    sessionId: session.id,
    paymentIntent,
    amount: session.amount_total,
    keptSessionId: order.paidSessionId,
  });
  const refund = await refundCard({ paymentIntent, idempotencyKey: `duplicate-${session.id}`, orderId: order._id, reason: 'duplicate' });
  const refundedAt = new Date().toISOString();
  await recordDuplicatePayment(
    order,
    { sessionId: session.id, paymentIntentId: paymentIntent, amount: refund.amount, refundId: refund.id, refundedAt },
    {
      updatedAt: refundedAt,
      updatedBy: cardPayments,
      note: `Second payment of ${formatCents(refund.amount)} refunded to the card (${refund.id})`,
    },
  );
  return 'refunded';
}
