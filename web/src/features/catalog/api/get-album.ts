/** GET /albums/name/{albumName}: one album with its options and covers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@shared/api/routes/catalog';
import { nameKeyOf } from '@shared/catalog-rules';
import type { PublicAlbum } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { isFinalAnswer, queryClient } from '@/lib/query-client';

const getAlbum = (albumName: string) =>
  api(catalogRoutes.getAlbumByName, { params: { albumName } });

export const albumQuery = (albumName: string) =>
  queryOptions({
    queryKey: ['album', nameKeyOf(albumName)],
    queryFn: () => getAlbum(albumName),
  });

/**
 * The album as the catalog has it right now (a guest's Add to Cart prices the line from it). A
 * failure is the caller's alone: the page showing the album keeps what it shows.
 */
export async function readAlbumNow(albumName: string): Promise<PublicAlbum> {
  const album = await getAlbum(albumName);
  queryClient.setQueryData(albumQuery(albumName).queryKey, album);
  return album;
}

/**
 * The album for its page. A final answer the route's prefetch already had (404: no such album) is
 * shown as it is; only a failure on the way is asked again as the page mounts.
 */
export function useAlbum(albumName: string) {
  const query = albumQuery(albumName);
  return useQuery({ ...query, retryOnMount: !isFinalAnswer(queryClient.getQueryState(query.queryKey)?.error) });
}
