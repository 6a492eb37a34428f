/**
 * POST /orders/{userId}/{orderId}/confirm-payment: the payment-success page asks the server to
 * check the session with Stripe, so the order shows as paid even before the event arrives.
 * Fulfilment runs once, whichever way the news comes first.
 */
import { getOrder } from '../data/orders';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/orders';
import { applyCheckoutOutcome } from '../payments/lib/fulfil';
import { stripe } from '../payments/lib/stripe-client';

export const handler = route(contracts.confirmPayment).handler(async ({ body, params, log }) => {
  const session = await (await stripe()).checkout.sessions.retrieve(body.sessionId).catch((error: unknown) => {
    // A session id Stripe does not know is a bad link, not our failure.
    if ((error as { code?: string }).code === 'resource_missing') throw new NotFound('Order not found.');
    throw error;
  });
  if (session.metadata?.orderId !== params.orderId || session.metadata?.userId !== params.userId) throw new NotFound('Order not found.');
  if (session.status === 'complete' && session.payment_status === 'paid') await applyCheckoutOutcome(session, 'paid', log);
  const order = await getOrder(params.orderId);
  return { paymentStatus: order?.paymentStatus ?? 'pending', status: order?.status };
});
