/** GET /orders/{userId}/payment-intents/{paymentIntentId}: how a card payment for one of the customer's orders stands. */
import { api } from '@/lib/api-client';

export const getPaymentIntent = (userId: string, paymentIntentId: string) =>
  api('GET /orders/{userId}/payment-intents/{paymentIntentId}', { params: { userId, paymentIntentId } });
