/**
 * Walks the route table and calls every route as nobody, a customer, a second customer (against
 * the first customer's {userId}), Employee, Editors and Admin. Each answer must be the one the
 * route's `allow` rule gives: 401 for nobody, 403 for someone not allowed, success otherwise.
 * A route without an example call here fails the test, so no route is left out.
 */
import Stripe from 'stripe';
import type { Principal } from '../../functions/kit/access';
import { routeList, type RouteName } from '../../functions/routes';
import { SIGNED_PUT_HEADERS } from '../../shared/uploads';
import { newAlbumBody, newProductBody, uniqueName } from '../support/catalog-admin';
import { dashboardFiguresOf } from '../support/dashboard';
import { editorPath, orderWithEditors, printFilePartSent, setEditingStatus, uploadSpreads, versionOf as editorsVersionOf } from '../support/editing';
import { newCustomer, signIn, type Person } from '../support/identity';
import { edgePrint, luxAlbum, paidOrder, pngOf } from '../support/photos';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';
import { cardForm } from '../support/payments';

type Persona = 'nobody' | 'client' | 'otherClient' | 'Employee' | 'Editors' | 'Admin';
const personas: Persona[] = ['nobody', 'client', 'otherClient', 'Employee', 'Editors', 'Admin'];

const albumSelection = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Cognac' };
const address = { street: '12 Elm St', city: 'Austin', state: 'TX', zip: '78701' };

