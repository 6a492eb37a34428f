/**
 * POST /user/{userId}/cart/merge: at sign-in, the guest's cart joins the server cart. Identical
 * items add their quantities; a line the catalog no longer offers, or one the full cart has no
 * room for, is skipped and counted.
 */
import { addLine, MAX_CART_LINES, type CartItem } from '../../shared/cart';
import { DomainError } from '../kit/errors';
import { route } from '../kit/route';
import { cartRoutes } from '../../shared/api/cart';
import { catalogPricer } from './price-selection';
import { atCurrentPrices } from './current-prices';
import { updateCart } from './update-cart';

export const handler = route(cartRoutes.mergeCart).handler(async ({ body, params }) => {
  const incoming: CartItem[] = [];
  let skipped = 0;
  const price = await catalogPricer();
  // Each line on its own: one the catalog no longer offers is skipped, not fatal.
  for (const selection of body.cartItems) {
    try {
      incoming.push(price(selection, 'cartItems'));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      skipped++;
    }
  }
  // A line that would take the cart past its cap stays behind, counted like one the catalog lacks.
  let overflow = 0;
  const cart = await updateCart(params.userId, (current) => {
    overflow = 0;
    return incoming.reduce((merged, line) => {
      const next = addLine(merged, line);
      if (next.length <= MAX_CART_LINES) return next;
      overflow++;
      return merged;
    }, current);
  });
  return { cart: await atCurrentPrices(cart), skipped: skipped + overflow };
});
