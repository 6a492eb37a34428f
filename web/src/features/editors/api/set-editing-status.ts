/**
 * PUT /orders/editors/{clientId}/{orderId}/status with the version the dashboard read. The answer
 * is the order's new row: it replaces the old one in the queue (the counts are read again).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueOrder } from '@shared/editing';
import type { editorStatuses } from '@shared/orders';
import { api } from '@/lib/api-client';
import { orderDesignsQuery } from './get-order-designs';

export function useSetEditingStatus(order: QueueOrder) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: (typeof editorStatuses)[number]) =>
      api('PUT /orders/editors/{clientId}/{orderId}/status', {
        params: { clientId: order.user, orderId: order._id },
        body: { status, version: order.version },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['editors', 'queue'] });
      void client.invalidateQueries({ queryKey: orderDesignsQuery(order.user, order._id).queryKey });
    },
  });
}