/** A call that succeeds for anyone the rule lets in (a function may make the call for the persona calling). */
type Example = {
  params?: Record<string, string> | ((who: Persona) => Record<string, string>);
  query?: (who: Persona) => Record<string, string>;
  body?: unknown | ((who: Persona) => unknown);
  headers?: () => Record<string, string>;
};
const examples: Record<RouteName, Example> = {
  getAlbumByName: { params: { albumName: 'Lux' } },
  getAlbum: { params: { albumName: 'Gallery' } },
  listAlbums: {},
  getProductByName: { params: { productName: 'Edge-Prints' } },
  listProducts: {},
  getUser: {},
  addAddress: { body: { shippingAddress: address } },
  addToCart: { body: { cartItem: albumSelection } },
  setCartQuantity: { params: () => ({ lineId: order.cartLineId }), body: { quantity: 2 } },
  removeFromCart: { body: async () => ({ lineId: await firstCartLineId() }) },
  mergeCart: { body: { cartItems: [albumSelection] } },
  requestCallback: { body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '5551234567', message: 'Please call' } },
  referFriend: { body: { email: 'me@example.com', referralEmail: 'friend@example.com', referralPhone: '5557654321' } },
  createOrder: { body: { cartItems: [albumSelection], shippingAddress: address, albumDesignTermsAcknowledged: true } },
  createCheckout: { body: () => ({ orderId: order.orderId }) },
  confirmPayment: { params: () => ({ orderId: order.orderId }), body: () => ({ sessionId: order.sessionId }) },
  listOrders: {},
  getOrder: { params: () => ({ orderId: order.orderId }) },
  getPaymentIntent: { params: () => ({ paymentIntentId: order.paymentIntentId }) },
  stripeWebhook: { body: () => signedEvent.payload, headers: () => ({ 'stripe-signature': signedEvent.signature }) },
  signUploads: { params: () => ({ orderId: up.orderId }), body: () => ({ lineId: up.lineId, images: [photo] }) },
  startMultipartUpload: { params: () => ({ orderId: up.orderId }), body: () => ({ lineId: up.lineId, ...photo, size: 12e6 }) },
  signUploadParts: { params: () => ({ orderId: up.orderId }), body: () => ({ ...up.open, partNumbers: [1] }) },
  listUploadParts: { params: () => ({ orderId: up.orderId }), query: () => up.open },
  completeMultipartUpload: { params: () => ({ orderId: up.orderId }), body: () => up.complete },
  abortMultipartUpload: { params: () => ({ orderId: up.orderId }), body: () => up.abort },
  listLineImages: { params: () => ({ orderId: up.orderId }), query: () => ({ lineId: up.lineId }) },
  removeLineImage: { params: () => ({ orderId: up.orderId, imageId: up.imageId }) },
  reorderLineImages: { params: () => ({ orderId: up.orderId }), body: () => ({ lineId: up.lineId, imageIds: [up.keptImageId] }) },
  imageCounts: {},
  completeUploads: { params: () => ({ orderId: up.readyOrderId }) },
  createGallery: { params: () => ({ orderId: up.orderId }), body: { orderName: 'Our day', images: [{ fileName: 'g.png', mimeType: 'image/png', size: 100 }] } },
  listGalleryImages: { params: () => ({ orderId: up.orderId }) },
  requestCancellation: { params: () => ({ orderId: paid.cancel }), body: {} },
  listOutstandingOrders: {},
  getStaffOrder: { params: () => ({ orderId: paid.status }) },
  // Each change must name the version the caller read, so every allowed caller reads it first.
  setOrderStatus: { params: () => ({ orderId: paid.status }), body: async () => ({ status: 'Manufacturing', version: await versionOf(paid.status) }) },
  updateOrder: {
    params: () => ({ orderId: paid.status }),
    body: async () => ({ status: 'Shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999' }, version: await versionOf(paid.status) }),
  },
  refundOrder: { params: () => ({ orderId: paid.refund }), body: async () => ({ version: await versionOf(paid.refund) }) },
  getDashboard: {},
  // One click's id for every caller: the first reminds the customer, the others find that reminder.
  remindCustomer: { params: () => ({ orderId: paid.cancel }), body: async () => (await dashboardFiguresOf(paid.cancel), { reminderId: 'walk-reminder' }) },
  listStaffAlbums: {},
  listStaffProducts: {},
  // Only Admin may edit, once per walk: the edit names the version the item was added at.
  updateAlbum: { params: () => ({ albumName: catalog.album._id }), body: () => ({ ...catalog.album, version: 0 }) },
  updateProduct: { params: () => ({ id: catalog.product._id }), body: () => ({ ...catalog.product, version: 0 }) },
  addProduct: { body: () => newProductBody(uniqueName('Walk print')) },
  addAlbum: { body: () => newAlbumBody(uniqueName('Walk album')) },
  signCatalogImage: { body: { sha256: 'a'.repeat(64), contentType: 'image/png', size: 2048 } },
  listCurrentPromotions: {},
  checkPromotionCode: { body: () => ({ code: promo.code.toLowerCase() }) },
  listPromotions: {},
  // The walk's promotions start next year, so no other subject's order is priced with them.
  addPromotion: { body: () => promotionBody(uniqueName('Walk sale')) },
  // Only Admin may edit or end, once per walk: each names the version the promotion was added at.
  updatePromotion: { params: () => ({ id: promo.editId }), body: () => ({ ...promotionBody('Walk sale, edited'), version: 0 }) },
  endPromotion: { params: () => ({ id: promo.endId }), body: { version: 0 } },
  listCallbacks: {},
  setCallbackStatus: { params: () => ({ id: catalog.callbackId }), body: { newStatus: 'No-Answer' } },
  addCallbackNote: { params: () => ({ id: catalog.callbackId }), body: { note: 'Called, left a message.' } },
  // Each editor reads their own queue: {userId} is the caller's.
  listEditingQueue: { params: (who) => ({ userId: who === 'nobody' ? people.client.sub : people[who].sub }) },
  setEditingStatus: {
    params: () => ({ clientId: people.client.sub, orderId: ed.queue._id }),
    body: async () => ({ status: 'Editing started', version: await editorsVersionOf(people.Admin, ed.queue._id) }),
  },
  getOrderDesigns: { params: () => ({ clientId: people.client.sub, orderId: ed.queue._id }) },
  signDesignSpreads: {
    params: () => ({ clientId: people.client.sub, orderId: ed.queue._id }),
    body: () => ({ lineId: ed.queue.albums[0]!._id, spreads: [photo] }),
  },
  startPrintFile: {
    params: () => ({ clientId: people.client.sub, orderId: ed.queue._id }),
    body: () => ({ lineId: ed.queue.albums[0]!._id, fileName: 'a.pdf', mimeType: 'application/pdf', size: 12e6 }),
  },
  signPrintFileParts: { params: () => ({ clientId: people.client.sub, orderId: ed.print._id }), body: () => ({ ...ed.open, partNumbers: [1] }) },
  listPrintFileParts: {
    params: () => ({ clientId: people.client.sub, orderId: ed.print._id }),
    query: () => ({ key: ed.open.key, uploadId: ed.open.uploadId }),
  },
  completePrintFile: { params: () => ({ clientId: people.client.sub, orderId: ed.print._id }), body: (who: Persona) => ed.complete[who] },
  abortPrintFile: { params: () => ({ clientId: people.client.sub, orderId: ed.print._id }), body: (who: Persona) => ed.abort[who] },
  getProof: { params: () => ({ orderId: ed.proof._id }) },
  answerProof: { params: () => ({ orderId: ed.proof._id }), body: () => ({ decision: 'approve', rounds: { [ed.proof.albums[0]!._id]: 1 } }) },
  getAlbumDraft: { params: () => ({ orderId: up.orderId, lineId: up.lineId }) },
  // Only the owner may save, on the version they read.
  saveAlbumDraft: {
    params: () => ({ orderId: up.orderId, lineId: up.lineId }),
    body: async () => ({
      draft: { spreads: [], mustHave: [], leaveOut: [], leftOut: [] },
      version: (await api('GET', `/orders/${people.client.sub}/${up.orderId}/drafts/${up.lineId}`, { token: people.client.idToken })).body.version,
    }),
  },
};

