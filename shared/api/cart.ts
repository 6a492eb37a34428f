/** The signed-in customer's cart, kept on the user record and priced from the catalog. */
import * as z from 'zod/mini';
import { addToCartSchema, cartResponseSchema, cartSelectionSchema, removeFromCartSchema, setQuantitySchema } from '../cart';
import { defineContract } from './contract';

export const cartRoutes = {
  addToCart: defineContract({
    method: 'PUT', path: '/user/{userId}/cart', summary: 'Adds a selection to the cart, priced from the catalog',
    allow: ['owner'], body: addToCartSchema, response: cartResponseSchema,
  }),
  setCartQuantity: defineContract({
    method: 'PUT', path: '/user/{userId}/cart/{lineId}', summary: 'Sets the quantity of one cart line',
    allow: ['owner'], body: setQuantitySchema, response: cartResponseSchema,
  }),
  removeFromCart: defineContract({
    method: 'DELETE', path: '/user/{userId}/cart', summary: 'Removes one cart line, named by its id',
    allow: ['owner'], body: removeFromCartSchema, response: cartResponseSchema,
  }),
  mergeCart: defineContract({
    method: 'POST', path: '/user/{userId}/cart/merge', summary: "Merges a guest's cart into the server cart at sign-in",
    allow: ['owner'], body: z.object({ cartItems: z.array(cartSelectionSchema).check(z.maxLength(200)) }),
    response: z.extend(cartResponseSchema, { skipped: z.int() }),
  }),
};
