/** POST /orders/{userId}/{orderId}/proof-answer: approve, or ask for changes. The answer is the order as stored. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofAnswer } from '@shared/editing';
import { ordersQuery } from '@/features/orders';
import { api } from '@/lib/api-client';
import { proofQuery } from './get-proof';

export function useAnswerProof(userId: string, orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: ProofAnswer) => api('POST /orders/{userId}/{orderId}/proof-answer', { params: { userId, orderId }, body: answer }),
    onSuccess: (order) => {
      client.setQueryData(ordersQuery(userId).queryKey, (was) => was?.map((o) => (o._id === order._id ? order : o)));
      void client.invalidateQueries({ queryKey: proofQuery(userId, orderId).queryKey });
    },
  });
}
