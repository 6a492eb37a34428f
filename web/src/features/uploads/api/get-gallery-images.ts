/** GET /gallery/gallery-images/{userId}/{orderId}: the order gallery's name and photos. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const galleryImagesQuery = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: ['gallery-images', userId, orderId],
    queryFn: ({ signal }) => api('GET /gallery/gallery-images/{userId}/{orderId}', { params: { userId, orderId }, signal }),
    staleTime: 0,
    // A photo still arriving, or arrived and still being checked, has no link yet: look again
    // until none is, so each shows once it is ready without a reload.
    refetchInterval: (query) => (query.state.data?.images.some((image) => image.status === 'reserved') ? stillArrivingPollMs : false),
  });

const stillArrivingPollMs = 2_000;

export const useGalleryImages = (userId: string, orderId: string) => useQuery(galleryImagesQuery(userId, orderId));
