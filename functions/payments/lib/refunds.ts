/**
 * Card refunds through Stripe, for the staff's cancel-and-refund and for a second payment of an
 * order already paid. Each carries an idempotency key, so a retried request refunds once.
 */
import { stripe, type Stripe } from './stripe-client';

/** The card payment a Checkout Session collected, if it collected one. */
export const paymentIntentOf = (session: Pick<Stripe.Checkout.Session, 'payment_intent'>): string | undefined =>
  typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;

export async function refundCard(options: {
  paymentIntent: string;
  idempotencyKey: string;
  orderId: string;
  reason: Stripe.RefundCreateParams.Reason;
}): Promise<Stripe.Refund> {
  return (await stripe()).refunds.create(
    { payment_intent: options.paymentIntent, reason: options.reason, metadata: { orderId: options.orderId } },
    { idempotencyKey: options.idempotencyKey },
  );
}
