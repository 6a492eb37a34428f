/** POST /orders/{userId}/stripe-create-checkout: a Stripe Checkout Session for a pending order; the browser goes to its url. */
import { orderRoutes } from '@shared/api/routes/orders';
import { api } from '@/lib/api-client';

export const createCheckout = (userId: string, orderId: string) =>
  api(orderRoutes.createCheckout, { params: { userId }, body: { orderId } });
