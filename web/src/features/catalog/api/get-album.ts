/** GET /albums/name/{albumName}: one album with its options and covers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nameKeyOf } from '@shared/catalog-rules';
import type { PublicAlbum } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const getAlbum = (albumName: string) => api('GET /albums/name/{albumName}', { params: { albumName } });

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

export const useAlbum = (albumName: string) => useQuery(albumQuery(albumName));
