/**
 * PUT /orders/{userId}/{orderId}/status-update with the version the page read. The answer is the
 * order as stored: it replaces the page's copy, and the board is read again next time it opens.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@shared/orders';
import type { StaffStatusChange } from '@shared/staff-orders';
import { api } from '@/lib/api-client';
import { staffOrderQuery } from './get-staff-order';
import { boardQuery } from './get-outstanding-orders';

export function useSetOrderStatus(order: Order) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StaffStatusChange) =>
      api('PUT /orders/{userId}/{orderId}/status-update', { params: { userId: order.user, orderId: order._id }, body: change }),
    onSuccess: (changed) => {
      client.setQueryData(staffOrderQuery(order._id).queryKey, changed);
      void client.invalidateQueries({ queryKey: boardQuery.queryKey });
    },
  });
}
