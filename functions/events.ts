/**
 * The event rules: which events reach which handler. The CDK stack makes one EventBridge rule per
 * entry, with one dead-letter queue that takes both what the rule could not deliver and what its
 * targets failed after Lambda's retries (their on-failure destination); the local event bus routes
 * by the same patterns, retries and dead-letters the same way, so both places deliver the same
 * events to the same code, and `npm run redrive` replays dead letters in both.
 */
export interface EventPattern {
  source?: (string | { prefix: string })[];
  'detail-type'?: string[];
}

import { shopEvents, shopEventSource, type ShopEventKind } from '../shared/shop-events';
import type { Grants } from './kit/route-def';

/** A rule that matches events by a pattern, or one that EventBridge raises itself every so many minutes. */
type EventSourceOf = { pattern: EventPattern; schedule?: never } | { schedule: { minutes: number }; pattern?: never };

export type EventRule = EventSourceOf & {
  description: string;
  /** Where the events come from: the Stripe partner event source (named per stage), or the account's default bus (S3, schedules). */
  bus: 'stripe' | 'default';
  /** Handler modules under functions/, each exporting `handler(event: EventBridgeEvent)`. */
  targets: string[];
  /** What the targets may touch, as for routes. */
  grants: Grants;
};

export const stripeCheckoutEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

/** The events after which an order's status, payment or refund may have changed: each brings its dashboard figures up to date. */
export const dashboardEvents = [
  'orderPaid',
  'orderStatusChanged',
  'orderShipped',
  'proofSent',
  'proofAnswered',
  'uploadsCompleted',
  'refundIssued',
  'editingStatusChanged',
] as const satisfies readonly ShopEventKind[];

export const eventRules = {
  stripeCheckout: {
    description: 'Stripe Checkout outcomes, delivered to the payment handler',
    bus: 'stripe',
    pattern: { source: [{ prefix: 'aws.partner/stripe.com' }], 'detail-type': [...stripeCheckoutEvents] },
    targets: ['payments/handle-stripe-event'],
    // Stripe: to refund a second payment of a paid order; events: to announce the order paid.
    grants: { table: 'write', stripe: true, events: 'put' },
  },
  notifications: {
    description: 'The shop’s own events (shared/shop-events.ts), turned into the emails the customer or the studio get',
    bus: 'default',
    pattern: { source: [shopEventSource], 'detail-type': Object.values(shopEvents) },
    targets: ['notifications/send-notification'],
    // The one function that sends email. The table: to read the order or request an event names,
    // and to keep a mark per message sent, so a redelivered event sends once.
    grants: { table: 'write', email: true, site: true, studioEmail: true },
  },
  dashboard: {
    description: 'The shop’s events that change an order’s status, payment or refund, kept as the studio dashboard’s figures',
    bus: 'default',
    pattern: { source: [shopEventSource], 'detail-type': dashboardEvents.map((kind) => shopEvents[kind]) },
    targets: ['dashboard/update-dashboard'],
    // The table: to read the order an event names and to write its figures and the counters.
    grants: { table: 'write' },
  },
  photoArrivals: {
    description: 'Files arriving in the uploads bucket, checked to be printable photos',
    bus: 'default',
    pattern: { source: ['aws.s3'], 'detail-type': ['Object Created'] },
    targets: ['uploads/check-upload'],
    grants: { table: 'write', uploads: 'manage' },
  },
  lapsedPlaces: {
    description: 'Every 15 minutes, places on order lines that no photo will take are given back',
    bus: 'default',
    schedule: { minutes: 15 },
    targets: ['uploads/release-lapsed-places'],
    // The table: to settle holds and release reservations; the bucket: to see whether a file came.
    grants: { table: 'write', uploads: 'read' },
  },
} satisfies Record<string, EventRule>;

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);
/**
 * The construct id of a rule's target function in the stack: `notifications`,
 * `notifications/send-notification` → `NotificationsNotificationsSendNotification`. The local cloud
 * names the function it is running by the same id, to find its role in the synthesized stack.
 */
export const eventTargetId = (rule: string, module: string): string =>
  pascal(rule) +
  module
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');

/** The stack output holding a rule's dead-letter queue URL, which `npm run redrive` reads: `notifications` → `NotificationsDeadLetterQueue`. */
export const deadLetterOutputName = (rule: string) => `${rule[0]!.toUpperCase()}${rule.slice(1)}DeadLetterQueue`;
