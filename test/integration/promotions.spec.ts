/**
 * Promotions through the local gateway: an Admin adds, edits and ends them (each change on the
 * version read), shoppers see the running sales and check a code, and orders are priced with the
 * best promotion per line, in the order, on its Stripe session and when it is paid. Every promotion
 * here names the subject's own albums and products (or needs its own code), so no other subject's
 * prices change while it runs.
 */
import type { Album, Product } from '../../shared/catalog';
import type { Order } from '../../shared/orders';
import { promotionMessages } from '../../shared/promotions';
import { newAlbumBody, newProductBody, uniqueName } from '../support/catalog-admin';
import { newCustomer, signIn, type Person } from '../support/identity';
import { payOrder } from '../support/payments';
import { api, endpoints } from '../support/runtime';

let admin: Person;
let employee: Person;
let client: Person;
/** The subject's own album and print, for the staff console's promotions. */
let album: Album;
let print: Product;

const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.idToken, body });
const hour = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  [admin, employee, client] = await Promise.all([signIn('admin@shop.test'), signIn('employee@shop.test'), newCustomer('Petra')]);
  const [a, p] = await Promise.all([
    asAdmin('POST', '/albums/add-albums', newAlbumBody(uniqueName('Promo album'), 40000)),
    asAdmin('POST', '/products/add-new-product', newProductBody(uniqueName('Promo print'), 3000)),
  ]);
  [album, print] = [a.body, p.body];
});

/** A promotion on the subject's first album, running for the next hour, with `change` applied. */
const saleBody = (change: Record<string, unknown> = {}) => ({
  name: uniqueName('Spring sale'),
  kind: 'percent',
  value: 30,
  albums: [album.albumName],
  products: [],
  startsAt: at(-60_000),
  endsAt: at(hour),
  ...change,
});
const addPromotion = async (change: Record<string, unknown> = {}) => {
  const res = await asAdmin('POST', '/admin/promotions', saleBody(change));
  expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: expect.objectContaining({ version: 0 }) });
  return res.body;
};
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

