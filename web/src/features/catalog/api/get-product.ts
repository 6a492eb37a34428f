/** GET /products/name/{productName}: one product with its images, options and covers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@shared/api/catalog';
import { nameKeyOf } from '@shared/catalog';
import { api } from '@/lib/api-client';

export const productQuery = (productName: string) =>
  queryOptions({
    queryKey: ['product', nameKeyOf(productName)],
    queryFn: ({ signal }) => api(catalogRoutes.getProductByName, { params: { productName }, signal }),
  });

export const useProduct = (productName: string) => useQuery(productQuery(productName));
