/**
 * PUT /user/{userId}/cart: the owner adds one selection, priced from the catalog. The same item
 * chosen again adds to that line's quantity, as the guest cart does.
 */
import { route } from '../kit/route';
import { cartRoutes } from '../../shared/api/cart';
import { addCartLine } from './add-line';
import { atCurrentPrices } from './current-prices';
import { priceSelection } from './price-selection';

export const handler = route(cartRoutes.addToCart).handler(async ({ body, params }) => {
  const line = await priceSelection(body.cartItem);
  return { cart: await atCurrentPrices(await addCartLine(params.userId, line)) };
});
