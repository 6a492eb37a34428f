/** The cart routes priced by the server, and the public callback and referral forms, through the gateway. */
import { messages } from '../../shared/messages';
import { newCustomer, type Person } from '../support/identity';
import { api, useLocalCloudEnvironment } from '../support/runtime';

const lux = { kind: 'album', albumName: 'Lux', size: '12x12', pages: 30, coverType: 'Velvet', coverName: 'Emerald' };
const edge = { kind: 'product', productName: 'Edge-Prints', size: '20x30', coverType: 'Finish', coverName: 'Metallic' };

let person: Person;
const cartPath = () => `/user/${person.sub}/cart`;

beforeAll(async () => {
  person = await newCustomer('Cora');
  useLocalCloudEnvironment();
});
afterAll(async () => (await import('../../functions/data/client')).db.destroy());

describe('the cart', () => {
  it('prices an added album from the catalog and ignores a price sent with it', async () => {
    const album = (await api('GET', '/albums/name/Lux')).body;
    const option = album.albumOptions.find((o: { size: string; pages: number }) => o.size === '12x12' && o.pages === 30);
    const res = await api('PUT', cartPath(), { token: person.idToken, body: { cartItem: { ...lux, price: 1 } } });
    expect(res.status).toBe(200);
    expect(res.body.cart).toEqual([expect.objectContaining({ albumName: 'Lux', price: option.price, quantity: 1, coverName: 'Emerald', pages: 30 })]);
  });

  it('refuses an option the catalog does not have, in the shopper’s words, and changes nothing', async () => {
    const res = await api('PUT', cartPath(), { token: person.idToken, body: { cartItem: { ...lux, size: '6x9' } } });
    expect(res).toMatchObject({ status: 400, body: { message: messages.albumOptionUnavailable } });
    expect((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.cart).toHaveLength(1);
  });

  it('merges a guest cart, adding quantities of identical items and skipping what the catalog lacks', async () => {
    const res = await api('POST', `${cartPath()}/merge`, {
      token: person.idToken,
      body: { cartItems: [{ ...lux, quantity: 2 }, edge, { ...edge, size: '1x1' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toBe(1);
    expect(res.body.cart.map((l: { albumName?: string; productName?: string; quantity: number }) => [l.albumName ?? l.productName, l.quantity]))
      .toEqual([['Lux', 3], ['Edge Prints', 1]]);
  });

  it('sets the quantity of a line, between 1 and 99', async () => {
    const cart = (await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.cart;
    const res = await api('PUT', `${cartPath()}/${cart[1]._id}`, { token: person.idToken, body: { quantity: 4 } });
    expect(res.body.cart[1].quantity).toBe(4);
    expect((await api('PUT', `${cartPath()}/${cart[1]._id}`, { token: person.idToken, body: { quantity: 0 } })).status).toBe(400);
    expect((await api('PUT', `${cartPath()}/no-such-line`, { token: person.idToken, body: { quantity: 2 } })).status).toBe(404);
  });

  it('removes a line by index, and refuses an index that is not there', async () => {
    const removed = await api('DELETE', cartPath(), { token: person.idToken, body: { index: 0 } });
    expect(removed.body.cart.map((l: { productName?: string }) => l.productName)).toEqual(['Edge Prints']);
    const missing = await api('DELETE', cartPath(), { token: person.idToken, body: { index: 5 } });
    expect(missing).toMatchObject({ status: 400, body: { message: messages.removeInvalidIndex } });
    const negative = await api('DELETE', cartPath(), { token: person.idToken, body: { index: -1 } });
    expect(negative.status).toBe(400);
  });

  it('keeps one copy of a shipping address and checks the zip', async () => {
    const address = { street: '5 Oak Ave', city: 'Denver', state: 'CO', zip: '80202-1234' };
    await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress: address } });
    const again = await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress: address } });
    expect(again.body.shippingAddress).toEqual([address]);
    const bad = await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress: { ...address, zip: '802' } } });
    expect(bad).toMatchObject({ status: 400, body: { fields: { 'shippingAddress.zip': messages.zipInvalid } } });
  });
});

describe('the callback form', () => {
  const request = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '5551234567', message: 'About a wedding album' };

  it('answers 201 and stores the request with status New', async () => {
    const res = await api('POST', '/request-callback', { body: request });
    expect(res.status).toBe(201);
    const { listCallbacks } = await import('../../functions/data/callbacks');
    expect((await listCallbacks()).find((c) => c._id === res.body._id)).toMatchObject({ ...request, currentStatus: 'New', notes: [] });
  });

  it('refuses a phone that is not ten digits, storing nothing', async () => {
    const { listCallbacks } = await import('../../functions/data/callbacks');
    const before = (await listCallbacks()).length;
    const res = await api('POST', '/request-callback', { body: { ...request, phone: '555-123-4567' } });
    expect(res).toMatchObject({ status: 400, body: { fields: { phone: messages.callbackPhone } } });
    expect((await listCallbacks()).length).toBe(before);
  });
});

describe('the referral form', () => {
  const referral = { email: `me.${Date.now()}@example.com`, referralEmail: 'friend@example.com', referralPhone: '5557654321' };

  it('stores a referral', async () => {
    expect((await api('POST', '/marketing/referral', { body: referral })).status).toBe(201);
    const { listReferrals } = await import('../../functions/data/referrals');
    expect((await listReferrals()).filter((r) => r.email === referral.email)).toHaveLength(1);
  });

  it('thanks a bot that filled the hidden field and stores nothing', async () => {
    const bot = { ...referral, email: `bot.${Date.now()}@example.com`, address: '1 Spam St' };
    expect((await api('POST', '/marketing/referral', { body: bot })).status).toBe(201);
    const { listReferrals } = await import('../../functions/data/referrals');
    expect((await listReferrals()).some((r) => r.email === bot.email)).toBe(false);
  });
});
