/**
 * Changes a whole cart by reading it with its version and writing the result only if nobody
 * changed it meanwhile (a condition on `cartVersion`); a clash is retried after a short random
 * pause, so carts changed at once do not retry in step. One UpdateItem per attempt. Adding and
 * removing one line do not need this (functions/cart/add-line.ts, remove-from-cart.ts).
 */
import type { CartItem } from '../../../shared/cart';
import { getCart, replaceCart } from '../../data/users';
import { Conflict, NotFound } from '../../kit/errors';

const ATTEMPTS = 6;

/** A random pause that grows with the attempt: 0–10 ms, 0–20 ms, … */
export const retryPause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** Math.min(attempt, 5)));

export async function updateCart(userId: string, change: (cart: CartItem[]) => CartItem[]): Promise<CartItem[]> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await retryPause(attempt);
    const current = await getCart(userId);
    if (!current) throw new NotFound('There is no account for this user yet.');
    const user = await replaceCart(userId, change(current.cart), current.version);
    if (user) return user.cart;
  }
  throw new Conflict('Your cart changed while we were updating it. Please try again.');
}
