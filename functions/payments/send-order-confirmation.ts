/**
 * The target of the `orderPaid` rule (functions/events.ts): emails the customer their order
 * confirmation, apart from settling the payment, so a mail failure is retried (Lambda's two
 * retries, then the rule's dead-letter queue and `npm run redrive`) without touching the payment.
 * Sent once in every ordinary case: a delivery claims the sending on the order first and records
 * it after; a redelivery after that finds it sent. A delivery that dies between sending and
 * recording leaves a claim that a retry takes over after CLAIM_SECONDS, and then sends again:
 * at least once, never lost.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { getOrder } from '../data/orders';
import { claimConfirmation, markConfirmationSent, releaseConfirmation } from '../data/payments';
import { createLogger, describeError } from '../kit/logger';
import { sendEmail } from '../kit/mailer';
import { orderConfirmation } from './lib/order-confirmation';

/** Longer than a function may run (10 s), so only a dead delivery's claim is ever taken over. */
const CLAIM_SECONDS = 60;

export async function handler(event: EventBridgeEvent<string, { orderId: string }>) {
  const log = createLogger({ eventId: event.id, orderId: event.detail.orderId });
  const order = await getOrder(event.detail.orderId);
  if (!order || order.paymentStatus !== 'paid') {
    log.error('order paid event names no paid order');
    return { result: 'refused' };
  }
  if (order.confirmationSentAt) return { result: 'already sent' };
  const now = new Date();
  const claimedAt = now.toISOString();
  if (!(await claimConfirmation(order._id, claimedAt, new Date(now.getTime() - CLAIM_SECONDS * 1000).toISOString()))) return { result: 'sent or being sent' };
  try {
    await sendEmail(orderConfirmation(order));
  } catch (err) {
    log.warn('order confirmation not sent; the delivery will be retried', describeError(err));
    await releaseConfirmation(order._id, claimedAt);
    throw err;
  }
  await markConfirmationSent(order._id, new Date().toISOString());
  log.info('order confirmation sent');
  return { result: 'sent' };
}
