/**
 * The Album Revision's order panel (features/add-ons), which asks which album the revision is
 * for from the cart and the orders: it brings the cart's rules and their schemas, which no other
 * product's page needs before it is live. So the product page loads it only for an editing
 * product (lazy-page.ts, `PagePart`), and the prerendered page of such a product preloads it.
 * The panel itself is drawn by the page (routes/shop/product-order.tsx).
 */
import type { Params } from 'react-router';
import type { PublicProduct } from '@shared/catalog';
import { productQuery } from '@/features/catalog';
import { loadOnce } from '@/lib/load-once';
import { queryClient } from '@/lib/query-client';
import type { PagePart } from './lazy-page';

const addOns = loadOnce(() => import('@/features/add-ons'));

/** The add-ons' code, when it is in. */
export const loadedAddOns = addOns.loaded;

export const loadAddOns = addOns.load;

/** An editing service on sale is bought for an album: its page shows the revision's panel. */
export const sellsRevision = (product: PublicProduct): boolean => product.category === 'Editing' && product.availableForPurchase;

/** The panel, as the page at `params` needs it: only for an editing product the cache already holds. */
export function revisionPartOf(params: Params): PagePart[] {
  const product = params.productName ? queryClient.getQueryData(productQuery(params.productName).queryKey) : undefined;
  return product && sellsRevision(product) ? [{ source: 'src/features/add-ons/index.ts', load: loadAddOns }] : [];
}
