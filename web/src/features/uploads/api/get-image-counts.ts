/** GET /galleries/user/{userId}/image-count: photos held per line of each of the customer's orders. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const imageCountsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['image-counts', userId],
    queryFn: ({ signal }) => api('GET /galleries/user/{userId}/image-count', { params: { userId }, signal }).then((r) => r.imageCounts),
    staleTime: 0,
  });

export const useImageCounts = (userId: string, enabled = true) => useQuery({ ...imageCountsQuery(userId), enabled });
