/** GET /albums/name/{albumName}: one album with its options and covers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@shared/api/catalog';
import { nameKeyOf } from '@shared/catalog';
import { api } from '@/lib/api-client';

export const albumQuery = (albumName: string) =>
  queryOptions({
    queryKey: ['album', nameKeyOf(albumName)],
    queryFn: ({ signal }) => api(catalogRoutes.getAlbumByName, { params: { albumName }, signal }),
  });

export const useAlbum = (albumName: string) => useQuery(albumQuery(albumName));
