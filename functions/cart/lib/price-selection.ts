/**
 * Turns a shopper's selection into a priced cart line from the catalog, on the server. Shared by
 * every route that takes selections (add to cart, merge the guest cart, place an order). Add-ons
 * for an album are priced with their album: `price-add-on.ts`.
 */
import { randomUUID } from 'node:crypto';
import { OptionUnavailable, resolveCartItem, type CatalogCartItem, type CatalogSelection } from '../../../shared/cart';
import { nameKeyOf, nameOf, type CatalogItem } from '../../../shared/catalog';
import { messages } from '../../../shared/messages';
import { getAlbumByName, getProductByName, listAlbums, listProducts } from '../../data/catalog';
import { ValidationFailed } from '../../kit/errors';

const nameOfSelection = (s: CatalogSelection) => (s.kind === 'album' ? s.albumName : s.productName);

/** Prices a selection against the catalog item it names, or refuses it in the shopper's words. */
function price(item: CatalogItem | undefined, selection: CatalogSelection, field: string): CatalogCartItem {
  const unavailable = selection.kind === 'album' ? messages.albumOptionUnavailable : messages.productOptionUnavailable;
  if (!item) throw new ValidationFailed(unavailable, { [field]: unavailable });
  try {
    return resolveCartItem(item, selection, randomUUID());
  } catch (err) {
    if (err instanceof OptionUnavailable) throw new ValidationFailed(err.message, { [field]: err.message });
    throw err;
  }
}

/** One selection: one lookup by name. */
export async function priceSelection(selection: CatalogSelection): Promise<CatalogCartItem> {
  const name = nameOfSelection(selection);
  const item = selection.kind === 'album' ? await getAlbumByName(name) : await getProductByName(name);
  return price(item, selection, 'cartItem');
}

/**
 * Reads the part of the catalog that `selections` name (the albums, the products or both: one
 * query each, so a cart of albums alone costs one) and prices any of those selections against it.
 */
export async function catalogPricer(selections: readonly { kind: string }[]): Promise<(selection: CatalogSelection, field: string) => CatalogCartItem> {
  const needs = (kind: CatalogSelection['kind']) => selections.some((s) => s.kind === kind);
  const [albums, products] = await Promise.all([needs('album') ? listAlbums() : undefined, needs('product') ? listProducts() : undefined]);
  const byName = new Map<string, CatalogItem>([
    ...(albums ?? []).map((a) => [`album:${nameKeyOf(nameOf(a))}`, a] as const),
    ...(products ?? []).map((p) => [`product:${nameKeyOf(nameOf(p))}`, p] as const),
  ]);
  return (selection, field) => {
    // Not "unavailable": the caller forgot to name this kind, and the shopper must not be told otherwise.
    if ((selection.kind === 'album' ? albums : products) === undefined) throw new Error(`catalogPricer was given no ${selection.kind} to read for`);
    return price(byName.get(`${selection.kind}:${nameKeyOf(nameOfSelection(selection))}`), selection, field);
  };
}
