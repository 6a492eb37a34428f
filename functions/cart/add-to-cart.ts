/** PUT /user/{userId}/cart: the owner adds one selection, priced from the catalog. */
import { appendToCart } from '../data/users';
import { NotFound } from '../kit/errors';
import { route } from '../kit/route';
import { routes } from '../routes';
import { priceSelection } from './price-selection';

export const handler = route(routes.addToCart).handler(async ({ body, params }) => {
  const line = await priceSelection(body.cartItem);
  const user = await appendToCart(params.userId!, [line]);
  if (!user) throw new NotFound('There is no account for this user yet.');
  return { cart: user.cart };
});
