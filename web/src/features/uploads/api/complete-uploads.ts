/** POST /orders/{userId}/{orderId}/uploads-complete: Step 2, the order goes to the studio. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders';
import { api } from '@/lib/api-client';
import { ordersQuery } from '@/features/orders';

export function useCompleteUploads(userId: string, orderId: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /orders/{userId}/{orderId}/uploads-complete', { params: { userId, orderId } }),
    onSuccess: (order) => {
      queries.setQueryData(ordersQuery(userId).queryKey, (orders: Order[] | undefined) => orders?.map((o) => (o._id === order._id ? order : o)));
    },
  });
}
