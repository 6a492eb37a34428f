/** GET /albums/all-Albums: every album. */
import * as z from 'zod';
import { albumSchema, type Album } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { useQuery, type Query } from '@/lib/query';

export const getAlbums = (): Promise<Album[]> => api.get('/albums/all-Albums', z.array(albumSchema));

export const albumsQuery: Query<Album[]> = { key: 'albums', fetch: getAlbums };

export const useAlbums = () => useQuery(albumsQuery);
