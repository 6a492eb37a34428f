/**
 * The target of the `dashboard` rule (functions/events.ts): each event that changes an order's
 * status, payment or refund brings the studio dashboard's figures for that order up to date, from
 * the order as stored now. Redelivered, replayed or out of order, an event counts nothing twice
 * (functions/data/dashboard.ts); a failure is retried, then kept for `npm run redrive`.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { shopEventKindOf, shopEventSchemas } from '../../shared/shop-events';
import { syncOrderFigures } from '../data/dashboard';
import { getOrder } from '../data/orders';
import { createLogger } from '../kit/logger';

export async function handler(event: EventBridgeEvent<string, unknown>) {
  const log = createLogger({ eventId: event.id, detailType: event['detail-type'] });
  const kind = shopEventKindOf(event['detail-type']);
  const detail = kind && kind !== 'callbackRequested' ? z.safeParse(shopEventSchemas[kind], event.detail) : undefined;
  if (!detail?.success) {
    // Retrying cannot make it readable: logged for a person, not dead-lettered.
    log.error('event this function cannot read, dropped', { detail: event.detail });
    return { result: 'refused' };
  }
  const order = await getOrder((detail.data as { orderId: string }).orderId);
  if (!order) return { result: 'no such order' };
  const result = await syncOrderFigures(order, event.id);
  log.info('dashboard figures', { orderId: order._id, result });
  return { result };
}
