/** The signed-in customer's cart, kept on the user record and priced from the catalog. */
import * as z from 'zod/mini';
import { addToCartSchema, cartResponseSchema, cartSelectionSchema, removeFromCartSchema, setQuantitySchema } from '../cart';
import { wholeNumber } from '../numbers';
import { defineContract } from './contract';
import * as table from './routes';

export const addToCart = defineContract({
  ...table.addToCart,
  summary: 'Adds a selection to the cart, priced from the catalog',
  body: addToCartSchema,
  response: cartResponseSchema,
});

export const setCartQuantity = defineContract({
  ...table.setCartQuantity,
  summary: 'Sets the quantity of one cart line',
  body: setQuantitySchema,
  response: cartResponseSchema,
});

export const removeFromCart = defineContract({
  ...table.removeFromCart,
  summary: 'Removes one cart line, named by its id',
  body: removeFromCartSchema,
  response: cartResponseSchema,
});

export const mergeCart = defineContract({
  ...table.mergeCart,
  summary: "Merges a guest's cart into the server cart at sign-in",
  body: z.object({ cartItems: z.array(cartSelectionSchema).check(z.maxLength(200)) }),
  // The lines a full cart had no room for, of the 200 a merge may send.
  response: z.extend(cartResponseSchema, { skipped: wholeNumber(0, 200) }),
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const cartRoutes = { addToCart, setCartQuantity, removeFromCart, mergeCart };
