/** The signed-in customer's cart, kept on the user record and priced from the catalog. */
import * as z from 'zod/mini';
import { addToCartSchema, cartResponseSchema, cartSelectionSchema, removeFromCartSchema, setQuantitySchema } from '../cart';
import { defineContract } from './contract';
import { cartPaths as route } from './routes/cart';

export const cartRoutes = {
  addToCart: defineContract({
    ...route.addToCart, summary: 'Adds a selection to the cart, priced from the catalog',
    body: addToCartSchema, response: cartResponseSchema,
  }),
  setCartQuantity: defineContract({
    ...route.setCartQuantity, summary: 'Sets the quantity of one cart line',
    body: setQuantitySchema, response: cartResponseSchema,
  }),
  removeFromCart: defineContract({
    ...route.removeFromCart, summary: 'Removes one cart line, named by its id',
    body: removeFromCartSchema, response: cartResponseSchema,
  }),
  mergeCart: defineContract({
    ...route.mergeCart, summary: "Merges a guest's cart into the server cart at sign-in",
    body: z.object({ cartItems: z.array(cartSelectionSchema).check(z.maxLength(200)) }),
    response: z.extend(cartResponseSchema, { skipped: z.int() }),
  }),
};
