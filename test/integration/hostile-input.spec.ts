/**
 * What an attacker or a careless client sent that once got a 500 or grew a record without bound
 * (each case as it was reported), through the gateway against the local cloud: bad input is
 * answered 4xx with a message, and the lists people grow stop at their caps.
 */
import Stripe from 'stripe';
import { MAX_ADDRESSES } from '../../shared/address';
import { MAX_CALLBACK_NOTES } from '../../shared/callbacks';
import type { Album, Product } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { newAlbumBody, newProductBody, uniqueName } from '../support/catalog-admin';
import { newCustomer, signIn, type Person } from '../support/identity';
import { api, useLocalCloudEnvironment } from '../support/runtime';

const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
const address = { street: '9 Pine Rd', city: 'Boise', state: 'ID', zip: '83702' };
const signingSecret = 'whsec_local_shop_signing_secret';

let person: Person;
beforeAll(async () => {
  useLocalCloudEnvironment();
  person = await newCustomer('Hattie');
});

const sendSigned = (payload: string) =>
  api('POST', '/webhooks/stripe', {
    body: payload,
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret }) },
  });
const session = (metadata: unknown) => ({
  id: 'cs_test_hostile',
  object: 'checkout.session',
  payment_status: 'paid',
  status: 'complete',
  amount_total: 100,
  metadata,
});
const event = (id: unknown, object: unknown) => JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', data: { object } });

describe('input that once answered 500', () => {
  it('answers 404 when confirming a checkout session Stripe does not know', async () => {
    const placed = await api('POST', `/orders/${person.sub}/new-order`, {
      token: person.idToken,
      body: { cartItems: [lux], shippingAddress: address, albumDesignTermsAcknowledged: true },
    });
    const res = await api('POST', `/orders/${person.sub}/${placed.body.orderId}/confirm-payment`, { token: person.idToken, body: { sessionId: 'cs_nope' } });
    expect(res.status).toBe(404);
  });

  it('answers 400, and asks Stripe nothing, for a session id that is not a Checkout Session id', async () => {
    const placed = await api('POST', `/orders/${person.sub}/new-order`, {
      token: person.idToken,
      body: { cartItems: [lux], shippingAddress: address, albumDesignTermsAcknowledged: true },
    });
    // A lone surrogate cannot be written into a URL, and a slash would change Stripe's path.
    for (const sessionId of ['a\ud83d', 'cs_../../v1/refunds', '']) {
      const res = await api('POST', `/orders/${person.sub}/${placed.body.orderId}/confirm-payment`, { token: person.idToken, body: { sessionId } });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('That payment link is not valid.');
    }
  });

  it('answers 400 for a malformed percent-escape in a path, signed in or not', async () => {
    expect((await api('GET', '/albums/name/%E0%A4%A')).status).toBe(400);
    expect((await api('GET', `/orders/${person.sub}/%E0%A4%A`, { token: person.idToken })).status).toBe(400);
  });

  it('answers 404 for a path id of 3,000 characters instead of passing it to DynamoDB', async () => {
    expect((await api('GET', `/orders/${person.sub}/${'a'.repeat(3000)}`, { token: person.idToken })).status).toBe(404);
    expect((await api('GET', `/albums/name/${'a'.repeat(3000)}`)).status).toBe(404);
  });

  it.each([
    ['a JSON string', JSON.stringify('checkout.session.completed')],
    ['a JSON array', JSON.stringify([{ id: 'evt_1' }])],
    ['JSON null', 'null'],
    ['an event without data', JSON.stringify({ id: 'evt_nodata', type: 'checkout.session.completed' })],
    ['an object as orderId', event('evt_object_order', session({ orderId: { $ne: '' } }))],
    ['an array as the session', event('evt_array_session', [session({})])],
    ['an event id over 2 KB', event(`evt_${'x'.repeat(2100)}`, session({ orderId: 'nope' }))],
    ['an event id that is an object', event({ id: 'evt_x' }, session({}))],
  ])('answers 400 to a correctly signed webhook carrying %s', async (_, payload) => {
    const res = await sendSigned(payload);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_failed');
  });

  it('drops a malformed event delivered through EventBridge instead of throwing it into retries', async () => {
    const { handler } = await import('../../functions/payments/handle-stripe-event');
    const delivered = (detail: unknown) => ({ id: 'e1', 'detail-type': 'checkout.session.completed', source: 'aws.partner/stripe.com/x', detail }) as never;
    await expect(handler(delivered({ id: `evt_${'x'.repeat(3000)}`, type: 'checkout.session.completed', data: { object: session({}) } }))).resolves.toEqual({
      result: 'malformed',
    });
    await expect(handler(delivered({ id: 'evt_meta', type: 'checkout.session.completed', data: { object: session({ orderId: ['x'] }) } }))).resolves.toEqual({
      result: 'malformed',
    });
    await expect(handler(delivered('not an event'))).resolves.toEqual({ result: 'malformed' });
  });
});

