/** GET /albums/all-Albums: every album. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@shared/api/routes/catalog';
import { api } from '@/lib/api-client';

export const albumsQuery = queryOptions({
  queryKey: ['albums'],
  queryFn: () => api(catalogRoutes.listAlbums),
});

export const useAlbums = () => useQuery(albumsQuery);
