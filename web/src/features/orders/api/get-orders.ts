/** GET /orders/{userId}: the customer's orders, newest first, read afresh each time My Orders opens. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ordersQuery = (userId: string) =>
  queryOptions({
    queryKey: ['orders', userId],
    queryFn: () => api('GET /orders/{userId}', { params: { userId } }),
    // Orders move on without this page (payment events, the studio): show the cache, then refresh it.
    staleTime: 0,
  });

export const useOrders = (userId: string | undefined) => useQuery({ ...ordersQuery(userId ?? ''), enabled: !!userId });
