/**
 * Puts the shop's own events on the account's default EventBridge bus, where the rules of
 * functions/events.ts pick them up, with the SDK's client made once per container. Locally the
 * endpoint is the local bus (AWS_ENDPOINT_URL_EVENTBRIDGE), so the same call reaches the same targets.
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { shopEventSource, shopEvents } from '../events';

export const eventBridge = new EventBridgeClient({});

export async function putShopEvent<K extends keyof typeof shopEvents>(kind: K, detail: Record<string, unknown>): Promise<void> {
  const result = await eventBridge.send(
    new PutEventsCommand({
      Entries: [{ Source: shopEventSource, DetailType: shopEvents[kind], Detail: JSON.stringify(detail) }],
    }),
  );
  // PutEvents answers 200 even when an entry was refused; a refused entry is a failure to retry.
  if (result.FailedEntryCount) {
    const entry = result.Entries?.[0];
    throw new Error(`The ${shopEvents[kind]} event was not accepted: ${entry?.ErrorCode ?? ''} ${entry?.ErrorMessage ?? ''}`.trim());
  }
}
