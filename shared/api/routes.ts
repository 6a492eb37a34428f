/**
 * The route table: every HTTP route of the shop, once, one line each: method and path, who may
 * call it, the handler module under functions/ that serves it, what that function may touch
 * (grants.ts) and, for a few, a request limit of their own (limits.ts). Plain data, no schema. A
 * page names a route by its key (`api('PUT /user/{userId}/cart', …)`), typed from this table.
 * Each line's contract (summary, body, query and response schemas) is in `<area>.ts`, which
 * spreads the line in; the stack makes one Lambda and one HTTP API route per line (an alias shares
 * its twin's Lambda), the local gateway mounts each line, the authorization tests walk them, and
 * docs/openapi.json is generated from them.
 */
import { alias, route } from './contract';
import { limits } from './limits';

const anyone = ['public'] as const;
const owner = ['owner'] as const;
const admin = ['Admin'] as const;
const desk = ['Admin', 'Employee'] as const;
const editors = ['Admin', 'Editors'] as const;
const staff = ['Admin', 'Employee', 'Editors'] as const;
const ownerOrDesk = ['owner', 'Admin', 'Employee'] as const;
const ownerOrStaff = ['owner', 'Admin', 'Employee', 'Editors'] as const;

// Catalog (public)
export const getAlbumByName = route('GET /albums/name/{albumName}', anyone, 'catalog/get-album', { table: 'read' });
export const getAlbum = alias(getAlbumByName, 'GET /albums/{albumName}');
export const listAlbums = route('GET /albums/all-Albums', anyone, 'catalog/list-albums', { table: 'read' });
export const getProductByName = route('GET /products/name/{productName}', anyone, 'catalog/get-product', { table: 'read' });
export const listProducts = route('GET /products/all-products', anyone, 'catalog/list-products', { table: 'read' });

// The signed-in customer's own record and cart
export const getUser = route('GET /user/{userId}', ownerOrStaff, 'users/get-user', { table: 'read' });
export const addAddress = route('PUT /user/{userId}', ownerOrDesk, 'users/add-address', { table: 'write' });
export const addToCart = route('PUT /user/{userId}/cart', owner, 'cart/add-to-cart', { table: 'write' });
export const setCartQuantity = route('PUT /user/{userId}/cart/{lineId}', owner, 'cart/set-quantity', { table: 'write' });
export const removeFromCart = route('DELETE /user/{userId}/cart', owner, 'cart/remove-from-cart', { table: 'write' });
export const mergeCart = route('POST /user/{userId}/cart/merge', owner, 'cart/merge-cart', { table: 'write' });

// Leads (public): each with its own low limit, so a flood of them leaves the rest of the API alone
export const requestCallback = route('POST /request-callback', anyone, 'callbacks/request-callback', { table: 'write', events: 'put' }, limits.publicForm);
export const referFriend = route('POST /marketing/referral', anyone, 'marketing/refer-a-friend', { table: 'write' }, limits.publicForm);

// Catalog administration (Admin). PUT /albums/{albumName} takes the album's id: an HTTP API allows
// one variable name per path level, and GET /albums/{albumName} named that level first.
export const listStaffAlbums = route('GET /admin/catalog/albums', admin, 'catalog-admin/list-staff-albums', { table: 'read' });
export const listStaffProducts = route('GET /admin/catalog/products', admin, 'catalog-admin/list-staff-products', { table: 'read' });
export const updateAlbum = route('PUT /albums/{albumName}', admin, 'catalog-admin/update-album', { table: 'write' });
export const updateProduct = route('PUT /products/{id}', admin, 'catalog-admin/update-product', { table: 'write' });
export const addProduct = route('POST /products/add-new-product', admin, 'catalog-admin/add-product', { table: 'write' });
export const addAlbum = route('POST /albums/add-albums', admin, 'catalog-admin/add-album', { table: 'write' });
export const signCatalogImage = route('POST /admin/catalog/images', admin, 'catalog-admin/sign-catalog-image', { catalogImages: 'write' });

