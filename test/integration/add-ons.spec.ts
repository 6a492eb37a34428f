/**
 * Add-ons bought for an album through the local gateway: add-on pages and editing tiers, and
 * Album Revision rounds. Refused without an album and for another customer's album, priced by the
 * server, and once paid added to the album line, whose upload limit follows.
 */
import { addEditingTotal } from '../../shared/catalog';
import { addOnMessages } from '../../shared/add-ons';
import { messages } from '../../shared/messages';
import { newCustomer, type Person } from '../support/identity';
import { address, luxAlbum, paidOrder } from '../support/photos';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

const { kind: _kind, ...luxChoice } = luxAlbum;
const inCart = { in: 'cart', album: { ...luxChoice, layFlatUpgrade: false } };
const revision = (revisions: number, forAlbum: unknown) => ({ kind: 'albumRevision', productName: 'Album Revision', revisions, forAlbum });
const addOns = (extraPages: number, editingTier: string | undefined, forAlbum: unknown) => ({ kind: 'albumAddOns', extraPages, editingTier, forAlbum });

let person: Person;
let other: Person;
const addToCart = (cartItem: unknown, who = person) => api('PUT', `/user/${who.sub}/cart`, { token: who.idToken, body: { cartItem } });
const placeOrder = (cartItems: unknown[], who = person) =>
  api('POST', `/orders/${who.sub}/new-order`, { token: who.idToken, body: { cartItems, shippingAddress: address, albumDesignTermsAcknowledged: true } });
const getOrder = async (orderId: string, who = person) => (await api('GET', `/orders/${who.sub}/${orderId}`, { token: who.idToken })).body;
const revisionPrice = async (size: string) =>
  (await api('GET', '/products/name/Album-Revision')).body.productOptions.find((o: { size: string }) => o.size === size).price as number;

