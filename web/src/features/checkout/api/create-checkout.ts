/** POST /orders/{userId}/stripe-create-checkout: a Stripe Checkout Session for a pending order; the browser goes to its url. */
import { api } from '@/lib/api-client';

export const createCheckout = (userId: string, orderId: string) =>
  api('POST /orders/{userId}/stripe-create-checkout', { params: { userId }, body: { orderId } });