type EditorsOrder = Awaited<ReturnType<typeof orderWithEditors>>;
type PrintRef = { key: string; uploadId: string; parts?: { PartNumber: number; ETag: string }[] };
/**
 * Orders with the editors: one to sign spreads and print files on and change the status of; one
 * of five albums, each holding a print-ready file upload (one left open, one for each editor to
 * complete and to abandon); one whose proof waits for the customer's answer.
 */
const ed = {
  queue: {} as EditorsOrder,
  print: {} as EditorsOrder,
  proof: {} as EditorsOrder,
  open: { key: '', uploadId: '' } as PrintRef,
  complete: {} as Partial<Record<Persona, PrintRef>>,
  abort: {} as Partial<Record<Persona, PrintRef>>,
};
async function prepareEditing(client: Person, admin: Person) {
  [ed.queue, ed.print, ed.proof] = await Promise.all([
    orderWithEditors(client),
    orderWithEditors(
      client,
      Array.from({ length: 5 }, () => luxAlbum),
    ),
    orderWithEditors(client),
  ]);
  const lines = ed.print.albums.map((a) => a._id);
  const uploads = await Promise.all(lines.map((lineId) => printFilePartSent(admin, ed.print, lineId)));
  ed.open = uploads[0]!;
  ed.complete = { Editors: uploads[1]!, Admin: uploads[2]! };
  ed.abort = { Editors: uploads[3]!, Admin: uploads[4]! };
  await uploadSpreads(admin, ed.proof, ed.proof.albums[0]!._id, ['spread-1.png', 'spread-2.png']);
  const sent = await setEditingStatus(admin, ed.proof, 'Waiting for client approval');
  if (sent.status !== 200) throw new Error(`sending the proof: ${sent.status} ${JSON.stringify(sent.body)} (${editorPath(ed.proof)})`);
}

const photo = { fileName: 'a.png', mimeType: 'image/png', size: 100 };
/** The first line of the first customer's cart (the walk puts one there before each removal it expects to succeed). */
const firstCartLineId = async (): Promise<string> =>
  (await api('GET', `/user/${people.client.sub}`, { token: people.client.idToken })).body.cart[0]?._id ?? 'no-line';
/**
 * A paid album order of the first customer's for the upload routes: a photo to remove, multipart
 * uploads to sign, complete and abort; and a paid order whose one line has its photo, to complete.
 */
