/**
 * The customer's draft of one album, for the editors: GET /orders/{userId}/{orderId}/drafts/{lineId}
 * (the draft and its version), and the album's photos (GET /galleries/user/{userId}/{orderId}/items)
 * whose file names and thumbnails the draft's image ids stand for.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const customerDraftQuery = (userId: string, orderId: string, lineId: string) =>
  queryOptions({
    queryKey: ['editors', 'draft', orderId, lineId],
    queryFn: async ({ signal }) => {
      const [stored, listed] = await Promise.all([
        api('GET /orders/{userId}/{orderId}/drafts/{lineId}', { params: { userId, orderId, lineId }, signal }),
        api('GET /galleries/user/{userId}/{orderId}/items', { params: { userId, orderId }, query: { lineId }, signal }),
      ]);
      return { ...stored, photos: listed.images };
    },
    // Read again on every visit: the customer may have changed the draft, and the links expire.
    staleTime: 0,
  });

export const useCustomerDraft = (userId: string, orderId: string, lineId: string, enabled: boolean) =>
  useQuery({ ...customerDraftQuery(userId, orderId, lineId), enabled });

export type CustomerDraft = Awaited<ReturnType<NonNullable<ReturnType<typeof customerDraftQuery>['queryFn']>>>;
