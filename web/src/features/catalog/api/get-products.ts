/** GET /products/all-products, optionally narrowed to one category. */
import * as z from 'zod';
import { productSchema, type Category, type Product } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { useQuery, type Query } from '@/lib/query';

type ProductCategory = Exclude<Category, 'Albums'>;

export const getProducts = (category?: ProductCategory): Promise<Product[]> =>
  api.get('/products/all-products', z.array(productSchema), { query: { category } });

export const productsQuery = (category?: ProductCategory): Query<Product[]> => ({
  key: `products:${category ?? 'all'}`,
  fetch: () => getProducts(category),
});

export const useProducts = (category?: ProductCategory) => useQuery(productsQuery(category));