describe('the staff console', () => {
  it('adds a promotion that the list shows with its version, and the storefront sees while it runs', async () => {
    const sale = await addPromotion();
    expect(sale).toMatchObject({ kind: 'percent', value: 30, albums: [album.albumName], needsCode: false, allAlbums: false, createdAt: expect.any(String) });
    const listed = (await asAdmin('GET', '/admin/promotions')).body.promotions.find((p: { id: string }) => p.id === sale.id);
    expect(listed).toEqual(sale);
    const current = await api('GET', '/promotions/current');
    expect(current.headers.get('cache-control')).toBe('public, max-age=60');
    expect(current.body.promotions).toContainEqual(expect.objectContaining({ id: sale.id, name: sale.name, needsCode: false }));
  });

  it('keeps album and product names in the catalog spelling and refuses a name the catalog lacks', async () => {
    const sale = await addPromotion({ albums: [album.albumName.toUpperCase()], products: [print.productName] });
    expect(sale).toMatchObject({ albums: [album.albumName], products: [print.productName] });
    const unknown = await asAdmin('POST', '/admin/promotions', saleBody({ albums: [album.albumName, 'No Such Album'] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: promotionMessages.unknownAlbum('No Such Album'),
      fields: { 'albums.1': promotionMessages.unknownAlbum('No Such Album') },
    });
    const unknownProduct = await asAdmin('POST', '/admin/promotions', saleBody({ products: ['Nothing'] }));
    expect(unknownProduct.body.message).toBe(promotionMessages.unknownProduct('Nothing'));
  });

  it('refuses each mistake of the form with what to fix', async () => {
    const refused = async (change: Record<string, unknown>, field: string, message: string) => {
      const res = await asAdmin('POST', '/admin/promotions', saleBody(change));
      expect({ status: res.status, field: res.body.fields?.[field] }).toEqual({ status: 400, field: message });
    };
    await refused({ name: '' }, 'name', promotionMessages.nameMissing);
    await refused({ value: 95 }, 'value', promotionMessages.percentRange);
    await refused({ kind: 'amount', value: 0 }, 'value', promotionMessages.valueMissing);
    await refused({ kind: 'amount', value: 100_001 }, 'value', promotionMessages.valueMissing);
    await refused({ endsAt: at(-hour) }, 'endsAt', promotionMessages.endBeforeStart);
    await refused({ albums: [], products: [] }, 'albums', promotionMessages.appliesToNothing);
    await refused({ code: 'AB' }, 'code', promotionMessages.codeShape);
    await refused({ code: 'TEN OFF!' }, 'code', promotionMessages.codeShape);
    await refused({ startsAt: 'tomorrow' }, 'startsAt', promotionMessages.startMissing);
  });

  it('keeps a code to one promotion at a time, in any case', async () => {
    const code = uniqueCode('SPRING');
    const first = await addPromotion({ code: code.toLowerCase() });
    expect(first).toMatchObject({ code, needsCode: true });
    const clash = await asAdmin('POST', '/admin/promotions', saleBody({ code, startsAt: at(hour / 2), endsAt: at(2 * hour) }));
    expect({ status: clash.status, message: clash.body.message }).toEqual({ status: 409, message: promotionMessages.codeTaken(code) });
    // The same code once the first has ended is another promotion's to use.
    await addPromotion({ code, startsAt: at(hour), endsAt: at(2 * hour) });
    // Code promotions are never listed to shoppers.
    const current = (await api('GET', '/promotions/current')).body.promotions;
    expect(current.find((p: { id: string }) => p.id === first.id)).toBeUndefined();
    expect(JSON.stringify(current)).not.toContain(code);
  });

  it('gives a new code to one of several Admins saving it at the same moment, on new promotions and on edits', async () => {
    const code = uniqueCode('RACE');
    const answers = await Promise.all(Array.from({ length: 6 }, () => asAdmin('POST', '/admin/promotions', saleBody({ code }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(promotionMessages.codeTaken(code));
    const listed = (await asAdmin('GET', '/admin/promotions')).body.promotions.filter((p: { code?: string }) => p.code === code);
    expect(listed).toHaveLength(1);

    // Two promotions edited to the same new code at once: one has it.
    const edited = uniqueCode('EDIT');
    const [a, b] = await Promise.all([addPromotion(), addPromotion()]);
    const edits = await Promise.all(
      [a, b].map((p) => asAdmin('PUT', `/admin/promotions/${p.id}`, { ...saleBody({ name: p.name, code: edited }), version: 0 })),
    );
    expect(edits.map((e) => e.status).sort()).toEqual([200, 409]);
  });

  it('gives a code back when the save that claimed it does not land, and when a promotion changes its code', async () => {
    const sale = await addPromotion();
    const [won, lost] = [uniqueCode('WON'), uniqueCode('LOST')];
    // Two edits of one promotion on the same version: one lands, the other's code is given back.
    const edits = await Promise.all(
      [won, lost].map((code) => asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ name: sale.name, code }), version: 0 })),
    );
    expect(edits.map((e) => e.status).sort()).toEqual([200, 409]);
    const [kept, given] = edits[0]!.status === 200 ? [won, lost] : [lost, won];
    expect((await asAdmin('POST', '/admin/promotions', saleBody({ code: given }))).status).toBe(201);
    expect((await asAdmin('POST', '/admin/promotions', saleBody({ code: kept }))).status).toBe(409);
    // The promotion moves to another code: the one it had is free at once.
    const moved = await asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ name: sale.name, code: uniqueCode('MOVED') }), version: 1 });
    expect(moved.status).toBe(200);
    expect((await asAdmin('POST', '/admin/promotions', saleBody({ code: kept }))).status).toBe(201);
  });

  it('frees the code of a promotion ended early for another promotion at once', async () => {
    const code = uniqueCode('ENDED');
    const first = await addPromotion({ code });
    expect((await asAdmin('POST', '/admin/promotions', saleBody({ code }))).status).toBe(409);
    expect((await asAdmin('POST', `/admin/promotions/${first.id}/end`, { version: 0 })).status).toBe(200);
    expect((await asAdmin('POST', '/admin/promotions', saleBody({ code, startsAt: at(1_000) }))).status).toBe(201);
  });

  it('saves an edit on the version read and refuses one made on an older version', async () => {
    const sale = await addPromotion();
    const edited = await asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ name: 'Spring sale, longer', endsAt: at(2 * hour) }), version: 0 });
    expect({ status: edited.status, body: edited.body }).toEqual({
      status: 200,
      body: expect.objectContaining({ name: 'Spring sale, longer', version: 1, createdAt: sale.createdAt }),
    });
    const stale = await asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ name: 'Overwritten' }), version: 0 });
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: promotionMessages.conflict });
    const missing = await asAdmin('PUT', '/admin/promotions/NOPE', { ...saleBody(), version: 0 });
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: promotionMessages.missing });
    const invalid = await asAdmin('PUT', `/admin/promotions/${sale.id}`, { ...saleBody({ value: 0 }), version: 1 });
    expect(invalid.status).toBe(400);
  });

  it('ends a promotion now on the version read, once', async () => {
    const sale = await addPromotion();
    const stale = await asAdmin('POST', `/admin/promotions/${sale.id}/end`, { version: 3 });
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: promotionMessages.conflict });
    const ended = await asAdmin('POST', `/admin/promotions/${sale.id}/end`, { version: 0 });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ version: 1, endedEarlyAt: ended.body.endsAt, startsAt: sale.startsAt });
    expect(Date.parse(ended.body.endsAt)).toBeLessThanOrEqual(Date.now());
    const again = await asAdmin('POST', `/admin/promotions/${sale.id}/end`, { version: 1 });
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: promotionMessages.alreadyEnded });
    const current = (await api('GET', '/promotions/current')).body.promotions;
    expect(current.find((p: { id: string }) => p.id === sale.id)).toBeUndefined();
  });

  it('lets no one but an Admin see or change promotions', async () => {
    const sale = await addPromotion({ startsAt: at(48 * hour), endsAt: at(49 * hour) });
    for (const who of [client, employee]) {
      const calls = [
        api('GET', '/admin/promotions', { token: who.idToken }),
        api('POST', '/admin/promotions', { token: who.idToken, body: saleBody() }),
        api('PUT', `/admin/promotions/${sale.id}`, { token: who.idToken, body: { ...saleBody(), version: 0 } }),
        api('POST', `/admin/promotions/${sale.id}/end`, { token: who.idToken, body: { version: 0 } }),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403]);
    }
    expect((await api('GET', '/admin/promotions')).status).toBe(401);
    // Unchanged by the refused calls.
    const listed = (await asAdmin('GET', '/admin/promotions')).body.promotions.find((p: { id: string }) => p.id === sale.id);
    expect(listed).toEqual(sale);
  });

  it('announces a sale starting within 30 days, not one further off', async () => {
    const soon = await addPromotion({ startsAt: at(24 * hour), endsAt: at(48 * hour) });
    const later = await addPromotion({ startsAt: at(40 * 24 * hour), endsAt: at(41 * 24 * hour) });
    const ids = (await api('GET', '/promotions/current')).body.promotions.map((p: { id: string }) => p.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
  });
});

