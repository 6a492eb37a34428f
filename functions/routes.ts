/**
 * The route table: every HTTP route of the shop, once. Each contract (method, path, who may call
 * it, schemas: shared/api, by area) is bound here to the handler module that serves it and the
 * data access that module needs. The CDK stack makes one Lambda and one HTTP API route per entry
 * (JWT authorizer on every entry that is not public), the local gateway mounts each entry, the
 * authorization tests walk them, and docs/openapi.json is generated from them. This file imports
 * no handler code; handlers import their own area's contracts, not this table.
 */
import { contracts as c } from '../shared/api';
import { bind, type RouteDef } from './kit/route-def';

export const routes = {
  // Catalog (public)
  getAlbumByName: bind(c.getAlbumByName, 'catalog/get-album', { table: 'read' }),
  getAlbum: bind(c.getAlbum, 'catalog/get-album', { table: 'read' }),
  listAlbums: bind(c.listAlbums, 'catalog/list-albums', { table: 'read' }),
  getProductByName: bind(c.getProductByName, 'catalog/get-product', { table: 'read' }),
  listProducts: bind(c.listProducts, 'catalog/list-products', { table: 'read' }),

  // The signed-in customer's own record and cart
  getUser: bind(c.getUser, 'users/get-user', { table: 'read' }),
  addAddress: bind(c.addAddress, 'users/add-address', { table: 'write' }),
  addToCart: bind(c.addToCart, 'cart/add-to-cart', { table: 'write' }),
  setCartQuantity: bind(c.setCartQuantity, 'cart/set-quantity', { table: 'write' }),
  removeFromCart: bind(c.removeFromCart, 'cart/remove-from-cart', { table: 'write' }),
  mergeCart: bind(c.mergeCart, 'cart/merge-cart', { table: 'write' }),

  // Leads (public)
  requestCallback: bind(c.requestCallback, 'callbacks/request-callback', { table: 'write' }),
  referFriend: bind(c.referFriend, 'marketing/refer-a-friend', { table: 'write' }),

  // Orders and payment
  createOrder: bind(c.createOrder, 'orders/create-order', { table: 'write' }),
  createCheckout: bind(c.createCheckout, 'orders/create-checkout', { table: 'write', stripe: true }),
  confirmPayment: bind(c.confirmPayment, 'orders/confirm-payment', { table: 'write', stripe: true, email: true }),
  listOrders: bind(c.listOrders, 'orders/list-orders', { table: 'read' }),
  getOrder: bind(c.getOrder, 'orders/get-order', { table: 'read' }),
  getPaymentIntent: bind(c.getPaymentIntent, 'payments/get-payment-intent', { table: 'read', stripe: true }),
  stripeWebhook: bind(c.stripeWebhook, 'payments/stripe-webhook', { table: 'write', stripe: true, email: true }),

  // Photo uploads: signed here, sent by the browser straight to S3, checked on arrival (events.ts)
  signUploads: bind(c.signUploads, 'uploads/sign-uploads', { table: 'write', uploads: 'write' }),
  startMultipartUpload: bind(c.startMultipartUpload, 'uploads/start-multipart-upload', { table: 'write', uploads: 'write' }),
  signUploadParts: bind(c.signUploadParts, 'uploads/sign-upload-parts', { table: 'read', uploads: 'write' }),
  listUploadParts: bind(c.listUploadParts, 'uploads/list-upload-parts', { table: 'read', uploads: 'read' }),
  completeMultipartUpload: bind(c.completeMultipartUpload, 'uploads/complete-multipart-upload', { table: 'read', uploads: 'write' }),
  abortMultipartUpload: bind(c.abortMultipartUpload, 'uploads/abort-multipart-upload', { table: 'write', uploads: 'write' }),
  // Listing releases reservations whose files never came, so it writes.
  listLineImages: bind(c.listLineImages, 'uploads/list-line-images', { table: 'write', uploads: 'write' }),
  removeLineImage: bind(c.removeLineImage, 'uploads/remove-line-image', { table: 'write', uploads: 'write' }),
  imageCounts: bind(c.imageCounts, 'uploads/image-counts', { table: 'read' }),
  completeUploads: bind(c.completeUploads, 'uploads/complete-uploads', { table: 'write', email: true }),
  createGallery: bind(c.createGallery, 'uploads/create-gallery', { table: 'write', uploads: 'write' }),
  listGalleryImages: bind(c.listGalleryImages, 'uploads/list-gallery-images', { table: 'write', uploads: 'write' }),
} satisfies { [K in keyof typeof c]: RouteDef };

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, def]) => ({ ...def, name: name as RouteName }),
);
