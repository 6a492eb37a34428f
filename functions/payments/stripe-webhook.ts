/**
 * POST /webhooks/stripe: the second way in for Stripe events (e.g. `stripe listen` forwarding).
 * The Stripe-Signature header is checked against the raw body with the endpoint's signing
 * secret; anything unsigned or tampered with gets 400 and changes nothing.
 */
import { ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { paymentRoutes } from '../../shared/api/payments';
import { handleStripeEvent } from './fulfil';
import { stripe } from './stripe-client';

export const handler = route(paymentRoutes.stripeWebhook).handler(async ({ rawBody, headers, log }) => {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  const signature = headers['stripe-signature'];
  if (!secret || !signature) throw new ValidationFailed('The event is not signed.');
  let event;
  try {
    event = (await stripe()).webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new ValidationFailed('The event signature does not match.');
  }
  return { received: true, result: await handleStripeEvent(event, log) };
});