describe('a code in the cart', () => {
  it('finds the running promotion of a code in any case, and refuses an unknown or ended one', async () => {
    const code = uniqueCode('CART');
    const promo = await addPromotion({ code, kind: 'amount', value: 500 });
    const found = await api('POST', '/promotions/code', { body: { code: ` ${code.toLowerCase()} ` } });
    expect({ status: found.status, body: found.body }).toEqual({
      status: 200,
      body: { promotion: expect.objectContaining({ id: promo.id, needsCode: true }) },
    });
    expect(found.body.promotion).not.toHaveProperty('code');
    const unknown = await api('POST', '/promotions/code', { body: { code: 'NO-SUCH-CODE' } });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: promotionMessages.codeUnknown });
    await asAdmin('POST', `/admin/promotions/${promo.id}/end`, { version: 0 });
    const ended = await api('POST', '/promotions/code', { body: { code } });
    expect({ status: ended.status, message: ended.body.message }).toEqual({ status: 404, message: promotionMessages.codeUnknown });
  });
});

/** A fresh album or print of the subject's, so only the promotions a test makes price it. */
const freshAlbum = async (price: number): Promise<Album> => (await asAdmin('POST', '/albums/add-albums', newAlbumBody(uniqueName('Sale album'), price))).body;
const freshPrint = async (price: number): Promise<Product> =>
  (await asAdmin('POST', '/products/add-new-product', newProductBody(uniqueName('Sale print'), price))).body;
