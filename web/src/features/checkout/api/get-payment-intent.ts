/** GET /orders/{userId}/payment-intents/{paymentIntentId}: how a card payment for one of the customer's orders stands. */
import { api } from '@/lib/api-client';
import * as z from 'zod';

const intentSchema = z.object({ status: z.string(), orderId: z.string() });

export const getPaymentIntent = (userId: string, paymentIntentId: string) =>
  api.get(`/orders/${encodeURIComponent(userId)}/payment-intents/${encodeURIComponent(paymentIntentId)}`, intentSchema);