/** Pays an order the way the card provider's event does: a real checkout session, through the event handler. */
async function pay(orderId: string, who = person) {
  const { sessionId } = (await api('POST', `/orders/${who.sub}/stripe-create-checkout`, { token: who.idToken, body: { orderId } })).body;
  const stored = await (
    await fetch(`${endpoints().stripe}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: 'Bearer sk_test_local_shop' } })
  ).json();
  const session = { ...stored, status: 'complete', payment_status: 'paid' };
  const { handleStripeEvent } = await import('../../functions/payments/lib/fulfil');
  const { createLogger } = await import('../../functions/kit/logger');
  const event = (id: string) => ({ id, type: 'checkout.session.completed', data: { object: session } });
  return {
    result: await handleStripeEvent(event(`evt_addons_${orderId}`), createLogger()),
    again: (id: string) => handleStripeEvent(event(id), createLogger()),
  };
}

beforeAll(async () => {
  [person, other] = await Promise.all([newCustomer('Adele'), newCustomer('Otto')]);
  useLocalCloudEnvironment();
});

describe('buying add-ons for an album', () => {
  it('refuses an Album Revision without an album, in the cart, as a plain product and in an order', async () => {
    const fresh = await newCustomer('Rita');
    await expect(addToCart(revision(1, inCart), fresh)).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.revisionNeedsAlbum } });
    await expect(addToCart(revision(1, undefined), fresh)).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.revisionNeedsAlbum } });
    const plain = { kind: 'product', productName: 'Album Revision', size: '10x10' };
    await expect(addToCart(plain, fresh)).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.revisionNeedsAlbum } });
    await expect(placeOrder([revision(2, inCart)], fresh)).resolves.toMatchObject({
      status: 400,
      body: { message: addOnMessages.albumNotInCart('Album Revision'), fields: { 'cartItems.0': addOnMessages.albumNotInCart('Album Revision') } },
    });
    expect((await api('GET', `/user/${fresh.sub}`, { token: fresh.idToken })).body.cart).toEqual([]);
  });

  it("refuses an add-on for another customer's album, and for an unpaid one", async () => {
    const theirs = await paidOrder(other, [luxAlbum]);
    const target = { in: 'order', orderId: theirs._id, lineId: theirs.albums[0]!._id };
    await expect(addToCart(revision(1, target))).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.albumNotInOrders } });
    await expect(placeOrder([addOns(4, undefined, target)])).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.albumNotInOrders } });
    const unpaid = (await placeOrder([luxAlbum])).body.orderId;
    const mineUnpaid = { in: 'order', orderId: unpaid, lineId: (await getOrder(unpaid)).albums[0]._id };
    await expect(addToCart(revision(1, mineUnpaid))).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.albumNotInOrders } });
  });

  it('prices add-on pages, a tier and revisions on the server, whatever the browser sends, one of each per album', async () => {
    const shopper = await newCustomer('Priya');
    expect((await addToCart(luxAlbum, shopper)).status).toBe(200);
    expect((await addToCart({ ...addOns(10, 'Lux', inCart), price: 1 }, shopper)).status).toBe(200);
    expect((await addToCart({ ...revision(1, inCart), price: 1 }, shopper)).status).toBe(200);
    // Chosen again for the same album: the later choice replaces the earlier one.
    const res = await addToCart(revision(2, inCart), shopper);
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual([
      expect.objectContaining({ kind: 'album', albumName: 'Lux' }),
      expect.objectContaining({
        kind: 'albumAddOns',
        extraPages: 10,
        editingTier: 'Lux',
        price: addEditingTotal(10, 'Lux'),
        quantity: 1,
        album: { albumName: 'Lux', size: '10x10', pages: 20 },
      }),
      expect.objectContaining({ kind: 'albumRevision', revisions: 2, price: 2 * (await revisionPrice('10x10')), quantity: 1 }),
    ]);
    await expect(addToCart(addOns(3, undefined, inCart), shopper)).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.extraPagesSteps } });
    await expect(addToCart(addOns(0, undefined, inCart), shopper)).resolves.toMatchObject({ status: 400, body: { message: addOnMessages.chooseSomething } });
    const line = res.body.cart[2]._id;
    await expect(api('PUT', `/user/${shopper.sub}/cart/${line}`, { token: shopper.idToken, body: { quantity: 3 } })).resolves.toMatchObject({ status: 400 });
  });

  it('once paid, adds the pages to the album line of the same order, and its upload limit becomes 2 × (pages + add-on pages)', async () => {
    const placed = await placeOrder([luxAlbum, addOns(10, 'Pro', inCart)]);
    expect(placed.status).toBe(201);
    const pending = await getOrder(placed.body.orderId);
    expect(pending.totalPrice).toBe(pending.albums[0].price + addEditingTotal(10, 'Pro'));
    expect(pending.addOns).toEqual([expect.objectContaining({ kind: 'albumAddOns', forAlbum: { orderId: pending._id, lineId: pending.albums[0]._id } })]);

    expect((await pay(pending._id)).result).toBe('changed');
    const order = await getOrder(pending._id);
    expect(order.albums[0]).toMatchObject({ extraPages: 10, editingTier: 'Pro' });

    const limit = 2 * (luxAlbum.pages + 10);
    const photos = (n: number, from: number) => Array.from({ length: n }, (_, i) => ({ fileName: `p${from + i}.png`, mimeType: 'image/png', size: 1000 }));
    const sign = (images: unknown[]) =>
      api('POST', `/galleries/user/${person.sub}/${order._id}`, { token: person.idToken, body: { lineId: order.albums[0]._id, images } });
    expect((await sign(photos(50, 0))).status).toBe(200);
    await expect(sign(photos(limit - 50 + 1, 50))).resolves.toMatchObject({ status: 400, body: { message: messages.albumUploadRemaining(50, limit - 50) } });
    expect((await sign(photos(limit - 50, 50))).status).toBe(200);
  });

  it('once paid, adds revisions to an album of an earlier order, once however often the payment is announced', async () => {
    const earlier = await paidOrder(person, [luxAlbum]);
    const target = { in: 'order', orderId: earlier._id, lineId: earlier.albums[0]!._id };
    const cart = await addToCart(revision(2, target));
    expect(cart.body.cart.at(-1)).toMatchObject({ kind: 'albumRevision', album: { albumName: 'Lux', orderNumber: earlier.orderNumber } });

    const placed = await placeOrder([revision(2, target)]);
    expect(placed.status).toBe(201);
    const { result, again } = await pay(placed.body.orderId);
    expect(result).toBe('changed');
    expect(await again(`evt_addons_retry_${placed.body.orderId}`)).toBe('unchanged');
    const revised = await getOrder(earlier._id);
    expect(revised.albums[0].revisionsBought).toBe(2);
    expect(revised.appliedAddOns).toHaveLength(1);
  });
});
