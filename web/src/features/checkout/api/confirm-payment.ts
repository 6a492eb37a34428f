/**
 * POST /orders/{userId}/{orderId}/confirm-payment: the success page asks the server to check the
 * checkout session with Stripe and settle the order. Asked once per session, however often the
 * page renders (StrictMode runs effects twice; a reload asks again, which the server allows).
 */
import { orderStatusSchema, paymentStatuses } from '@shared/orders';
import { api } from '@/lib/api-client';
import * as z from 'zod';

const confirmedSchema = z.object({ paymentStatus: z.enum(paymentStatuses), status: orderStatusSchema.optional() });
export type PaymentConfirmation = z.infer<typeof confirmedSchema>;

const asked = new Map<string, Promise<PaymentConfirmation>>();

export function confirmPayment(userId: string, orderId: string, sessionId: string): Promise<PaymentConfirmation> {
  const key = `${userId}/${orderId}/${sessionId}`;
  let answer = asked.get(key);
  if (!answer) {
    const path = `/orders/${encodeURIComponent(userId)}/${encodeURIComponent(orderId)}/confirm-payment`;
    answer = api.post(path, { sessionId }, confirmedSchema);
    // A failure may be asked again (Try again), an answer is kept.
    answer.catch(() => asked.delete(key));
    asked.set(key, answer);
  }
  return answer;
}