const albumLine = (a: Album, quantity = 1) => ({
  kind: 'album',
  albumName: a.albumName,
  size: '8x8',
  pages: 20,
  coverType: 'Leather',
  coverName: 'Black',
  quantity,
});
const printLine = (p: Product, quantity = 1) => ({ kind: 'product', productName: p.productName, size: '8x10', quantity });
const shippingAddress = { street: '9 Sale St', city: 'Austin', state: 'TX', zip: '78701' };

const placeOrder = (cartItems: unknown[], promotionCode?: string) =>
  api('POST', `/orders/${client.sub}/new-order`, {
    token: client.idToken,
    body: { cartItems, shippingAddress, albumDesignTermsAcknowledged: true, ...(promotionCode !== undefined ? { promotionCode } : {}) },
  });
async function placed(cartItems: unknown[], promotionCode?: string): Promise<Order> {
  const res = await placeOrder(cartItems, promotionCode);
  expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { orderId: expect.any(String) } });
  return (await api('GET', `/orders/${client.sub}/${res.body.orderId}`, { token: client.idToken })).body;
}
const lineOf = (order: Order, name: string) =>
  [...order.albums.map((a) => ({ ...a, name: a.albumName })), ...order.products.map((p) => ({ ...p, name: p.productName }))].find((l) => l.name === name)!;

/** What the card provider was asked for: the order's Checkout Session and its coupon, read back from it. */
const stripeGet = async (path: string) => (await fetch(`${endpoints().stripe}/v1/${path}`, { headers: { authorization: 'Bearer sk_test_local_shop' } })).json();
async function checkoutOf(order: Order) {
  const checkout = await api('POST', `/orders/${client.sub}/stripe-create-checkout`, { token: client.idToken, body: { orderId: order._id } });
  expect(checkout.status).toBe(200);
  const session = await stripeGet(`checkout/sessions/${checkout.body.sessionId}`);
  const couponId: string | undefined = session.discounts?.[0]?.coupon;
  return { session, coupon: couponId ? await stripeGet(`coupons/${couponId}`) : undefined };
}
/** The session's total before any sales tax Stripe adds: what the order's total must be. */
const beforeTax = (session: { amount_total: number; total_details?: { amount_tax?: number } }) =>
  session.amount_total - (session.total_details?.amount_tax ?? 0);