const up = {
  orderId: '',
  lineId: '',
  imageId: '',
  /** A photo no route of the walk removes, to arrange. */
  keptImageId: '',
  readyOrderId: '',
  open: { key: '', uploadId: '' },
  abort: { key: '', uploadId: '' },
  complete: { key: '', uploadId: '', parts: [] as { PartNumber: number; ETag: string }[] },
};
async function prepareUploads(client: Person) {
  useLocalCloudEnvironment();
  const base = (orderId: string) => `/galleries/user/${client.sub}/${orderId}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, { token: client.idToken, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const [album, ready] = await Promise.all([paidOrder(client, [luxAlbum]), paidOrder(client, [edgePrint])]);
  Object.assign(up, { orderId: album._id, lineId: album.albums[0]!._id, readyOrderId: ready._id });
  [up.imageId, up.keptImageId] = (await call('POST', base(up.orderId), { lineId: up.lineId, images: [photo, photo] })).signedUrls.map(
    (signed: { imageId: string }) => signed.imageId,
  );
  const start = async () => {
    const { key, uploadId } = await call('POST', `${base(up.orderId)}/multipart`, { lineId: up.lineId, ...photo, size: 12e6 });
    return { key, uploadId };
  };
  [up.open, up.abort] = await Promise.all([start(), start()]);
  // A one-part upload (its only part is also its last, so it may be small), PUT and listed.
  const png = pngOf(4, 4);
  const small = await call('POST', `${base(up.orderId)}/multipart`, { lineId: up.lineId, ...photo, size: png.length });
  const [{ url }] = (await call('POST', `${base(up.orderId)}/multipart/parts`, { key: small.key, uploadId: small.uploadId, partNumbers: [1] })).urls;
  await fetch(url, { method: 'PUT', body: new Uint8Array(png) });
  const listed = await call('GET', `${base(up.orderId)}/multipart/parts?${new URLSearchParams({ key: small.key, uploadId: small.uploadId })}`);
  up.complete = { key: small.key, uploadId: small.uploadId, parts: listed.parts.map(({ PartNumber, ETag }: any) => ({ PartNumber, ETag })) };

  const print = ready.products[0]!._id;
  const [signed] = (await call('POST', base(ready._id), { lineId: print, images: [{ ...photo, size: png.length }] })).signedUrls;
  await fetch(signed.uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png', ...SIGNED_PUT_HEADERS } });
  for (let i = 0; i < 100; i++) {
    const { images } = await call('GET', `${base(ready._id)}/items?lineId=${print}`);
    if (images[0]?.status === 'uploaded') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the photo of the order to complete was not checked in time');
}

/** Paid orders of the first customer's: one for status changes, one to refund, one to ask to cancel. */
const paid = { status: '', refund: '', cancel: '' };
const versionOf = async (orderId: string) => (await api('GET', `/staff/orders/${orderId}`, { token: people.Admin.idToken })).body.version as number;

async function paidByCard(client: Person): Promise<string> {
  const placed = await api('POST', `/orders/${client.sub}/new-order`, { token: client.idToken, body: examples.createOrder.body });
  const checkout = await api('POST', `/orders/${client.sub}/stripe-create-checkout`, { token: client.idToken, body: { orderId: placed.body.orderId } });
  await fetch(checkout.body.url, { method: 'POST', body: cardForm('4242424242424242'), redirect: 'manual' });
  for (let i = 0; i < 100; i++) {
    const order = await api('GET', `/orders/${client.sub}/${placed.body.orderId}`, { token: client.idToken });
    if (order.body.paymentStatus === 'paid') return placed.body.orderId;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The order was not paid');
}

/** A promotion on the walk's own album, starting next year; with `code`, one running now that only its code applies. */
const promotionBody = (name: string, code?: string) => {
  const year = 365 * 86_400_000;
  const startsAt = new Date(Date.now() + (code ? -60_000 : year)).toISOString();
  const endsAt = new Date(Date.now() + (code ? 3_600_000 : year + 86_400_000)).toISOString();
  return { name, kind: 'percent', value: 10, albums: [catalog.album.albumName], startsAt, endsAt, ...(code ? { code } : {}) };
};
/** Promotions of the walk's own: one whose code the code check finds, one to edit, one to end. */
const promo = { code: '', editId: '', endId: '' };
async function preparePromotions(admin: Person) {
  promo.code = `WALK-${Date.now().toString(36).toUpperCase()}`;
  const add = async (body: unknown) => {
    const res = await api('POST', '/admin/promotions', { token: admin.idToken, body });
    if (res.status !== 201) throw new Error(`adding a promotion: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  };
  [, promo.editId, promo.endId] = await Promise.all([
    add(promotionBody(uniqueName('Walk code'), promo.code)),
    add(promotionBody(uniqueName('Walk edit sale'))),
    add(promotionBody(uniqueName('Walk end sale'))),
  ]);
}

/** An album, a product and a callback request of the walk's own, for the routes that change them. */
const catalog = { album: {} as { _id: string; albumName: string }, product: {} as { _id: string }, callbackId: '' };

/** An order of the first customer's with an open checkout session, for the order routes. */
const order = { orderId: '', sessionId: '', paymentIntentId: '', cartLineId: '' };
/** A Stripe event about an unknown session, signed as Stripe signs webhooks. */
const signedEvent = { payload: '', signature: '' };

let people: Record<Exclude<Persona, 'nobody'>, Person>;

