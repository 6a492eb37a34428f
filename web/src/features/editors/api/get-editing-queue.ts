/** GET /orders/editors/{userId}: the editing queue and its counts, for the signed-in editor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const editingQueueQuery = (userId: string) =>
  queryOptions({
    queryKey: ['editors', 'queue', userId],
    queryFn: ({ signal }) => api('GET /orders/editors/{userId}', { params: { userId }, signal }),
    // Customers answer proofs meanwhile: read it afresh whenever the dashboard opens.
    staleTime: 0,
  });

export const useEditingQueue = (userId: string | undefined) => useQuery({ ...editingQueueQuery(userId ?? ''), enabled: !!userId });