describe('an order during a promotion', () => {
  it('is priced with the sale, and its Stripe session lists the regular prices with the discount as a named coupon, and it settles', async () => {
    const [onSale, notOnSale] = await Promise.all([freshAlbum(40000), freshPrint(3000)]);
    const sale = await addPromotion({ albums: [onSale.albumName] });
    const order = await placed([albumLine(onSale, 2), printLine(notOnSale)]);
    expect(lineOf(order, onSale.albumName)).toMatchObject({ price: 28000, regularPrice: 40000, quantity: 2, promotion: { id: sale.id, name: sale.name } });
    const plain = lineOf(order, notOnSale.productName);
    expect(plain.price).toBe(3000);
    expect(plain).not.toHaveProperty('promotion');
    expect(plain).not.toHaveProperty('regularPrice');
    expect(order).toMatchObject({ discount: 24000, cartPreTaxPrice: 59000, totalPrice: 59000 });
    expect(order).not.toHaveProperty('promotionCode');

    const { session, coupon } = await checkoutOf(order);
    expect(session.lines.map((l: { amount: number; quantity: number }) => [l.amount, l.quantity])).toEqual([
      [40000, 2],
      [3000, 1],
    ]);
    expect(session).toMatchObject({ amount_subtotal: 83000, total_details: expect.objectContaining({ amount_discount: 24000 }) });
    expect(beforeTax(session)).toBe(order.totalPrice);
    expect(coupon).toMatchObject({ amount_off: 24000, currency: 'usd', duration: 'once', name: sale.name, max_redemptions: 1, valid: true });
    // The hosted page shows the discount by the sale's name.
    const page = await (await fetch(session.url)).text();
    expect(page).toContain(sale.name);

    await payOrder(client, order._id);
    const paid = (await api('GET', `/orders/${client.sub}/${order._id}`, { token: client.idToken })).body;
    expect(paid).toMatchObject({ paymentStatus: 'paid', totalPrice: 59000, discount: 24000 });
    expect((await stripeGet(`coupons/${coupon.id}`)).times_redeemed).toBe(1);
  });

  it('pays full price once the sale has ended, on its own or ended early by an Admin', async () => {
    const [a, b] = await Promise.all([freshAlbum(40000), freshAlbum(20000)]);
    // One ending by itself a few seconds from now, one an Admin ends at once.
    const ending = await addPromotion({ albums: [a.albumName], endsAt: at(5_000) });
    const endedEarly = await addPromotion({ albums: [b.albumName] });
    const during = await placed([albumLine(a)]);
    expect(lineOf(during, a.albumName)).toMatchObject({ price: 28000, promotion: { id: ending.id } });
    expect((await asAdmin('POST', `/admin/promotions/${endedEarly.id}/end`, { version: 0 })).status).toBe(200);
    while (Date.now() <= Date.parse(ending.endsAt)) await new Promise((r) => setTimeout(r, 250));

    const after = await placed([albumLine(a), albumLine(b)]);
    expect(after.albums.map((l) => [l.price, l.promotion, l.regularPrice])).toEqual([
      [40000, undefined, undefined],
      [20000, undefined, undefined],
    ]);
    expect(after).toMatchObject({ discount: 0, totalPrice: 60000 });
    const { session, coupon } = await checkoutOf(after);
    expect(coupon).toBeUndefined();
    expect(session).toMatchObject({ amount_subtotal: 60000, discounts: [], total_details: expect.objectContaining({ amount_discount: 0 }) });
    expect(beforeTax(session)).toBe(60000);
  });

  it('is not placed at a total other than the one the cart showed: the answer names the new total, which the retry places', async () => {
    const a = await freshAlbum(40000);
    const sale = await addPromotion({ albums: [a.albumName] });
    const ordersBefore = (await api('GET', `/orders/${client.sub}`, { token: client.idToken })).body.length;
    // The cart still showed the sale after an Admin ended it: the customer is told, and nothing is placed.
    expect((await asAdmin('POST', `/admin/promotions/${sale.id}/end`, { version: 0 })).status).toBe(200);
    const body = { cartItems: [albumLine(a)], shippingAddress, albumDesignTermsAcknowledged: true, checkoutAttemptId: `shown-${Date.now()}` };
    const refused = await api('POST', `/orders/${client.sub}/new-order`, { token: client.idToken, body: { ...body, shownTotal: 28000 } });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: expect.objectContaining({ message: promotionMessages.pricesChanged('$400', '$280'), fields: { shownTotal: '40000' } }),
    });
    expect((await api('GET', `/orders/${client.sub}`, { token: client.idToken })).body).toHaveLength(ordersBefore);
    // The same attempt, at the total it was told, is placed at that total.
    const retried = await api('POST', `/orders/${client.sub}/new-order`, { token: client.idToken, body: { ...body, shownTotal: 40000 } });
    expect(retried.status).toBe(201);
    const order: Order = (await api('GET', `/orders/${client.sub}/${retried.body.orderId}`, { token: client.idToken })).body;
    expect(order).toMatchObject({ totalPrice: 40000, discount: 0 });
  });
});