beforeAll(async () => {
  const [client, otherClient, employee, editor, admin] = await Promise.all([
    newCustomer('Owen'),
    newCustomer('Olive'),
    signIn('employee@shop.test'),
    signIn('editor@shop.test'),
    signIn('admin@shop.test'),
  ]);
  people = { client, otherClient, Employee: employee, Editors: editor, Admin: admin };
  // Paying clears the cart, so the paid orders come before the cart line the cart routes use.
  [paid.status, paid.refund, paid.cancel] = await Promise.all([paidByCard(client), paidByCard(client), paidByCard(client)]);
  await prepareUploads(client);
  await prepareEditing(client, admin);
  const [album, product, callback] = await Promise.all([
    api('POST', '/albums/add-albums', { token: admin.idToken, body: newAlbumBody(uniqueName('Walk edit album')) }),
    api('POST', '/products/add-new-product', { token: admin.idToken, body: newProductBody(uniqueName('Walk edit print')) }),
    api('POST', '/request-callback', { body: examples.requestCallback.body }),
  ]);
  catalog.album = album.body;
  catalog.product = product.body;
  catalog.callbackId = callback.body._id;
  await preparePromotions(admin);
  const added = await api('PUT', `/user/${client.sub}/cart`, { token: client.idToken, body: { cartItem: albumSelection } });
  order.cartLineId = added.body.cart[0]._id;
  const placed = await api('POST', `/orders/${client.sub}/new-order`, { token: client.idToken, body: examples.createOrder.body });
  order.orderId = placed.body.orderId;
  const checkout = await api('POST', `/orders/${client.sub}/stripe-create-checkout`, { token: client.idToken, body: { orderId: order.orderId } });
  order.sessionId = checkout.body.sessionId;
  // A declined card still makes a payment intent (requires_payment_method) for the status route.
  await fetch(checkout.body.url, { method: 'POST', body: cardForm('4000000000000002') });
  const session = await (
    await fetch(`${endpoints().stripe}/v1/checkout/sessions/${order.sessionId}`, { headers: { authorization: 'Bearer sk_test_local_shop' } })
  ).json();
  order.paymentIntentId = session.payment_intent;
  signedEvent.payload = JSON.stringify({
    id: `evt_auth_${Date.now()}`,
    object: 'event',
    type: 'checkout.session.expired',
    data: { object: { id: 'cs_unknown', object: 'checkout.session', metadata: {} } },
  });
  signedEvent.signature = Stripe.webhooks.generateTestHeaderString({ payload: signedEvent.payload, secret: 'whsec_local_shop_signing_secret' });
});

function allowed(allow: readonly Principal[], persona: Persona): boolean {
  if (allow.includes('public')) return true;
  if (persona === 'nobody') return false;
  if (allow.includes('signedIn')) return true;
  if (persona === 'client') return allow.includes('owner') || allow.includes('Client');
  if (persona === 'otherClient') return allow.includes('Client');
  return allow.includes(persona);
}

/** Every key of every object in an answer, however deep. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, into));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysIn(v, into);
    }
  return into;
}

/** The studio's costs are for staff routes only: a route a shopper can call never answers them. */
const answersShoppers = (allow: readonly Principal[]) => allow.some((p) => p === 'public' || p === 'signedIn' || p === 'owner' || p === 'Client');

describe.each(routeList.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
  it.each(personas)('answers %s as its rule says', async (persona) => {
    const example = examples[route.name];
    expect(example).toBeDefined();
    // Give the owner a cart line to remove before each removal that should succeed.
    if ((route.name === 'removeFromCart' || route.name === 'setCartQuantity') && persona === 'client')
      await api('PUT', `/user/${people.client.sub}/cart`, { token: people.client.idToken, body: { cartItem: albumSelection } });
    const value = <T>(v: T | ((who: Persona) => T)) => (typeof v === 'function' ? (v as (who: Persona) => T)(persona) : v);
    const params: Record<string, string> = { userId: people.client.sub, ...value(example.params ?? {}) };
    const query = example.query ? `?${new URLSearchParams(example.query(persona))}` : '';
    const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name]!)) + query;
    const token = persona === 'nobody' ? undefined : people[persona].idToken;
    const res = await api(route.method, path, { token, body: await value(example.body), headers: example.headers?.() });
    if (allowed(route.allow, persona)) {
      expect({ persona, status: res.status, body: res.body }).toEqual({ persona, status: route.successStatus ?? 200, body: expect.anything() });
      if (answersShoppers(route.allow)) {
        const keys = keysIn(res.body);
        expect({ persona, cost: keys.has('cost'), designCost: keys.has('designCost') }).toEqual({ persona, cost: false, designCost: false });
      }
    } else {
      expect({ persona, status: res.status }).toEqual({ persona, status: persona === 'nobody' ? 401 : 403 });
    }
  });
});

it('gives a new customer the role Client, which the token cannot raise', async () => {
  const me = await api('GET', `/user/${people.client.sub}`, { token: people.client.idToken });
  expect(me.body).toMatchObject({ role: 'Client', firstName: 'Owen', cart: expect.any(Array) });
});
