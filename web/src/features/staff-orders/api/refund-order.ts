/** POST /orders/{userId}/{orderId}/refund (Admin): refund the card and cancel the order. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders';
import { api } from '@/lib/api-client';
import { boardQuery } from './get-outstanding-orders';
import { staffOrderQuery } from './get-staff-order';

export function useRefundOrder(order: Order) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      api('POST /orders/{userId}/{orderId}/refund', {
        params: { userId: order.user, orderId: order._id },
        body: { version: order.version ?? 0, ...(reason ? { reason } : {}) },
      }),
    onSuccess: (cancelled) => {
      client.setQueryData(staffOrderQuery(order._id).queryKey, cancelled);
      void client.invalidateQueries({ queryKey: boardQuery.queryKey });
    },
  });
}
