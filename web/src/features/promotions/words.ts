/**
 * How a promotion reads to people, the same on the storefront, in the cart and in the staff
 * console: what it takes off ("30% off", "$50 off each") and what it applies to. No schema: the
 * sale pages use it.
 */
import type { PromotionFacts } from '@shared/promotion-rules';
import { formatCents } from '@shared/money';

/** `30% off` or `$50 off each`. */
export const discountOf = (p: Pick<PromotionFacts, 'kind' | 'value'>): string =>
  p.kind === 'percent' ? `${p.value}% off` : `${formatCents(p.value)} off each`;

const list = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** `every album`, `the Lux and Gallery albums`, `every album and the Edge Prints`… */
export function appliesToOf(p: Pick<PromotionFacts, 'albums' | 'products' | 'allAlbums' | 'allProducts'>): string {
  const albums = p.allAlbums ? 'every album' : p.albums.length === 0 ? '' : `the ${list(p.albums)} album${p.albums.length === 1 ? '' : 's'}`;
  const products = p.allProducts ? 'all wall art and products' : p.products.length === 0 ? '' : `the ${list(p.products)}`;
  return [albums, products].filter(Boolean).join(' and ') || 'nothing yet';
}
