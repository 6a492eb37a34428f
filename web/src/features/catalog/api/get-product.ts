/** GET /products/name/{productName}: one product with its images, options and covers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nameKeyOf } from '@shared/catalog-rules';
import type { PublicProduct } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const getProduct = (productName: string) => api('GET /products/name/{productName}', { params: { productName } });

export const productQuery = (productName: string) =>
  queryOptions({
    queryKey: ['product', nameKeyOf(productName)],
    queryFn: () => getProduct(productName),
  });

/** The product as the catalog has it right now; a failure is the caller's alone (see readAlbumNow). */
export async function readProductNow(productName: string): Promise<PublicProduct> {
  const product = await getProduct(productName);
  queryClient.setQueryData(productQuery(productName).queryKey, product);
  return product;
}

export const useProduct = (productName: string) => useQuery(productQuery(productName));
