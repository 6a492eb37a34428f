/**
 * The target of the `notifications` rule (functions/events.ts): turns each of the shop's events
 * (shared/shop-events.ts) into its email, rendered with React Email as HTML and plain text, and
 * sends it. The one function that sends email: the handlers that change things only announce
 * them, so a person's request never waits for a mail provider nor fails with it.
 *
 * Sent once: before sending, a mark of the message is claimed in the table (a conditional put),
 * and after sending it is marked sent; a redelivery or a replay finds it sent and sends nothing.
 * If the send fails, the claim is given back and the delivery fails, to be retried by Lambda
 * (twice), then kept in the rule's dead-letter queue until `npm run redrive`. A delivery that dies
 * between sending and marking leaves a claim that another delivery takes over after
 * CLAIM_SECONDS, and sends again: at least once, never lost. While a claim is fresh, another
 * delivery of the same message fails, to be retried once it is settled.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { shopEventKindOf, shopEventSchemas } from '../../shared/shop-events';
import { claimNotification, markNotificationSent, releaseNotification } from '../data/notifications';
import { createLogger, describeError } from '../kit/logger';
import { sendEmail } from '../kit/mailer';
import { composeEvent } from './lib/compose';
import { renderEmail } from './lib/render-email';

/** Longer than the function may run (10 s), so only a dead delivery's claim is ever taken over. */
const CLAIM_SECONDS = 60;

export async function handler(event: EventBridgeEvent<string, unknown>) {
  const log = createLogger({ eventId: event.id, detailType: event['detail-type'] });
  const kind = shopEventKindOf(event['detail-type']);
  const detail = kind ? z.safeParse(shopEventSchemas[kind], event.detail) : undefined;
  if (!kind || !detail?.success) {
    // Retrying cannot make it readable: logged for a person, not dead-lettered.
    log.error('event this function cannot read, dropped', { detail: event.detail });
    return { result: 'refused' };
  }
  const composed = await composeEvent(kind, detail.data, event.id);
  if ('skip' in composed) {
    log.info('nothing to send', { reason: composed.skip });
    return { result: 'nothing to send' };
  }
  const email = await renderEmail(composed.send);
  const now = new Date();
  const claimedAt = now.toISOString();
  const claim = await claimNotification(composed.once, email, claimedAt, new Date(now.getTime() - CLAIM_SECONDS * 1000).toISOString());
  if (claim === 'sent') return { result: 'already sent' };
  if (claim === 'being sent') throw new Error(`Another delivery is sending ${composed.once}; this one is retried after it`);
  try {
    await sendEmail(email);
  } catch (err) {
    log.warn('email not sent; the delivery will be retried', describeError(err));
    await releaseNotification(composed.once, claimedAt);
    throw err;
  }
  await markNotificationSent(composed.once, new Date().toISOString());
  await composed.afterSending?.();
  log.info('email sent', { subject: email.subject });
  return { result: 'sent' };
}
