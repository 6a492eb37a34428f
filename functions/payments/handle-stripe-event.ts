/**
 * The EventBridge target for Stripe's Checkout events (functions/events.ts). The event's detail
 * is the Stripe event. EventBridge invokes it asynchronously: a failure throws, Lambda retries it
 * twice, and then its on-failure destination keeps it in the rule's dead-letter queue, from where
 * `npm run redrive` replays it (infra/cdk/events.ts). An event that is not one we can read
 * (stripe-event.ts) is logged and dropped, since no retry would make it readable.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { createLogger } from '../kit/logger';
import { handleStripeEvent } from './lib/fulfil';
import { readStripeEvent } from './lib/stripe-event';

type StripeEvent = { id: string; type: string; data: { object: unknown } };

export async function handler(event: EventBridgeEvent<string, StripeEvent>) {
  const read = readStripeEvent(event.detail);
  const log = createLogger({ eventId: 'event' in read ? read.event.id : undefined, type: event['detail-type'] });
  if ('problem' in read) {
    log.error('stripe event not readable, dropped', { problem: read.problem });
    return { result: 'malformed' };
  }
  const result = await handleStripeEvent(read.event, log);
  log.info('stripe event handled', { result });
  return { result };
}
