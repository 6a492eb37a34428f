/**
 * Changes a cart by reading it with its version and writing the result only if nobody changed it
 * meanwhile (a condition on `cartVersion`); a clash is retried. One UpdateItem per attempt.
 */
import type { CartItem } from '../../shared/cart';
import { getCart, replaceCart } from '../data/users';
import { Conflict, NotFound } from '../kit/errors';

export async function updateCart(userId: string, change: (cart: CartItem[]) => CartItem[]): Promise<CartItem[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await getCart(userId);
    if (!current) throw new NotFound('There is no account for this user yet.');
    const user = await replaceCart(userId, change(current.cart), current.version);
    if (user) return user.cart;
  }
  throw new Conflict('Your cart changed while we were updating it. Please try again.');
}
