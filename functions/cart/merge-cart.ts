/**
 * POST /user/{userId}/cart/merge: at sign-in, the guest's cart joins the server cart. Identical
 * items add their quantities; a line the catalog no longer offers is skipped and counted.
 * Read, merge, then write only if nobody changed the cart meanwhile; retried on a clash.
 */
import type { CartItem } from '../../shared/cart';
import { getCart, replaceCart } from '../data/users';
import { Conflict, DomainError, NotFound } from '../kit/errors';
import { route } from '../kit/route';
import { routes } from '../routes';
import { catalogPricer, sameItem } from './price-selection';

export const handler = route(routes.mergeCart).handler(async ({ body, params }) => {
  const incoming: CartItem[] = [];
  let skipped = 0;
  // Each line on its own: one the catalog no longer offers is skipped, not fatal.
  const price = await catalogPricer();
  for (const selection of body.cartItems) {
    try {
      incoming.push(price(selection, 'cartItems'));
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      skipped++;
    }
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await getCart(params.userId!);
    if (!current) throw new NotFound('There is no account for this user yet.');
    const cart = current.cart.map((line) => ({ ...line }));
    for (const line of incoming) {
      const same = cart.find((existing) => sameItem(existing, line));
      if (same) same.quantity = Math.min(99, same.quantity + line.quantity);
      else cart.push(line);
    }
    const user = await replaceCart(params.userId!, cart, current.version);
    if (user) return { cart: user.cart, skipped };
  }
  throw new Conflict('Your cart changed while we were merging it. Please try again.');
});
