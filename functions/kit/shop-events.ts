/**
 * Puts the shop's own domain events (shared/shop-events.ts) on the account's default EventBridge
 * bus, where the rules of functions/events.ts pick them up, with the SDK's client made once per
 * container. Locally the endpoint is the local bus (AWS_ENDPOINT_URL_EVENTBRIDGE), so the same
 * call reaches the same targets.
 *
 * `publish` is the one way a handler announces what it did, and it is called after the write
 * that made it happen holds. It never throws: the write stands whatever becomes of the
 * announcement, so a person is never told a saved change failed (and then refused a retry as a
 * conflict). An event the bus does not take (after the SDK's own retries) is logged as an error
 * with its whole detail, so it can be put again by hand, and counted (`ShopEventsNotPublished`,
 * which raises an alarm); `publish` answers false, and a caller that can be retried as a whole
 * (the payment handler, an event target itself) may throw to be retried.
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import * as z from 'zod/mini';
import { shopEvents, shopEventSchemas, shopEventSource, type ShopEventDetail, type ShopEventKind } from '../../shared/shop-events';
import { describeError, type Logger } from './logger';
import { count } from './metrics';

export const eventBridge = new EventBridgeClient({});

export async function publish<K extends ShopEventKind>(kind: K, detail: ShopEventDetail<K>, log: Logger): Promise<boolean> {
  const detailType = shopEvents[kind];
  try {
    // A detail that breaks its schema is a bug here, not the reader's problem: it is never put.
    const checked = z.parse(shopEventSchemas[kind], detail);
    const result = await eventBridge.send(
      new PutEventsCommand({ Entries: [{ Source: shopEventSource, DetailType: detailType, Detail: JSON.stringify(checked) }] }),
    );
    // PutEvents answers 200 even when an entry was refused; a refused entry was not published.
    if (result.FailedEntryCount) {
      const entry = result.Entries?.[0];
      throw new Error(`The bus refused the entry: ${entry?.ErrorCode ?? ''} ${entry?.ErrorMessage ?? ''}`.trim());
    }
    return true;
  } catch (err) {
    log.error('shop event not published', { detailType, detail, ...describeError(err) });
    count('ShopEventsNotPublished');
    return false;
  }
}
