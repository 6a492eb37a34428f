/** GET /orders/{userId}/payment-intents/{paymentIntentId}: how a card payment for one of the customer's orders stands. */
import { paymentRoutes } from '@shared/api/routes/payments';
import { api } from '@/lib/api-client';

export const getPaymentIntent = (userId: string, paymentIntentId: string) =>
  api(paymentRoutes.getPaymentIntent, { params: { userId, paymentIntentId } });
