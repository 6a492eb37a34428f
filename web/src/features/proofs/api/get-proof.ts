/** GET /orders/{userId}/{orderId}/proof: the design rounds sent to the customer, per album. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const proofQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ['proof', orderId],
    queryFn: ({ signal }) => api('GET /orders/{userId}/{orderId}/proof', { params: { userId, orderId }, signal }),
    // Read again on every visit: the studio sends new rounds from elsewhere, and the spreads' links
    // expire after 15 minutes.
    staleTime: 0,
  });

export const useProof = (userId: string, orderId: string, enabled: boolean) => useQuery({ ...proofQuery(userId, orderId), enabled });