describe('text with characters we refuse', () => {
  it.each([
    ['a NUL in a street', { ...address, street: '9 Pine\u0000 Rd' }],
    ['a right-to-left override in a city', { ...address, city: 'Bo\u202Eise' }],
    ['a lone surrogate in a street', { ...address, street: '9 Pine \ud83d Rd' }],
  ])('refuses %s with the message and stores nothing', async (_, shippingAddress) => {
    const res = await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress } });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.fields)).toContain(messages.unsafeCharacters);
    const me = await api('GET', `/user/${person.sub}`, { token: person.idToken });
    expect(me.body.shippingAddress).not.toContainEqual(
      expect.objectContaining({ zip: shippingAddress.zip, city: shippingAddress.city, street: shippingAddress.street }),
    );
  });

  it('refuses an escape sequence in a callback message', async () => {
    const res = await api('POST', '/request-callback', {
      body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '5551234567', message: 'Call me \u001b[2J' },
    });
    expect(res).toMatchObject({ status: 400, body: { fields: { message: messages.unsafeCharacters } } });
  });
});

describe('lists that stop at their caps', () => {
  it(`keeps up to ${MAX_ADDRESSES} addresses, also when the last ones are added at once, and refuses the next with the message`, async () => {
    const customer = await newCustomer('Adele');
    const put = (i: number) =>
      api('PUT', `/user/${customer.sub}`, {
        token: customer.idToken,
        body: { shippingAddress: { ...address, street: `${i} ${'Long Street Name '.repeat(6).trim()}`.slice(0, 120) } },
      });
    for (let i = 0; i < MAX_ADDRESSES - 3; i++) expect((await put(i)).status).toBe(200);
    const racing = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => put(100 + i)));
    expect(racing.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of racing.filter((r) => r.status !== 200))
      expect(refused).toMatchObject({ status: 400, body: { message: messages.addressesFull(MAX_ADDRESSES) } });
    const me = await api('GET', `/user/${customer.sub}`, { token: customer.idToken });
    expect(me.body.shippingAddress).toHaveLength(MAX_ADDRESSES);
    // The record stays usable: the cart still takes a line.
    expect((await api('PUT', `/user/${customer.sub}/cart`, { token: customer.idToken, body: { cartItem: lux } })).status).toBe(200);
  });

  it('lets an employee add no more addresses to a customer than the customer could', async () => {
    const customer = await newCustomer('Ebba');
    const employee = await signIn('employee@shop.test');
    const put = (i: number) =>
      api('PUT', `/user/${customer.sub}`, { token: employee.idToken, body: { shippingAddress: { ...address, street: `${i} Main St` } } });
    const answers = await Promise.all(Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) => put(i)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX_ADDRESSES);
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
  });

  it(`keeps up to ${MAX_CALLBACK_NOTES} notes on a callback request`, async () => {
    const employee = await signIn('employee@shop.test');
    const created = await api('POST', '/request-callback', {
      body: { firstName: 'Nina', lastName: 'Notes', email: 'nina@example.com', phone: '5551234567', message: 'Please call' },
    });
    const note = (i: number) => api('PUT', `/request-callback/${created.body._id}/add-note`, { token: employee.idToken, body: { note: `Note ${i}` } });
    const answers = await Promise.all(Array.from({ length: MAX_CALLBACK_NOTES + 4 }, (_, i) => note(i)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX_CALLBACK_NOTES);
    expect(answers.find((r) => r.status !== 200)).toMatchObject({ status: 400, body: { message: messages.callbackNotesFull(MAX_CALLBACK_NOTES) } });
  });
});

