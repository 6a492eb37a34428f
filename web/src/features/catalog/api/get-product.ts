/** GET /products/name/{productName}: one product with its images, options and covers. */
import { nameKeyOf, productSchema, type Product } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { useQuery, type Query } from '@/lib/query';

export const getProduct = (productName: string): Promise<Product> =>
  api.get(`/products/name/${encodeURIComponent(productName)}`, productSchema);

export const productQuery = (productName: string): Query<Product> => ({
  key: `product:${nameKeyOf(productName)}`,
  fetch: () => getProduct(productName),
});

export const useProduct = (productName: string) => useQuery(productQuery(productName));
