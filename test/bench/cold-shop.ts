/**
 * The shop the handlers bench's cold starts are served from (cold-requests.ts): people and orders
 * made once, through the local cloud's API and data layer as the tests make them (test/support),
 * on the bench's own local cloud. Requests that use up what they act on (a refund, a proof
 * answered, a photo removed) make theirs afresh each round instead.
 */
import { randomUUID } from 'node:crypto';
import type { LocalCloud } from '../../infra/local/cloud';
import { SIGNED_PUT_HEADERS } from '../../shared/uploads';

/**
 * The test helpers, loaded once the cloud is up: test/support/runtime.ts reads which cloud to
 * call from SHOP_TEST_RUNTIME when it is first loaded, so they are imported after it is set.
 */
export async function loadSupport(cloud: LocalCloud) {
  process.env.SHOP_TEST_RUNTIME = cloud.endpoints.dataDir;
  const [identity, runtime, photos, editing, payments, catalogAdmin] = await Promise.all([
    import('../support/identity'),
    import('../support/runtime'),
    import('../support/photos'),
    import('../support/editing'),
    import('../support/payments'),
    import('../support/catalog-admin'),
  ]);
  return { ...identity, ...runtime, ...photos, ...editing, ...payments, ...catalogAdmin };
}
export type Support = Awaited<ReturnType<typeof loadSupport>>;
export type Person = Awaited<ReturnType<Support['signIn']>>;

