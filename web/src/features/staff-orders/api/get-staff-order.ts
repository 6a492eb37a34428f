/** GET /staff/orders/{orderId}: the order page's order, read afresh when the page opens. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const staffOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['staff', 'order', orderId],
    queryFn: ({ signal }) => api('GET /staff/orders/{orderId}', { params: { orderId }, signal }),
    staleTime: 0,
  });

export const useStaffOrder = (orderId: string) => useQuery(staffOrderQuery(orderId));
