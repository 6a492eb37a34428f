/**
 * Adds a priced line to a cart on the server, by single-line conditional updates
 * (functions/data/cart.ts): a new choice is appended if the cart holds neither it nor its cap of
 * lines; the same choice made again raises that line's quantity (the rule of `addLine`). A
 * condition that failed means someone changed the cart meanwhile: it is read again and retried.
 */
import { addLine, MAX_CART_LINES, type CartItem } from '../../../shared/cart';
import { messages } from '../../../shared/messages';
import { appendCartLine, choiceIdOf, readCart, replaceCartLine } from '../../data/cart';
import { replaceCart } from '../../data/users';
import { Conflict, NotFound, ValidationFailed } from '../../kit/errors';
import { retryPause } from './update-cart';

const ATTEMPTS = 8;

export async function addCartLine(userId: string, line: CartItem): Promise<CartItem[]> {
  const choice = choiceIdOf(line);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await retryPause(attempt);
    const state = await readCart(userId);
    if (!state) throw new NotFound('There is no account for this user yet.');
    const at = state.cart.findIndex((existing) => choiceIdOf(existing) === choice);
    let cart: CartItem[] | undefined;
    if (at >= 0) cart = await replaceCartLine(userId, at, state.cart[at]!, addLine(state.cart, line)[at]!);
    else if (state.cart.length >= MAX_CART_LINES)
      throw new ValidationFailed(messages.cartFull(MAX_CART_LINES), { cartItem: messages.cartFull(MAX_CART_LINES) });
    else if (!state.tracksChoices) cart = (await replaceCart(userId, [...state.cart, line], state.version))?.cart;
    else cart = await appendCartLine(userId, line);
    if (cart) return cart;
  }
  throw new Conflict('Your cart changed while we were updating it. Please try again.');
}
