/**
 * GET /orders/{userId}/payment-intents/{paymentIntentId}: the status of a card payment (for the /complete page:
 * succeeded, processing, requires_payment_method…), only for the customer whose order it pays.
 */
import { getOrder } from '../data/orders';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/payments';
import { stripe } from './lib/stripe-client';

export const handler = route(contracts.getPaymentIntent).handler(async ({ params }) => {
  let intent;
  try {
    intent = await (await stripe()).paymentIntents.retrieve(params.paymentIntentId);
  } catch {
    throw new NotFound('Payment not found.');
  }
  const order = intent.metadata?.orderId ? await getOrder(intent.metadata.orderId) : undefined;
  if (!order || order.user !== params.userId) throw new NotFound('Payment not found.');
  return { status: intent.status, orderId: order._id };
});