describe('a promotion code on an order', () => {
  it('prices the lines its promotion covers and is kept on the order, in capitals', async () => {
    const [a, p] = await Promise.all([freshAlbum(40000), freshPrint(3000)]);
    const code = uniqueCode('GIFT');
    const promo = await addPromotion({ code, kind: 'amount', value: 500, albums: [], products: [p.productName] });
    const withoutCode = await placed([printLine(p, 3)]);
    expect(withoutCode).toMatchObject({ totalPrice: 9000, discount: 0 });
    const order = await placed([albumLine(a), printLine(p, 3)], code.toLowerCase());
    expect(lineOf(order, p.productName)).toMatchObject({ price: 2500, regularPrice: 3000, promotion: { id: promo.id, name: promo.name } });
    expect(lineOf(order, a.albumName).price).toBe(40000);
    expect(order).toMatchObject({ promotionCode: code, discount: 1500, totalPrice: 47500 });
    const { session, coupon } = await checkoutOf(order);
    expect(coupon).toMatchObject({ amount_off: 1500, name: promo.name });
    expect(beforeTax(session)).toBe(47500);
  });

  it('refuses the order with an unknown or ended code, and writes nothing', async () => {
    const p = await freshPrint(3000);
    const code = uniqueCode('OVER');
    const promo = await addPromotion({ code, albums: [], products: [p.productName] });
    await asAdmin('POST', `/admin/promotions/${promo.id}/end`, { version: 0 });
    const before = (await api('GET', `/orders/${client.sub}`, { token: client.idToken })).body.length;
    for (const tried of [code, 'NOT-A-CODE']) {
      const res = await placeOrder([printLine(p)], tried);
      expect({ status: res.status, message: res.body.message, field: res.body.fields?.promotionCode }).toEqual({
        status: 400,
        message: promotionMessages.codeUnknown,
        field: promotionMessages.codeUnknown,
      });
    }
    expect((await api('GET', `/orders/${client.sub}`, { token: client.idToken })).body.length).toBe(before);
  });

  it('takes, line by line, the better of the running sale and the code', async () => {
    const [a, b] = await Promise.all([freshAlbum(40000), freshAlbum(20000)]);
    const code = uniqueCode('BEST');
    const sale = await addPromotion({ name: 'Sale', albums: [a.albumName, b.albumName], value: 30 });
    const coded = await addPromotion({ name: 'Code', code, kind: 'amount', value: 8000, albums: [a.albumName, b.albumName] });
    const order = await placed([albumLine(a), albumLine(b)], code);
    // 30% off $400 is $120, more than the code's $80; 30% off $200 is $60, less than $80.
    expect(lineOf(order, a.albumName)).toMatchObject({ price: 28000, regularPrice: 40000, promotion: { id: sale.id, name: 'Sale' } });
    expect(lineOf(order, b.albumName)).toMatchObject({ price: 12000, regularPrice: 20000, promotion: { id: coded.id, name: 'Code' } });
    expect(order).toMatchObject({ discount: 20000, totalPrice: 40000, promotionCode: code });
    const { session, coupon } = await checkoutOf(order);
    expect(coupon).toMatchObject({ amount_off: 20000, name: 'Sale, Code' });
    expect(beforeTax(session)).toBe(40000);
    await payOrder(client, order._id);
    expect((await api('GET', `/orders/${client.sub}/${order._id}`, { token: client.idToken })).body.paymentStatus).toBe('paid');
  });
});