/** `call`'s answer when it is `status`; anything else stops the bench, saying what failed. */
export async function expectStatus<T = any>(what: string, status: number, call: Promise<{ status: number; body: any }>): Promise<T> {
  const res = await call;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** Added to the shopper's cart once, for the quantity route; the other cart routes add other choices. */
const keptSelection = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Cognac' };

export async function prepareShop(cloud: LocalCloud, s: Support) {
  const admin = await s.signIn('admin@shop.test');
  // The shopper's cart and addresses, the buyer's orders (read by the order routes, so their list
  // stays the same size), and another customer's orders made afresh each round.
  const [shopper, buyer, churn] = [await s.newCustomer('Sam'), await s.newCustomer('Bea'), await s.newCustomer('Carl')];
  const as = (person: Person) => ({ token: person.idToken });

  const cart = await expectStatus('adding to the cart', 200, s.api('PUT', `/user/${shopper.sub}/cart`, { ...as(shopper), body: { cartItem: keptSelection } }));
  // The shopper's first and only line.
  const keptLineId = (cart.cart as { _id: string }[])[0]!._id;

  const callback = await expectStatus<{ _id: string }>(
    'requesting a callback',
    201,
    s.api('POST', '/request-callback', {
      body: { firstName: 'Bench', lastName: 'Caller', email: 'bench.caller@shop.test', phone: '5550100100', message: 'Please call me about a Lux album.' },
    }),
  );
  const [album, product] = [
    await expectStatus('adding an album', 201, s.api('POST', '/albums/add-albums', { ...as(admin), body: s.newAlbumBody(s.uniqueName('Bench album')) })),
    await expectStatus(
      'adding a product',
      201,
      s.api('POST', '/products/add-new-product', { ...as(admin), body: s.newProductBody(s.uniqueName('Bench print')) }),
    ),
  ];

  // A code running on the bench's own album, which only an order that names it pays.
  const promotionCode = `BENCH-${randomUUID().slice(0, 8).toUpperCase()}`;
  await expectStatus(
    'adding a promotion code',
    201,
    s.api('POST', '/admin/promotions', {
      ...as(admin),
      body: {
        name: s.uniqueName('Bench code'),
        kind: 'percent',
        value: 10,
        albums: [album.albumName],
        products: [],
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        code: promotionCode,
      },
    }),
  );

  // An order paid through the local card provider (a session, a payment intent), one pending with
  // its checkout session open, and one paid through the data layer for the uploads routes.
  const paid = await paidThroughStripe(cloud, s, buyer);
  const pending = await expectStatus<{ orderId: string }>(
    'placing an order',
    201,
    s.api('POST', `/orders/${buyer.sub}/new-order`, {
      ...as(buyer),
      body: { cartItems: [s.luxAlbum], shippingAddress: s.address, albumDesignTermsAcknowledged: true },
    }),
  );
  await expectStatus(
    'opening its checkout',
    200,
    s.api('POST', `/orders/${buyer.sub}/stripe-create-checkout`, { ...as(buyer), body: { orderId: pending.orderId } }),
  );
  const forUploads = await s.paidOrder(buyer, [s.luxAlbum, s.edgePrint]);
  const uploadLine = forUploads.albums[0]!._id;
  const uploads = `/galleries/user/${buyer.sub}/${forUploads._id}`;
  // A photo that arrived (so the line's list signs links to it), a gallery, and a multipart upload under way.
  await sendPhoto(cloud, s, buyer, forUploads._id, uploadLine);
  await expectStatus(
    'creating the gallery',
    200,
    s.api('POST', `/gallery/${buyer.sub}/${forUploads._id}`, {
      ...as(buyer),
      body: { orderName: 'Our wedding', images: [{ fileName: 'first-dance.png', mimeType: 'image/png', size: 2048 }] },
    }),
  );
  const multipart = await expectStatus<{ key: string; uploadId: string }>(
    'starting a multipart upload',
    200,
    s.api('POST', `${uploads}/multipart`, {
      ...as(buyer),
      body: { lineId: uploadLine, fileName: 'panorama.jpg', mimeType: 'image/jpeg', size: 12 * 1024 * 1024 },
    }),
  );

  // Orders with the editors: one to read and sign spreads on, one with a print file under way, one
  // whose proof waits for the customer.
  const [withEditors, withPrintFile, withProof] = [await s.orderWithEditors(buyer), await s.orderWithEditors(buyer), await s.orderWithEditors(buyer)];
  const printFile = await s.printFilePartSent(admin, withPrintFile, withPrintFile.albums[0]!._id);
  await s.uploadSpreads(admin, withProof, withProof.albums[0]!._id, ['spread-1.png', 'spread-2.png']);
  await expectStatus('sending the proof', 200, s.setEditingStatus(admin, withProof, 'Waiting for client approval'));
  // A paid order whose status staff change each round.
  const forStatus = await s.paidOrder(buyer, [s.edgePrint]);
  await cloud.bus.drain();

  return {
    admin,
    shopper,
    buyer,
    churn,
    keptLineId,
    callbackId: callback._id,
    album,
    product,
    promotionCode,
    paid,
    pendingOrderId: pending.orderId,
    forUploads,
    uploadLine,
    multipart,
    withEditors,
    withPrintFile,
    printFile,
    withProof,
    forStatus,
  };
}
export type BenchShop = Awaited<ReturnType<typeof prepareShop>>;

/** An order placed and paid by card on the local card provider's page, settled by its event: its session and payment intent. */
export async function paidThroughStripe(cloud: LocalCloud, s: Support, person: Person) {
  const placed = await expectStatus<{ orderId: string }>(
    'placing an order',
    201,
    s.api('POST', `/orders/${person.sub}/new-order`, {
      token: person.idToken,
      body: { cartItems: [s.edgePrint], shippingAddress: s.address, albumDesignTermsAcknowledged: true },
    }),
  );
  await s.payOrder(person, placed.orderId);
  await cloud.bus.drain();
  const order = await expectStatus<{ _id: string; version?: number; paidSessionId?: string; checkoutSessionId?: string; paymentIntentId?: string }>(
    'reading the paid order',
    200,
    s.api('GET', `/orders/${person.sub}/${placed.orderId}`, { token: person.idToken }),
  );
  return { orderId: order._id, sessionId: order.paidSessionId ?? order.checkoutSessionId!, paymentIntentId: order.paymentIntentId! };
}

/** Signs one photo onto a line and sends its file (and with `thumbnail`, its thumbnail) to the local S3; answers the signed photo. */
export async function sendPhoto(cloud: LocalCloud, s: Support, person: Person, orderId: string, lineId: string, options: { thumbnail?: boolean } = {}) {
  const png = s.pngOf(1200, 900);
  const signed = await expectStatus<{ signedUrls: { imageId: string; key: string; uploadUrl: string; thumbnailUrl: string }[] }>(
    'signing a photo',
    200,
    s.api('POST', `/galleries/user/${person.sub}/${orderId}`, {
      token: person.idToken,
      body: { lineId, images: [{ fileName: `photo-${randomUUID().slice(0, 8)}.png`, mimeType: 'image/png', size: png.length }] },
    }),
  );
  const photo = signed.signedUrls[0]!;
  await put(photo.uploadUrl, png, 'image/png');
  // The browser's thumbnail is a small JPEG; its check reads only the JPEG signature and the size.
  if (options.thumbnail) await put(photo.thumbnailUrl, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2044)]), 'image/jpeg');
  await cloud.bus.drain();
  return photo;
}

async function put(url: string, bytes: Buffer, contentType: string) {
  const res = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType, ...SIGNED_PUT_HEADERS } });
  if (!res.ok) throw new Error(`PUT to the local S3: ${res.status} ${await res.text()}`);
  return res;
}
