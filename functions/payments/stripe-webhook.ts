/**
 * POST /webhooks/stripe: the second way in for Stripe events (e.g. `stripe listen` forwarding).
 * The Stripe-Signature header is checked against the raw body with the endpoint's signing
 * secret; anything unsigned or tampered with gets 400 and changes nothing, and so does a signed
 * event that is not one we can read (stripe-event.ts). A signing secret the
 * function cannot read is our configuration error: logged, and answered 500, never a 400 that
 * would read as Stripe's fault.
 */
import Stripe from 'stripe';
import { ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/payments';
import { handleStripeEvent } from './lib/fulfil';
import { readStripeEvent } from './lib/stripe-event';
import { webhookSecret } from './lib/webhook-secret';

export const handler = route(contracts.stripeWebhook).handler(async ({ rawBody, headers, log }) => {
  const signature = headers['stripe-signature'];
  if (!signature) throw new ValidationFailed('The event is not signed.');
  const secret = await webhookSecret();
  let event;
  try {
    // Checking a signature needs only the signing secret, not an API key: no client is made.
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new ValidationFailed('The event signature does not match.');
  }
  const read = readStripeEvent(event);
  if ('problem' in read) throw new ValidationFailed(`The event is not one we can read (${read.problem}).`);
  return { received: true, result: await handleStripeEvent(read.event, log) };
});
