/**
 * POST /orders/{userId}/{orderId}/confirm-payment: the success page asks the server to check the
 * checkout session with Stripe and settle the order. Asked once per session, however often the
 * page renders (StrictMode runs effects twice; a reload asks again, which the server allows).
 */
import type { ContractOf } from '@shared/api';
import type { ResponseOf } from '@shared/api/contract';
import { api } from '@/lib/api-client';

export type PaymentConfirmation = ResponseOf<ContractOf<'POST /orders/{userId}/{orderId}/confirm-payment'>>;

const asked = new Map<string, Promise<PaymentConfirmation>>();

export function confirmPayment(userId: string, orderId: string, sessionId: string): Promise<PaymentConfirmation> {
  const key = `${userId}/${orderId}/${sessionId}`;
  let answer = asked.get(key);
  if (!answer) {
    answer = api('POST /orders/{userId}/{orderId}/confirm-payment', { params: { userId, orderId }, body: { sessionId } });
    // A failure may be asked again (Try again), an answer is kept.
    answer.catch(() => asked.delete(key));
    asked.set(key, answer);
  }
  return answer;
}