// Promotions: the storefront reads the running sales and checks a cart's code; an Admin adds, edits and ends them
export const listCurrentPromotions = route('GET /promotions/current', anyone, 'promotions/list-current-promotions', { table: 'read' });
export const checkPromotionCode = route('POST /promotions/code', anyone, 'promotions/check-promotion-code', { table: 'read' }, limits.publicForm);
export const listPromotions = route('GET /admin/promotions', admin, 'promotions/list-promotions', { table: 'read' });
export const addPromotion = route('POST /admin/promotions', admin, 'promotions/add-promotion', { table: 'write' });
export const updatePromotion = route('PUT /admin/promotions/{id}', admin, 'promotions/update-promotion', { table: 'write' });
export const endPromotion = route('POST /admin/promotions/{id}/end', admin, 'promotions/end-promotion', { table: 'write' });

// Callback requests desk (Admin, Employee)
export const listCallbacks = route('GET /request-callback/admin', desk, 'callbacks/list-callbacks', { table: 'read' });
export const setCallbackStatus = route('PUT /request-callback/{id}', desk, 'callbacks/set-callback-status', { table: 'write' });
export const addCallbackNote = route('PUT /request-callback/{id}/add-note', desk, 'callbacks/add-callback-note', { table: 'write' });

// Orders and payment
export const createOrder = route('POST /orders/{userId}/new-order', owner, 'orders/create-order', { table: 'write' });
export const createCheckout = route('POST /orders/{userId}/stripe-create-checkout', owner, 'orders/create-checkout', { table: 'write', stripe: true, site: true, stripeTax: true });
// Settles the order (write, Order paid) when the success page comes back before Stripe's event; locally the event comes first.
export const confirmPayment = route('POST /orders/{userId}/{orderId}/confirm-payment', owner, 'orders/confirm-payment', { table: 'write', stripe: true, events: 'put' });
export const listOrders = route('GET /orders/{userId}', ownerOrDesk, 'orders/list-orders', { table: 'read' });
export const getOrder = route('GET /orders/{userId}/{orderId}', ownerOrStaff, 'orders/get-order', { table: 'read' });
export const requestCancellation = route('POST /orders/{userId}/{orderId}/cancellation-request', owner, 'orders/request-cancellation', { table: 'write', events: 'put' });
export const getPaymentIntent = route('GET /orders/{userId}/payment-intents/{paymentIntentId}', owner, 'payments/get-payment-intent', { table: 'read', stripe: true });
export const stripeWebhook = route('POST /webhooks/stripe', anyone, 'payments/stripe-webhook', { table: 'write', stripeWebhook: true, stripe: true, events: 'put' });

// Photo uploads: signed here, sent by the browser straight to S3, checked on arrival (functions/events.ts)
export const signUploads = route('POST /galleries/user/{userId}/{orderId}', owner, 'uploads/sign-uploads', { table: 'write', uploads: 'write' });
export const startMultipartUpload = route('POST /galleries/user/{userId}/{orderId}/multipart', owner, 'uploads/start-multipart-upload', { table: 'write', uploads: 'write' });
export const signUploadParts = route('POST /galleries/user/{userId}/{orderId}/multipart/parts', owner, 'uploads/sign-upload-parts', { table: 'read', uploads: 'write' });
export const listUploadParts = route('GET /galleries/user/{userId}/{orderId}/multipart/parts', owner, 'uploads/list-upload-parts', { table: 'read', uploads: 'read' });
export const completeMultipartUpload = route('POST /galleries/user/{userId}/{orderId}/multipart/complete', owner, 'uploads/complete-multipart-upload', { table: 'read', uploads: 'write' });
export const abortMultipartUpload = route('DELETE /galleries/user/{userId}/{orderId}/multipart', owner, 'uploads/abort-multipart-upload', { table: 'write', uploads: 'write' });
export const listLineImages = route('GET /galleries/user/{userId}/{orderId}/items', ownerOrStaff, 'uploads/list-line-images', { table: 'read', uploads: 'read' });
export const removeLineImage = route('DELETE /galleries/user/{userId}/{orderId}/items/{imageId}', owner, 'uploads/remove-line-image', { table: 'write', uploads: 'manage' });
export const reorderLineImages = route('PUT /galleries/user/{userId}/{orderId}/items/order', owner, 'uploads/reorder-line-images', { table: 'write' });
export const imageCounts = route('GET /galleries/user/{userId}/image-count', ownerOrStaff, 'uploads/image-counts', { table: 'read' });
// Checks (reads, deletes) a line's photos that arrived before their event: photo-arrival.test.ts, which calls it in its own process.
export const completeUploads = route('POST /orders/{userId}/{orderId}/uploads-complete', owner, 'uploads/complete-uploads', { table: 'write', uploads: 'manage', events: 'put' });
export const createGallery = route('POST /gallery/{userId}/{orderId}', owner, 'uploads/create-gallery', { table: 'write', uploads: 'write' });
export const listGalleryImages = route('GET /gallery/gallery-images/{userId}/{orderId}', ownerOrStaff, 'uploads/list-gallery-images', { table: 'read', uploads: 'read' });

