/**
 * The route table: every HTTP route of the shop, once. The CDK stack makes one Lambda and one
 * HTTP API route per entry (JWT authorizer on every entry that is not public), the local gateway
 * mounts each entry, the authorization tests walk them, and docs/openapi.json is generated from
 * them. Handlers import their own entry; this file imports no handler code.
 */
import * as z from 'zod';
import { addToCartSchema, cartResponseSchema, cartSelectionSchema, removeFromCartSchema, setQuantitySchema } from '../shared/cart';
import { callbackRequestSchema } from '../shared/callbacks';
import { albumSchema, productCategorySchema, productSchema } from '../shared/catalog';
import { confirmPaymentSchema, createCheckoutSchema, newOrderSchema, orderSchema } from '../shared/orders';
import { referralSchema } from '../shared/referrals';
import { addAddressSchema, userSchema } from '../shared/users';
import { defineRoute, type RouteDef } from './kit/route-def';

export const routes = {
  // Catalog (public)
  getAlbumByName: defineRoute({
    method: 'GET', path: '/albums/name/{albumName}', handler: 'catalog/get-album',
    summary: 'One album with its options and covers', allow: ['public'],
    response: albumSchema, grants: { table: 'read' },
  }),
  getAlbum: defineRoute({
    method: 'GET', path: '/albums/{albumName}', handler: 'catalog/get-album',
    summary: 'One album (alias of /albums/name/{albumName})', allow: ['public'],
    response: albumSchema, grants: { table: 'read' },
  }),
  listAlbums: defineRoute({
    method: 'GET', path: '/albums/all-Albums', handler: 'catalog/list-albums',
    summary: 'Every album', allow: ['public'],
    response: z.array(albumSchema), grants: { table: 'read' },
  }),
  getProductByName: defineRoute({
    method: 'GET', path: '/products/name/{productName}', handler: 'catalog/get-product',
    summary: 'One product with its options and covers', allow: ['public'],
    response: productSchema, grants: { table: 'read' },
  }),
  listProducts: defineRoute({
    method: 'GET', path: '/products/all-products', handler: 'catalog/list-products',
    summary: 'Every product, optionally of one category', allow: ['public'],
    query: z.object({ category: productCategorySchema.optional() }),
    response: z.array(productSchema), grants: { table: 'read' },
  }),

  // The signed-in customer's own record (staff may read it to help)
  getUser: defineRoute({
    method: 'GET', path: '/user/{userId}', handler: 'users/get-user',
    summary: 'The user record: role, cart and shipping addresses', allow: ['owner', 'Admin', 'Employee', 'Editors'],
    response: userSchema, grants: { table: 'read' },
  }),
  addAddress: defineRoute({
    method: 'PUT', path: '/user/{userId}', handler: 'users/add-address',
    summary: 'Adds a shipping address', allow: ['owner', 'Admin', 'Employee'],
    body: addAddressSchema, response: userSchema, grants: { table: 'write' },
  }),
  addToCart: defineRoute({
    method: 'PUT', path: '/user/{userId}/cart', handler: 'cart/add-to-cart',
    summary: 'Adds a selection to the cart, priced from the catalog', allow: ['owner'],
    body: addToCartSchema, response: cartResponseSchema, grants: { table: 'write' },
  }),
  setCartQuantity: defineRoute({
    method: 'PUT', path: '/user/{userId}/cart/{lineId}', handler: 'cart/set-quantity',
    summary: 'Sets the quantity of one cart line', allow: ['owner'],
    body: setQuantitySchema, response: cartResponseSchema, grants: { table: 'write' },
  }),
  removeFromCart: defineRoute({
    method: 'DELETE', path: '/user/{userId}/cart', handler: 'cart/remove-from-cart',
    summary: 'Removes the cart line at an index', allow: ['owner'],
    body: removeFromCartSchema, response: cartResponseSchema, grants: { table: 'write' },
  }),
  mergeCart: defineRoute({
    method: 'POST', path: '/user/{userId}/cart/merge', handler: 'cart/merge-cart',
    summary: "Merges a guest's cart into the server cart at sign-in", allow: ['owner'],
    body: z.object({ cartItems: z.array(cartSelectionSchema).max(200) }),
    response: cartResponseSchema.extend({ skipped: z.int() }), grants: { table: 'write' },
  }),

  // Leads (public)
  requestCallback: defineRoute({
    method: 'POST', path: '/request-callback', handler: 'callbacks/request-callback',
    summary: 'Asks the studio to call back', allow: ['public'],
    body: callbackRequestSchema, response: z.object({ _id: z.string() }), grants: { table: 'write' }, successStatus: 201,
  }),
  referFriend: defineRoute({
    method: 'POST', path: '/marketing/referral', handler: 'marketing/refer-a-friend',
    summary: 'Refers a friend to the pre-launch offer', allow: ['public'],
    body: referralSchema, grants: { table: 'write' }, successStatus: 201,
  }),

  // Orders and payment
  createOrder: defineRoute({
    method: 'POST', path: '/orders/{userId}/new-order', handler: 'orders/create-order',
    summary: 'Places an order from cart selections, priced from the catalog', allow: ['owner'],
    body: newOrderSchema, response: z.object({ orderId: z.string() }), grants: { table: 'write' }, successStatus: 201,
  }),
  createCheckout: defineRoute({
    method: 'POST', path: '/orders/{userId}/stripe-create-checkout', handler: 'orders/create-checkout',
    summary: 'Opens a Stripe Checkout Session for a pending order', allow: ['owner'],
    body: createCheckoutSchema, response: z.object({ sessionId: z.string(), url: z.string().nullable() }),
    grants: { table: 'write', stripe: true, site: true },
  }),
  confirmPayment: defineRoute({
    method: 'POST', path: '/orders/{userId}/{orderId}/confirm-payment', handler: 'orders/confirm-payment',
    summary: 'Checks the checkout session with Stripe and settles the order', allow: ['owner'],
    body: confirmPaymentSchema, grants: { table: 'write', stripe: true, email: true, site: true },
  }),
  listOrders: defineRoute({
    method: 'GET', path: '/orders/{userId}', handler: 'orders/list-orders',
    summary: "The customer's orders, newest first", allow: ['owner', 'Admin', 'Employee'],
    response: z.array(orderSchema), grants: { table: 'read' },
  }),
  getOrder: defineRoute({
    method: 'GET', path: '/orders/{userId}/{orderId}', handler: 'orders/get-order',
    summary: 'One order of the customer', allow: ['owner', 'Admin', 'Employee', 'Editors'],
    response: orderSchema, grants: { table: 'read' },
  }),
  getPaymentIntent: defineRoute({
    method: 'GET', path: '/orders/{userId}/payment-intents/{paymentIntentId}', handler: 'payments/get-payment-intent',
    summary: "The status of a card payment for one of the customer's orders", allow: ['owner'],
    response: z.object({ status: z.string(), orderId: z.string() }), grants: { table: 'read', stripe: true },
  }),
  stripeWebhook: defineRoute({
    method: 'POST', path: '/webhooks/stripe', handler: 'payments/stripe-webhook',
    summary: 'Stripe events with a Stripe-Signature (e.g. forwarded by stripe listen)', allow: ['public'],
    grants: { table: 'write', stripeWebhook: true, email: true, site: true },
  }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, def]) => ({ ...def, name: name as RouteName }),
);
