/** POST /orders/{userId}/stripe-create-checkout: a Stripe Checkout Session for a pending order; the browser goes to its url. */
import { api } from '@/lib/api-client';
import * as z from 'zod';

const sessionSchema = z.object({ sessionId: z.string(), url: z.string().nullable() });

export const createCheckout = (userId: string, orderId: string) =>
  api.post(`/orders/${encodeURIComponent(userId)}/stripe-create-checkout`, { orderId }, sessionSchema);
