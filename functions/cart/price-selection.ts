/**
 * Turns a shopper's selection into a priced cart line from the catalog, on the server. Shared by
 * every route that takes selections (add to cart, merge the guest cart, place an order).
 */
import { randomUUID } from 'node:crypto';
import { OptionUnavailable, resolveCartItem, type CartItem, type CartSelection } from '../../shared/cart';
import type { CatalogItem } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { getAlbumByName, getProductByName } from '../data/catalog';
import { ValidationFailed } from '../kit/errors';

const lookup = (selection: CartSelection): Promise<CatalogItem | undefined> =>
  selection.kind === 'album' ? getAlbumByName(selection.albumName) : getProductByName(selection.productName);

/** The priced line, or a 400 in the shopper's words when the catalog has no such option. */
export async function priceSelection(selection: CartSelection): Promise<CartItem> {
  const item = await lookup(selection);
  const unavailable = selection.kind === 'album' ? messages.albumOptionUnavailable : messages.productOptionUnavailable;
  if (!item) throw new ValidationFailed(unavailable, { cartItem: unavailable });
  try {
    return resolveCartItem(item, selection, randomUUID());
  } catch (err) {
    if (err instanceof OptionUnavailable) throw new ValidationFailed(err.message, { cartItem: err.message });
    throw err;
  }
}

/** Two lines are the same item when everything but the quantity and line id matches. */
export const sameItem = (a: CartItem, b: CartItem): boolean =>
  JSON.stringify({ ...a, _id: '', quantity: 0 }) === JSON.stringify({ ...b, _id: '', quantity: 0 });
