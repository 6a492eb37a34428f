/** Card payments: the payment status for /complete and Stripe's signed webhook. */
import * as z from 'zod/mini';
import { defineContract } from './contract';

export const paymentRoutes = {
  getPaymentIntent: defineContract({
    method: 'GET', path: '/orders/{userId}/payment-intents/{paymentIntentId}', summary: "The status of a card payment for one of the customer's orders",
    allow: ['owner'], response: z.object({ status: z.string(), orderId: z.string() }),
  }),
  stripeWebhook: defineContract({
    method: 'POST', path: '/webhooks/stripe', summary: 'Stripe events with a Stripe-Signature (e.g. forwarded by stripe listen)',
    allow: ['public'], response: z.object({ received: z.literal(true), result: z.string() }),
  }),
};