// The orders desk (staff)
export const listOutstandingOrders = route('GET /orders', desk, 'staff/list-outstanding-orders', { table: 'read' });
export const getStaffOrder = route('GET /staff/orders/{orderId}', staff, 'staff/get-staff-order', { table: 'read' });
export const setOrderStatus = route('PUT /orders/{userId}/{orderId}/status-update', desk, 'staff/set-order-status', { table: 'write', events: 'put' });
export const updateOrder = alias(setOrderStatus, 'PUT /orders/{userId}/{orderId}');
export const refundOrder = route('POST /orders/{userId}/{orderId}/refund', admin, 'staff/refund-order', { table: 'write', stripe: true, events: 'put' });

// The studio dashboard (Admin, Employee): figures kept by the shop's events (functions/events.ts, `dashboard`)
export const getDashboard = route('GET /admin/dashboard', desk, 'dashboard/get-dashboard', { table: 'read', lateWork: true });
export const remindCustomer = route('POST /admin/dashboard/reminders/{orderId}', desk, 'dashboard/remind-customer', { table: 'write', events: 'put' });

// The editors' dashboard (Admin, Editors): design files go from the browser straight to S3, signed here
export const listEditingQueue = route('GET /orders/editors/{userId}', editors, 'editing/list-editing-queue', { table: 'read' });
// Sending the proof reads the first bytes of each spread to check it arrived and is an image.
export const setEditingStatus = route('PUT /orders/editors/{clientId}/{orderId}/status', editors, 'editing/set-editing-status', { table: 'write', uploads: 'read', events: 'put' });
export const getOrderDesigns = route('GET /galleries/editor/{clientId}/{orderId}', editors, 'editing/get-order-designs', { table: 'read', uploads: 'read' });
export const signDesignSpreads = route('POST /galleries/editor/{clientId}/{orderId}', editors, 'editing/sign-design-spreads', { table: 'write', uploads: 'write' });
export const startPrintFile = route('POST /galleries/editor/{clientId}/{orderId}/print-file', editors, 'editing/start-print-file', { table: 'write', uploads: 'write' });
export const signPrintFileParts = route('POST /galleries/editor/{clientId}/{orderId}/print-file/parts', editors, 'editing/sign-print-file-parts', { table: 'read', uploads: 'write' });
export const listPrintFileParts = route('GET /galleries/editor/{clientId}/{orderId}/print-file/parts', editors, 'editing/list-print-file-parts', { table: 'read', uploads: 'read' });
export const completePrintFile = route('POST /galleries/editor/{clientId}/{orderId}/print-file/complete', editors, 'editing/complete-print-file', { table: 'write', uploads: 'write' });
export const abortPrintFile = route('DELETE /galleries/editor/{clientId}/{orderId}/print-file', editors, 'editing/abort-print-file', { table: 'write', uploads: 'write' });

// The customer's proof review
export const getProof = route('GET /orders/{userId}/{orderId}/proof', owner, 'proofs/get-proof', { table: 'read', uploads: 'read' });
export const answerProof = route('POST /orders/{userId}/{orderId}/proof-answer', owner, 'proofs/answer-proof', { table: 'write', events: 'put' });

// Album drafts: the customer's layout of an album line, saved on the line; the studio's designers start from it
export const getAlbumDraft = route('GET /orders/{userId}/{orderId}/drafts/{lineId}', ownerOrStaff, 'drafts/get-draft', { table: 'read' });
export const saveAlbumDraft = route('PUT /orders/{userId}/{orderId}/drafts/{lineId}', owner, 'drafts/save-draft', { table: 'write' });
