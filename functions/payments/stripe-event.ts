/**
 * What a Stripe event must look like before anything acts on it. A correctly signed event is
 * still outside input: its id becomes a table key (over 2 KB, DynamoDB refuses the key), and a
 * Checkout Session's metadata names the order. Both ways in (the webhook and the EventBridge
 * target) check it here and refuse a malformed event without touching the table.
 */
import * as z from 'zod';
import { stripeCheckoutEvents } from '../events';

const stripeId = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/, 'Not a Stripe id');

export const stripeEventSchema = z.object({
  id: stripeId,
  type: z.string().min(1).max(100),
  data: z.object({ object: z.looseObject({}) }),
});

/** The fields of a Checkout Session that fulfilment reads; the rest of the session passes as it is. */
const checkoutSessionSchema = z.looseObject({
  id: stripeId,
  metadata: z.looseObject({ orderId: stripeId.optional(), userId: stripeId.optional() }).nullable().optional(),
  amount_total: z.int().nullable().optional(),
  payment_status: z.string().max(100).optional(),
  status: z.string().max(100).nullable().optional(),
});

export type StripeEvent = z.infer<typeof stripeEventSchema>;

const isCheckoutEvent = (type: string) => (stripeCheckoutEvents as readonly string[]).includes(type);

/** The event when it is one we can read; otherwise the first problem with it. */
export function readStripeEvent(raw: unknown): { event: StripeEvent } | { problem: string } {
  const envelope = stripeEventSchema.safeParse(raw);
  if (!envelope.success) return { problem: describe(envelope.error) };
  if (isCheckoutEvent(envelope.data.type)) {
    const session = checkoutSessionSchema.safeParse(envelope.data.data.object);
    if (!session.success) return { problem: describe(session.error, 'data.object') };
  }
  return { event: envelope.data };
}

function describe(error: z.ZodError, under?: string): string {
  const issue = error.issues[0];
  const path = [under, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return `${path || 'event'}: ${issue?.message ?? 'not valid'}`;
}
