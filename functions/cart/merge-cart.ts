/**
 * POST /user/{userId}/cart/merge: at sign-in, the guest's cart joins the server cart. Identical
 * items add their quantities; a line the catalog no longer offers, or one the full cart has no
 * room for, is skipped and counted, and so is an add-on whose album is in neither cart nor in one
 * of the customer's paid orders.
 */
import { addLine, isAddOnSelection, MAX_CART_LINES, type CartItem } from '../../shared/cart';
import { DomainError } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/cart';
import { catalogPricer } from './lib/price-selection';
import { addOnPricer, type AddOnPricer } from './lib/price-add-on';
import { atCurrentPrices } from './lib/current-prices';
import { updateCart } from './lib/update-cart';

export const handler = route(contracts.mergeCart).handler(async ({ body, params }) => {
  const incoming: CartItem[] = [];
  const addOns: AddOnPricer[] = [];
  let skipped = 0;
  const price = await catalogPricer(body.cartItems);
  // Each line on its own: one the catalog no longer offers is skipped, not fatal.
  for (const selection of body.cartItems) {
    try {
      if (isAddOnSelection(selection)) addOns.push(await addOnPricer(selection, params.userId, 'cartItems'));
      else incoming.push(price(selection, 'cartItems'));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      skipped++;
    }
  }
  // Add-ons last, against the merged cart: their albums may have come in the same merge. A line
  // that would take the cart past its cap stays behind, counted like one the catalog lacks.
  let refused = 0;
  const cart = await updateCart(params.userId, (current) => {
    refused = 0;
    const within = (merged: CartItem[], next: CartItem[]) => {
      if (next.length <= MAX_CART_LINES) return next;
      refused++;
      return merged;
    };
    const albumsAndProducts = incoming.reduce((merged, line) => within(merged, addLine(merged, line)), current);
    return addOns.reduce((lines, priceFor) => {
      try {
        return within(lines, addLine(lines, priceFor(lines)));
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        refused++;
        return lines;
      }
    }, albumsAndProducts);
  });
  return { cart: await atCurrentPrices(cart), skipped: skipped + refused };
});
