/** GET /products/name/{productName}: one product with its images, options and covers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@shared/api/routes/catalog';
import { nameKeyOf } from '@shared/catalog-rules';
import type { PublicProduct } from '@shared/catalog';
import { api } from '@/lib/api-client';
import { isFinalAnswer, queryClient } from '@/lib/query-client';

const getProduct = (productName: string) =>
  api(catalogRoutes.getProductByName, { params: { productName } });

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

/**
 * The product for its page. A final answer the route's prefetch already had (404: no such product) is
 * shown as it is; only a failure on the way is asked again as the page mounts.
 */
export function useProduct(productName: string) {
  const query = productQuery(productName);
  return useQuery({ ...query, retryOnMount: !isFinalAnswer(queryClient.getQueryState(query.queryKey)?.error) });
}
