/** GET /albums/name/{albumName}: one album with its options and covers. */
import { albumSchema, nameKeyOf, type Album } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { useQuery, type Query } from '@/lib/query';

export const getAlbum = (albumName: string): Promise<Album> =>
  api.get(`/albums/name/${encodeURIComponent(albumName)}`, albumSchema);

export const albumQuery = (albumName: string): Query<Album> => ({
  key: `album:${nameKeyOf(albumName)}`,
  fetch: () => getAlbum(albumName),
});

export const useAlbum = (albumName: string) => useQuery(albumQuery(albumName));
