/** POST /orders/{userId}/{orderId}/cancellation-request: the customer asks to cancel within 24 hours. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders';
import { api } from '@/lib/api-client';
import { ordersQuery } from './get-orders';

export function useRequestCancellation(order: Order) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      api('POST /orders/{userId}/{orderId}/cancellation-request', { params: { userId: order.user, orderId: order._id }, body: reason ? { reason } : {} }),
    onSuccess: (changed) => client.setQueryData(ordersQuery(order.user).queryKey, (orders) => orders?.map((o) => (o._id === changed._id ? changed : o))),
  });
}
