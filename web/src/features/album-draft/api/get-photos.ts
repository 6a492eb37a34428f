/** GET /galleries/user/{userId}/{orderId}/items?lineId=: the album line's photos, with their thumbnails' links. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const draftPhotosQuery = (userId: string, orderId: string, lineId: string) =>
  queryOptions({
    queryKey: ['draft-photos', userId, orderId, lineId],
    queryFn: ({ signal }) =>
      api('GET /galleries/user/{userId}/{orderId}/items', { params: { userId, orderId }, query: { lineId }, signal }).then((r) => r.images),
    // The thumbnails' links expire after a while: read them again when the page opens again.
    staleTime: 60_000,
    retry: false,
  });
