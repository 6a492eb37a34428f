/**
 * The EventBridge target for Stripe's Checkout events (functions/events.ts). The event's detail
 * is the Stripe event. EventBridge invokes it asynchronously: a failure throws, Lambda retries it
 * twice, and then its on-failure destination keeps it in the rule's dead-letter queue, from where
 * `npm run redrive` replays it (infra/cdk/events.ts).
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { createLogger } from '../kit/logger';
import { handleStripeEvent } from './fulfil';

type StripeEvent = { id: string; type: string; data: { object: unknown } };

export async function handler(event: EventBridgeEvent<string, StripeEvent>) {
  const log = createLogger({ eventId: event.detail.id, type: event['detail-type'] });
  const result = await handleStripeEvent(event.detail, log);
  log.info('stripe event handled', { result });
  return { result };
}
