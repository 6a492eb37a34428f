/** GET /products/all-products, optionally narrowed to one category. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@shared/catalog';
import { api } from '@/lib/api-client';

export const productsQuery = (category?: ProductCategory) =>
  queryOptions({
    queryKey: ['products', category ?? 'all'],
    queryFn: () => api('GET /products/all-products', { query: { category } }),
  });

export const useProducts = (category?: ProductCategory) => useQuery(productsQuery(category));
