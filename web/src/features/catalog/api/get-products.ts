/** GET /products/all-products, optionally narrowed to one category. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@shared/api/routes/catalog';
import type { ProductCategory } from '@shared/catalog';
import { api } from '@/lib/api-client';

export const productsQuery = (category?: ProductCategory) =>
  queryOptions({
    queryKey: ['products', category ?? 'all'],
    queryFn: () => api(catalogRoutes.listProducts, { query: { category } }),
  });

export const useProducts = (category?: ProductCategory) => useQuery(productsQuery(category));
