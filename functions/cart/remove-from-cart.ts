/**
 * DELETE /user/{userId}/cart: the owner removes one line, named by its id. The removal is
 * conditioned on that id being where the cart was read to hold it, so of two removals of the same
 * line one succeeds and the other is told it is gone, and the other lines stay.
 */
import { messages } from '../../shared/messages';
import { choiceIdOf, readCart, removeCartLineAt } from '../data/cart';
import { Conflict, NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/cart';
import { atCurrentPrices } from './lib/current-prices';
import { retryPause } from './lib/update-cart';

export const handler = route(contracts.removeFromCart).handler(async ({ body, params }) => {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (attempt > 0) await retryPause(attempt);
    const state = await readCart(params.userId);
    if (!state) throw new NotFound('There is no account for this user yet.');
    const at = state.cart.findIndex((line) => line._id === body.lineId);
    if (at < 0) throw new NotFound(messages.cartLineGone);
    const choice = choiceIdOf(state.cart[at]!);
    const sharedChoice = state.cart.some((line, i) => i !== at && choiceIdOf(line) === choice);
    const cart = await removeCartLineAt(params.userId, at, body.lineId, choice, !sharedChoice);
    if (cart) return { cart: await atCurrentPrices(cart) };
  }
  throw new Conflict('Your cart changed while we were updating it. Please try again.');
});
