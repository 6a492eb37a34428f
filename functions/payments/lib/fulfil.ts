/**
 * What a Checkout Session's outcome does to its order, wherever the news comes from (an
 * EventBridge event, the webhook, or the success page asking Stripe). It happens once: the order
 * only leaves an unpaid state through a conditional update, and handled event ids are recorded.
 * A paid order keeps the billing address and phone given on the paying session (customer-details.ts),
 * and the sales tax Stripe charged with the total paid (tax.ts).
 * A paid order is announced with an Order paid event (the confirmation email is sent from there,
 * with its own retries); a second payment of a paid order is refunded (duplicate-payment.ts).
 */
import { cardPayments, type Order, type PaymentStatus } from '../../../shared/orders';
import { getOrder, settlePayment } from '../../data/orders';
import { paymentEventSeen, recordPaymentEvent } from '../../data/payments';
import { clearCart } from '../../data/users';
import type { Logger } from '../../kit/logger';
import { count } from '../../kit/metrics';
import { publish } from '../../kit/shop-events';
import { applyPaidAddOns } from './apply-add-ons';
import { billingDetailsOf } from './customer-details';
import { isAnotherPayment, refundDuplicatePayment } from './duplicate-payment';
import { paymentIntentOf } from './refunds';
import type { Stripe } from './stripe-client';
import { beforeTax, paidAmounts } from './tax';

export type Outcome = Exclude<PaymentStatus, 'pending'>;

/** The order outcome a Stripe event announces, if any. */
export function outcomeOf(type: string, session: Stripe.Checkout.Session): Outcome | undefined {
  switch (type) {
    case 'checkout.session.completed':
      // Card payments complete paid; delayed methods complete unpaid and settle later.
      return session.payment_status === 'unpaid' ? undefined : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return undefined;
  }
}

const notes: Record<Outcome, string> = {
  paid: 'Payment received',
  failed: 'Payment failed',
  expired: 'Checkout expired unpaid',
};

export type CheckoutResult = 'changed' | 'unchanged' | 'refused' | 'refunded';

export async function applyCheckoutOutcome(session: Stripe.Checkout.Session, outcome: Outcome, log: Logger): Promise<CheckoutResult> {
  const orderId = session.metadata?.orderId;
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order) {
    log.error('checkout session names no known order', { sessionId: session.id, orderId });
    return 'refused';
  }
  if (outcome === 'paid' && order.paymentStatus === 'paid') return alreadyPaid(order, session, log);
  // The order's total is before tax; the sales tax Stripe added comes on top of it.
  if (outcome === 'paid' && beforeTax(session) !== order.totalPrice) {
    log.error('paid amount differs from the order total', {
      orderId,
      paid: session.amount_total,
      tax: session.total_details?.amount_tax,
      total: order.totalPrice,
    });
    return 'refused';
  }
  const settled = await settlePayment(
    order,
    outcome,
    { updatedAt: new Date().toISOString(), updatedBy: cardPayments, note: notes[outcome] },
    {
      sessionId: session.id,
      paymentIntentId: paymentIntentOf(session),
      ...(outcome === 'paid' ? { ...billingDetailsOf(session, log), ...paidAmounts(session) } : {}),
    },
  );
  if (!settled) {
    // Another delivery settled it meanwhile: with this payment, or (a race of two sessions) with another.
    const now = outcome === 'paid' ? await getOrder(order._id) : undefined;
    return now?.paymentStatus === 'paid' ? alreadyPaid(now, session, log) : 'unchanged';
  }
  log.info('order payment settled', { orderId, outcome });
  if (outcome === 'paid') count('OrdersPaid');
  if (outcome === 'failed') count('PaymentFailures');
  if (outcome === 'paid') {
    await applyPaidAddOns(settled, log);
    await clearCart(order.user);
    await announcePaid(order, log);
  }
  return 'changed';
}

/**
 * A paid order hears of a payment again. Its own payment: its add-ons are made sure of, and it is announced
 * again while no confirmation went out (the first announcement may have failed after settling;
 * the email function sends once however often it is told). Another payment: refunded.
 */
async function alreadyPaid(order: Order, session: Stripe.Checkout.Session, log: Logger): Promise<CheckoutResult> {
  if (isAnotherPayment(order, session)) return refundDuplicatePayment(order, session, log);
  // A delivery that failed after the payment was recorded is retried: its add-ons are still added, once.
  await applyPaidAddOns(order, log);
  if (order.paidSessionId && !order.confirmationSentAt) await announcePaid(order, log);
  return 'unchanged';
}

/**
 * Announces the order paid. Unlike a person's request, settling is called by what retries it (Stripe's
 * event, the webhook), and a retry finds the order paid and announces again: so an announcement
 * the bus did not take fails the call, to be retried, rather than leave the order unconfirmed.
 */
async function announcePaid(order: Order, log: Logger): Promise<void> {
  if (!(await publish('orderPaid', { orderId: order._id }, log))) throw new Error(`Order ${order._id} is paid but was not announced; retry to announce it`);
}

/** A Stripe event, handled once per event id. */
export async function handleStripeEvent(event: { id: string; type: string; data: { object: unknown } }, log: Logger) {
  const session = event.data.object as Stripe.Checkout.Session;
  const outcome = outcomeOf(event.type, session);
  if (!outcome) return 'ignored';
  if (await paymentEventSeen(event.id)) return 'duplicate';
  const result = await applyCheckoutOutcome(session, outcome, log);
  await recordPaymentEvent(event.id, event.type, session.metadata?.orderId);
  return result;
}
