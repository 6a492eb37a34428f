/**
 * The route table: every HTTP route of the shop, once. Each contract (method, path, who may call
 * it, schemas: shared/api, by area) is bound here to the handler module that serves it and the
 * data access that module needs, and for a few a request limit of their own (kit/limits.ts). The
 * CDK stack makes one Lambda and one HTTP API route per entry (JWT authorizer on every entry that
 * is not public, the limits as stage route settings), the local gateway mounts each entry, the
 * authorization tests walk them, and docs/openapi.json is generated from them. This file imports
 * no handler code; handlers import their own area's contracts, not this table.
 */
import { contracts as c } from '../shared/api';
import { limits } from './kit/limits';
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

  // Leads (public): each with its own low limit, so a flood of them leaves the rest of the API alone
  requestCallback: bind(c.requestCallback, 'callbacks/request-callback', { table: 'write', email: true, studioEmail: true }, limits.publicForm),
  referFriend: bind(c.referFriend, 'marketing/refer-a-friend', { table: 'write' }, limits.publicForm),

  // Catalog administration (Admin)
  listStaffAlbums: bind(c.listStaffAlbums, 'catalog-admin/list-staff-albums', { table: 'read' }),
  listStaffProducts: bind(c.listStaffProducts, 'catalog-admin/list-staff-products', { table: 'read' }),
  updateAlbum: bind(c.updateAlbum, 'catalog-admin/update-album', { table: 'write' }),
  updateProduct: bind(c.updateProduct, 'catalog-admin/update-product', { table: 'write' }),
  addProduct: bind(c.addProduct, 'catalog-admin/add-product', { table: 'write' }),
  addAlbum: bind(c.addAlbum, 'catalog-admin/add-album', { table: 'write' }),
  signCatalogImage: bind(c.signCatalogImage, 'catalog-admin/sign-catalog-image', { catalogImages: 'write' }),

  // Callback requests desk (Admin, Employee)
  listCallbacks: bind(c.listCallbacks, 'callbacks/list-callbacks', { table: 'read' }),
  setCallbackStatus: bind(c.setCallbackStatus, 'callbacks/set-callback-status', { table: 'write' }),
  addCallbackNote: bind(c.addCallbackNote, 'callbacks/add-callback-note', { table: 'write' }),

  // Orders and payment
  createOrder: bind(c.createOrder, 'orders/create-order', { table: 'write' }),
  createCheckout: bind(c.createCheckout, 'orders/create-checkout', { table: 'write', stripe: true, site: true }),
  // Settles the order (write, Order paid) when the success page comes back before Stripe's event; locally the event comes first.
  confirmPayment: bind(c.confirmPayment, 'orders/confirm-payment', { table: 'write', stripe: true, events: 'put' }),
  listOrders: bind(c.listOrders, 'orders/list-orders', { table: 'read' }),
  getOrder: bind(c.getOrder, 'orders/get-order', { table: 'read' }),
  getPaymentIntent: bind(c.getPaymentIntent, 'payments/get-payment-intent', { table: 'read', stripe: true }),
  requestCancellation: bind(c.requestCancellation, 'orders/request-cancellation', { table: 'write' }),
  stripeWebhook: bind(c.stripeWebhook, 'payments/stripe-webhook', { table: 'write', stripeWebhook: true, stripe: true, events: 'put' }),

  // Photo uploads: signed here, sent by the browser straight to S3, checked on arrival (events.ts)
  signUploads: bind(c.signUploads, 'uploads/sign-uploads', { table: 'write', uploads: 'write' }),
  startMultipartUpload: bind(c.startMultipartUpload, 'uploads/start-multipart-upload', { table: 'write', uploads: 'write' }),
  signUploadParts: bind(c.signUploadParts, 'uploads/sign-upload-parts', { table: 'read', uploads: 'write' }),
  listUploadParts: bind(c.listUploadParts, 'uploads/list-upload-parts', { table: 'read', uploads: 'read' }),
  completeMultipartUpload: bind(c.completeMultipartUpload, 'uploads/complete-multipart-upload', { table: 'read', uploads: 'write' }),
  abortMultipartUpload: bind(c.abortMultipartUpload, 'uploads/abort-multipart-upload', { table: 'write', uploads: 'write' }),
  // Listing releases reservations whose files never came, so it writes to the table.
  listLineImages: bind(c.listLineImages, 'uploads/list-line-images', { table: 'write', uploads: 'read' }),
  removeLineImage: bind(c.removeLineImage, 'uploads/remove-line-image', { table: 'write', uploads: 'manage' }),
  imageCounts: bind(c.imageCounts, 'uploads/image-counts', { table: 'read' }),
  // Checks (reads, deletes) a line's photos that arrived before their event: photo-arrival.test.ts, which calls it in its own process.
  completeUploads: bind(c.completeUploads, 'uploads/complete-uploads', { table: 'write', uploads: 'manage', email: true }),
  createGallery: bind(c.createGallery, 'uploads/create-gallery', { table: 'write', uploads: 'write' }),
  // Like listLineImages, releases reservations whose files never came.
  listGalleryImages: bind(c.listGalleryImages, 'uploads/list-gallery-images', { table: 'write', uploads: 'read' }),

  // The orders desk (staff)
  listOutstandingOrders: bind(c.listOutstandingOrders, 'staff/list-outstanding-orders', { table: 'read' }),
  getStaffOrder: bind(c.getStaffOrder, 'staff/get-staff-order', { table: 'read' }),
  setOrderStatus: bind(c.setOrderStatus, 'staff/set-order-status', { table: 'write', email: true, site: true }),
  updateOrder: bind(c.updateOrder, 'staff/set-order-status', { table: 'write', email: true, site: true }),
  refundOrder: bind(c.refundOrder, 'staff/refund-order', { table: 'write', stripe: true, email: true, site: true }),

  // The editors' dashboard (Admin, Editors): design files go from the browser straight to S3, signed here
  listEditingQueue: bind(c.listEditingQueue, 'editing/list-editing-queue', { table: 'read' }),
  // Sending the proof reads the first bytes of each spread to check it arrived and is an image.
  setEditingStatus: bind(c.setEditingStatus, 'editing/set-editing-status', { table: 'write', uploads: 'read', email: true, site: true }),
  getOrderDesigns: bind(c.getOrderDesigns, 'editing/get-order-designs', { table: 'read', uploads: 'read' }),
  signDesignSpreads: bind(c.signDesignSpreads, 'editing/sign-design-spreads', { table: 'write', uploads: 'write' }),
  startPrintFile: bind(c.startPrintFile, 'editing/start-print-file', { table: 'write', uploads: 'write' }),
  signPrintFileParts: bind(c.signPrintFileParts, 'editing/sign-print-file-parts', { table: 'read', uploads: 'write' }),
  listPrintFileParts: bind(c.listPrintFileParts, 'editing/list-print-file-parts', { table: 'read', uploads: 'read' }),
  completePrintFile: bind(c.completePrintFile, 'editing/complete-print-file', { table: 'write', uploads: 'write' }),
  abortPrintFile: bind(c.abortPrintFile, 'editing/abort-print-file', { table: 'write', uploads: 'write' }),

  // The customer's proof review
  getProof: bind(c.getProof, 'proofs/get-proof', { table: 'read', uploads: 'read' }),
  answerProof: bind(c.answerProof, 'proofs/answer-proof', { table: 'write', email: true, studioEmail: true, site: true }),
} satisfies { [K in keyof typeof c]: RouteDef };

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, def]) => ({ ...def, name: name as RouteName }),
);
