/** GET /galleries/user/{userId}/{orderId}/items?lineId=: the photos of one line, with short-lived links. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const lineImagesQuery = (userId: string, orderId: string, lineId: string) =>
  queryOptions({
    queryKey: ['line-images', userId, orderId, lineId],
    queryFn: ({ signal }) =>
      api('GET /galleries/user/{userId}/{orderId}/items', { params: { userId, orderId }, query: { lineId }, signal }).then((r) => r.images),
    // The links inside expire: read afresh whenever the photos are shown.
    staleTime: 0,
    // A photo still arriving (or still being checked once it has) changes state on the server:
    // look again until none is, so the list shows it uploaded or refused without a reopen.
    refetchInterval: (query) => (query.state.data?.some((image) => image.status === 'reserved') ? stillArrivingPollMs : false),
  });

const stillArrivingPollMs = 2_000;

export const useLineImages = (userId: string, orderId: string, lineId: string, enabled: boolean) =>
  useQuery({ ...lineImagesQuery(userId, orderId, lineId), enabled });
