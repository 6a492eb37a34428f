/**
 * The products page's server state: the staff lists (with costs and versions) and the add and
 * edit calls. Each save's answer goes into the staff list, and the storefront's catalog queries
 * are marked stale so the shop shows the change on its next look.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Album, Product } from '@shared/catalog';
import type { AlbumEdit, NewAlbum, NewProduct, ProductEdit } from '@shared/catalog-admin';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const staffAlbumsQuery = queryOptions({
  queryKey: ['staff-catalog', 'albums'],
  queryFn: () => api('GET /admin/catalog/albums', {}),
});
export const staffProductsQuery = queryOptions({
  queryKey: ['staff-catalog', 'products'],
  queryFn: () => api('GET /admin/catalog/products', {}),
});
export const useStaffAlbums = () => useQuery(staffAlbumsQuery);
export const useStaffProducts = () => useQuery(staffProductsQuery);

/** The storefront's queries of the catalog: lists, and each album and product page. */
const storefrontKeys = [['albums'], ['products'], ['album'], ['product']];
const storefrontChanged = () => Promise.all(storefrontKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

function remember<T extends { _id: string }>(key: readonly unknown[], item: T): T {
  queryClient.setQueryData<T[]>(
    key,
    (list) => list && (list.some((x) => x._id === item._id) ? list.map((x) => (x._id === item._id ? item : x)) : [...list, item]),
  );
  void storefrontChanged();
  return item;
}

export const saveAlbum = async (id: string, body: AlbumEdit): Promise<Album> =>
  remember(staffAlbumsQuery.queryKey, await api('PUT /albums/{albumName}', { params: { albumName: id }, body }));
export const saveProduct = async (id: string, body: ProductEdit): Promise<Product> =>
  remember(staffProductsQuery.queryKey, await api('PUT /products/{id}', { params: { id }, body }));
export const addAlbum = async (body: NewAlbum): Promise<Album> => remember(staffAlbumsQuery.queryKey, await api('POST /albums/add-albums', { body }));
export const addProduct = async (body: NewProduct): Promise<Product> =>
  remember(staffProductsQuery.queryKey, await api('POST /products/add-new-product', { body }));
