/** What the storefront offers: every album, most precious first, and the products on sale. */
import type { PublicAlbum, PublicProduct } from '@shared/catalog';
import { fromPrice } from '@shared/catalog-rules';

/** Lux, Gallery, Economy, Press Book: the order the studio presents its albums in. */
export const albumsForSale = (albums: readonly PublicAlbum[]): PublicAlbum[] => [...albums].sort((a, b) => (fromPrice(b) ?? 0) - (fromPrice(a) ?? 0));

export const productsForSale = (products: readonly PublicProduct[]): PublicProduct[] =>
  products.filter((p) => p.availableForPurchase && fromPrice(p) !== undefined);

/** Wall art: the products on sale other than services (Album Revision lives in the Editing dropdown). */
export const wallArtForSale = (products: readonly PublicProduct[]): PublicProduct[] => productsForSale(products).filter((p) => p.category !== 'Editing');

/** Products the studio shows but does not sell yet: each gets a Coming Soon! box. */
export const comingSoon = (products: readonly PublicProduct[]): PublicProduct[] => products.filter((p) => !p.availableForPurchase && p.category !== 'Editing');

/** A product not on sale yet says so once, in its badge: not again at the start of its tagline or description. */
export const withoutComingSoon = (text: string): string => text.replace(/^\s*Coming Soon!\s*/i, '');

/** The Album Revision service behind the Editing dropdown. */
export const albumRevisionOf = (products: readonly PublicProduct[]): PublicProduct | undefined =>
  productsForSale(products).find((p) => p.category === 'Editing');

/** The album selection page lists them from the gentlest price up (Press Book first, Lux last). */
export const albumsByPrice = (albums: readonly PublicAlbum[]): PublicAlbum[] => albumsForSale(albums).reverse();
