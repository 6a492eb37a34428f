/** GET /galleries/editor/{clientId}/{orderId}: every design round of each album, with the customer's comments. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const orderDesignsQuery = (clientId: string, orderId: string) =>
  queryOptions({
    queryKey: ['editors', 'designs', orderId],
    queryFn: ({ signal }) => api('GET /galleries/editor/{clientId}/{orderId}', { params: { clientId, orderId }, signal }),
    // Read again on every visit: the customer's comments arrive from elsewhere, and the links expire.
    staleTime: 0,
  });

export const useOrderDesigns = (clientId: string, orderId: string) => useQuery(orderDesignsQuery(clientId, orderId));