describe('numbers the table cannot hold', () => {
  const tooSmall = 1e-320;
  const unsafeVersion = Number.MAX_SAFE_INTEGER;
  const weightMessage = 'The shipping weight must be from 0.01 to 150 lb.';
  const lengthMessage = 'The length must be from 0.01 to 108 in.';

  it('answers 400 with the bounds for a shipping weight or dimension of 1e-320, adding a product or saving one', async () => {
    const admin = await signIn('admin@shop.test');
    const asAdmin = (method: string, path: string, body: unknown) => api(method, path, { token: admin.idToken, body });
    const body = newProductBody(uniqueName('Feather print'));
    const dimensions = { length: tooSmall, width: 20, height: 3 };
    expect(await asAdmin('POST', '/products/add-new-product', { ...body, shippingWeight: tooSmall })).toMatchObject({
      status: 400,
      body: { message: weightMessage },
    });
    expect(await asAdmin('POST', '/products/add-new-product', { ...body, shippingDimensions: dimensions })).toMatchObject({
      status: 400,
      body: { message: lengthMessage },
    });

    const added = await asAdmin('POST', '/products/add-new-product', body);
    expect(added.status).toBe(201);
    const product = added.body as Product;
    const save = (change: Partial<Product>) => asAdmin('PUT', `/products/${product._id}`, { ...product, ...change, version: 0 });
    expect(await save({ shippingWeight: tooSmall })).toMatchObject({ status: 400, body: { message: weightMessage } });
    expect(await save({ shippingDimensions: dimensions })).toMatchObject({ status: 400, body: { message: lengthMessage } });
    // At the bounds it saves.
    expect(await save({ shippingWeight: 0.01, shippingDimensions: { length: 0.01, width: 108, height: 3.5 } })).toMatchObject({
      status: 200,
      body: { shippingWeight: 0.01, shippingDimensions: { length: 0.01, width: 108, height: 3.5 } },
    });
  });

  it('answers 400 for a version of 2^53 - 1, saving an album or a product and changing an order', async () => {
    const admin = await signIn('admin@shop.test');
    const asAdmin = (method: string, path: string, body: unknown) => api(method, path, { token: admin.idToken, body });
    const album = (await asAdmin('POST', '/albums/add-albums', newAlbumBody(uniqueName('Big version album')))).body as Album;
    const product = (await asAdmin('POST', '/products/add-new-product', newProductBody(uniqueName('Big version print')))).body as Product;
    const refused = { status: 400, body: { message: messages.catalogVersionInvalid } };
    expect(await asAdmin('PUT', `/albums/${album._id}`, { ...album, version: unsafeVersion })).toMatchObject(refused);
    expect(await asAdmin('PUT', `/products/${product._id}`, { ...product, version: unsafeVersion })).toMatchObject(refused);
    expect(await asAdmin('PUT', `/products/${product._id}`, { ...product, version: 0 })).toMatchObject({ status: 200, body: { version: 1 } });

    const placed = await api('POST', `/orders/${person.sub}/new-order`, {
      token: person.idToken,
      body: { cartItems: [lux], shippingAddress: address, albumDesignTermsAcknowledged: true },
    });
    const change = (body: unknown, path = 'status-update') =>
      asAdmin(path === 'refund' ? 'POST' : 'PUT', `/orders/${person.sub}/${placed.body.orderId}/${path}`, body);
    const orderRefused = { status: 400, body: { message: messages.orderVersionInvalid } };
    expect(await change({ status: 'Manufacturing', version: unsafeVersion })).toMatchObject(orderRefused);
    expect(await change({ version: unsafeVersion }, 'refund')).toMatchObject(orderRefused);
  });
});
