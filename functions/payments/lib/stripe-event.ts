/**
 * What a Stripe event must look like before anything acts on it. A correctly signed event is
 * still outside input: its id becomes a table key (over 2 KB, DynamoDB refuses the key), and a
 * Checkout Session's metadata names the order. Both ways in (the webhook and the EventBridge
 * target) check it here and refuse a malformed event without touching the table.
 */
import * as z from 'zod/mini';
import { stripeCheckoutEvents } from '../../events';

const stripeId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,255}$/, 'Not a Stripe id'));

export const stripeEventSchema = z.object({
  id: stripeId,
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  data: z.object({ object: z.looseObject({}) }),
});

/** The fields of a Checkout Session that fulfilment reads; the rest of the session passes as it is. */
const checkoutSessionSchema = z.looseObject({
  id: stripeId,
  metadata: z.optional(z.nullable(z.looseObject({ orderId: z.optional(stripeId), userId: z.optional(stripeId) }))),
  amount_total: z.optional(z.nullable(z.int())),
  payment_status: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
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

function describe(error: z.core.$ZodError, under?: string): string {
  const issue = error.issues[0];
  const path = [under, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return `${path || 'event'}: ${issue?.message ?? 'not valid'}`;
}
