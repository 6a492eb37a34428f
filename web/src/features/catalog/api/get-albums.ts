/** GET /albums/all-Albums: every album. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const albumsQuery = queryOptions({
  queryKey: ['albums'],
  queryFn: () => api('GET /albums/all-Albums'),
});

export const useAlbums = () => useQuery(albumsQuery);
