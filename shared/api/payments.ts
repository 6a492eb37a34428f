/** Card payments: the payment status for /complete and Stripe's signed webhook. */
import * as z from 'zod/mini';
import { defineContract } from './contract';
import * as table from './routes';

export const getPaymentIntent = defineContract({
  ...table.getPaymentIntent,
  summary: "The status of a card payment for one of the customer's orders",
  response: z.object({ status: z.string(), orderId: z.string() }),
});

export const stripeWebhook = defineContract({
  ...table.stripeWebhook,
  summary: 'Stripe events with a Stripe-Signature (e.g. forwarded by stripe listen)',
  response: z.object({ received: z.literal(true), result: z.string() }),
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const paymentRoutes = { getPaymentIntent, stripeWebhook };
