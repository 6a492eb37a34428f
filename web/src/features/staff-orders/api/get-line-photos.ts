/**
 * GET /galleries/user/{userId}/{orderId}/items?lineId=: the customer's photos of one order line,
 * with short-lived links (the upload routes' contract). No photos, or no photo service yet, reads
 * as "No images found for this item."
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const linePhotosQuery = (userId: string, orderId: string, lineId: string) =>
  queryOptions({
    queryKey: ['staff', 'photos', orderId, lineId],
    queryFn: async ({ signal }) => {
      try {
        return (await api('GET /galleries/user/{userId}/{orderId}/items', { params: { userId, orderId }, query: { lineId }, signal })).images;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    // Read again on every visit: the customer may have added photos since, and the links expire.
    staleTime: 0,
  });

export const useLinePhotos = (userId: string, orderId: string, lineId: string) => useQuery(linePhotosQuery(userId, orderId, lineId));
