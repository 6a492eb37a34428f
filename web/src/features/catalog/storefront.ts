/** What the storefront offers: every album, most precious first, and the products on sale. */
import { fromPrice, type Album, type Product } from '@shared/catalog';

/** Lux, Gallery, Economy, Press Book: the order the studio presents its albums in. */
export const albumsForSale = (albums: readonly Album[]): Album[] =>
  [...albums].sort((a, b) => (fromPrice(b) ?? 0) - (fromPrice(a) ?? 0));

export const productsForSale = (products: readonly Product[]): Product[] =>
  products.filter((p) => p.availableForPurchase && fromPrice(p) !== undefined);
