/** PUT /user/{userId}/cart/{lineId}: the owner sets how many of one line they want (1 to 99). */
import { isAddOnLine } from '../../shared/cart';
import { NotFound, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/cart';
import { atCurrentPrices } from './lib/current-prices';
import { updateCart } from './lib/update-cart';

export const handler = route(contracts.setCartQuantity).handler(async ({ body, params }) => {
  const cart = await updateCart(params.userId, (lines) => {
    const line = lines.find((l) => l._id === params.lineId);
    if (!line) throw new NotFound('That item is no longer in your cart.');
    // An add-on is bought once for its album; more revisions are chosen on the add-on itself.
    if (isAddOnLine(line)) throw new ValidationFailed('An add-on is bought once for its album.', { quantity: 'An add-on is bought once for its album.' });
    return lines.map((l) => (l._id === params.lineId && !isAddOnLine(l) ? { ...l, quantity: body.quantity } : l));
  });
  return { cart: await atCurrentPrices(cart) };
});
