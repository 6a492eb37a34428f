/**
 * PUT /user/{userId}/cart: the owner adds one selection, priced from the catalog. The same item
 * chosen again adds to that line's quantity, as the guest cart does. An add-on for an album is
 * refused unless its album is in this cart or in one of the owner's paid orders.
 */
import { addLine, isAddOnSelection } from '../../shared/cart';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/cart';
import { addCartLine } from './lib/add-line';
import { atCurrentPrices } from './lib/current-prices';
import { addOnPricer } from './lib/price-add-on';
import { priceSelection } from './lib/price-selection';
import { updateCart } from './lib/update-cart';

export const handler = route(contracts.addToCart).handler(async ({ body, params }) => {
  const selection = body.cartItem;
  if (isAddOnSelection(selection)) {
    // Checked against the cart being written, so an album removed meanwhile is noticed; one
    // add-on per album replaces the one before, so the whole cart is written at its version.
    const price = await addOnPricer(selection, params.userId, 'cartItem');
    return { cart: await atCurrentPrices(await updateCart(params.userId, (cart) => addLine(cart, price(cart)))) };
  }
  const line = await priceSelection(selection);
  return { cart: await atCurrentPrices(await addCartLine(params.userId, line)) };
});
