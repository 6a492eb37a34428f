/**
 * The event rules: which events reach which handler. The CDK stack makes one EventBridge rule per
 * entry (with a dead-letter queue for its targets) and the local event bus routes by the same
 * patterns, so both places deliver the same events to the same code.
 */
export interface EventPattern {
  source?: (string | { prefix: string })[];
  'detail-type'?: string[];
}

import type { Grants } from './kit/route-def';

export interface EventRule {
  description: string;
  /** Where the events come from: the Stripe partner event source (named per stage), or the account's default bus (S3). */
  bus: 'stripe' | 'default';
  pattern: EventPattern;
  /** Handler modules under functions/, each exporting `handler(event: EventBridgeEvent)`. */
  targets: string[];
  /** What the targets may touch, as for routes. */
  grants: Grants;
}

export const stripeCheckoutEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

export const eventRules = {
  stripeCheckout: {
    description: 'Stripe Checkout outcomes, delivered to the payment handler',
    bus: 'stripe',
    pattern: { source: [{ prefix: 'aws.partner/stripe.com' }], 'detail-type': [...stripeCheckoutEvents] },
    targets: ['payments/handle-stripe-event'],
    grants: { table: 'write', stripe: true, email: true },
  },
  photoArrivals: {
    description: 'Files arriving in the uploads bucket, checked to be printable photos',
    bus: 'default',
    pattern: { source: ['aws.s3'], 'detail-type': ['Object Created'] },
    targets: ['uploads/check-upload'],
    grants: { table: 'write', uploads: 'manage' },
  },
} satisfies Record<string, EventRule>;
