/** PUT /user/{userId}/cart/{lineId}: the owner sets how many of one line they want (1 to 99). */
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import { cartRoutes } from '../../shared/api/cart';
import { atCurrentPrices } from './current-prices';
import { updateCart } from './update-cart';

export const handler = route(cartRoutes.setCartQuantity).handler(async ({ body, params }) => {
  const cart = await updateCart(params.userId, (lines) => {
    if (!lines.some((line) => line._id === params.lineId)) throw new NotFound('That item is no longer in your cart.');
    return lines.map((line) => (line._id === params.lineId ? { ...line, quantity: body.quantity } : line));
  });
  return { cart: await atCurrentPrices(cart) };
});
