/**
 * Puts the shop's own events on the account's default EventBridge bus, where the rules of
 * functions/events.ts pick them up. Locally the endpoint is the local bus
 * (AWS_ENDPOINT_URL_EVENTBRIDGE), so the same call reaches the same targets.
 */
import { jsonCall, services } from './aws-request';
import { shopEventSource, shopEvents } from '../events';

interface PutEventsAnswer {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

export async function putShopEvent<K extends keyof typeof shopEvents>(kind: K, detail: Record<string, unknown>): Promise<void> {
  const result = await jsonCall<PutEventsAnswer>(services.eventBridge, 'AWSEvents.PutEvents', {
    Entries: [{ Source: shopEventSource, DetailType: shopEvents[kind], Detail: JSON.stringify(detail) }],
  });
  // PutEvents answers 200 even when an entry was refused; a refused entry is a failure to retry.
  if (result.FailedEntryCount) {
    const entry = result.Entries?.[0];
    throw new Error(`The ${shopEvents[kind]} event was not accepted: ${entry?.ErrorCode ?? ''} ${entry?.ErrorMessage ?? ''}`.trim());
  }
}
