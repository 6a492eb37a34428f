/** GET /orders/{userId}/{orderId}: the order the draft's album line belongs to. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const draftOrderQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ['draft-order', userId, orderId],
    queryFn: ({ signal }) => api('GET /orders/{userId}/{orderId}', { params: { userId, orderId }, signal }),
    // The album's size and pages do not change while the customer shapes its draft.
    staleTime: 5 * 60_000,
    retry: false,
  });
