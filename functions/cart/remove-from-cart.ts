/** DELETE /user/{userId}/cart: the owner removes the line at `index`. */
import { messages } from '../../shared/messages';
import { removeCartLine } from '../data/users';
import { ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { cartRoutes } from '../../shared/api/cart';
import { atCurrentPrices } from './current-prices';

export const handler = route(cartRoutes.removeFromCart).handler(async ({ body, params }) => {
  const user = await removeCartLine(params.userId, body.index);
  if (!user) throw new ValidationFailed(messages.removeInvalidIndex, { index: messages.removeInvalidIndex });
  return { cart: await atCurrentPrices(user.cart) };
});
