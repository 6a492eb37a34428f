/**
 * The cart routes priced by the server, and the public callback and referral forms, through the
 * gateway. Each test makes its own customer and its own requests: none depends on another.
 */
import type { CartItem } from '../../shared/cart';
import { messages } from '../../shared/messages';
import { newCustomer, type Person } from '../support/identity';
import { api, useLocalCloudEnvironment } from '../support/runtime';

const lux = { kind: 'album', albumName: 'Lux', size: '12x12', pages: 30, coverType: 'Velvet', coverName: 'Emerald' };
const edge = { kind: 'product', productName: 'Edge-Prints', size: '20x30', coverType: 'Finish', coverName: 'Metallic' };

/** A new customer for each test, so that any test runs alone and in any order (`npx jest -t`). */
let person: Person;
const cartPath = () => `/user/${person.sub}/cart`;
const cartOf = async () => (await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.cart as CartItem[];
const addToCart = async (cartItem: object) => {
  const res = await api('PUT', cartPath(), { token: person.idToken, body: { cartItem } });
  expect(res.status).toBe(200);
  return res.body.cart as CartItem[];
};

beforeAll(() => useLocalCloudEnvironment());

describe('the cart', () => {
  beforeEach(async () => {
    person = await newCustomer('Cora');
  });

  it('prices an added album from the catalog and ignores a price sent with it', async () => {
    const album = (await api('GET', '/albums/name/Lux')).body;
    const option = album.albumOptions.find((o: { size: string; pages: number }) => o.size === '12x12' && o.pages === 30);
    const cart = await addToCart({ ...lux, price: 1 });
    expect(cart).toEqual([expect.objectContaining({ albumName: 'Lux', price: option.price, quantity: 1, coverName: 'Emerald', pages: 30 })]);
  });

  it('refuses an option the catalog does not have, in the shopper’s words, and changes nothing', async () => {
    await addToCart(lux);
    const res = await api('PUT', cartPath(), { token: person.idToken, body: { cartItem: { ...lux, size: '6x9' } } });
    expect(res).toMatchObject({ status: 400, body: { message: messages.albumOptionUnavailable } });
    await expect(cartOf()).resolves.toEqual([expect.objectContaining({ albumName: 'Lux', size: '12x12', quantity: 1 })]);
  });

  it('merges a guest cart, adding quantities of identical items and skipping what the catalog lacks', async () => {
    await addToCart(lux);
    const res = await api('POST', `${cartPath()}/merge`, {
      token: person.idToken,
      body: { cartItems: [{ ...lux, quantity: 2 }, edge, { ...edge, size: '1x1' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toBe(1);
    expect(res.body.cart.map((l: CartItem) => [l.kind === 'album' ? l.albumName : l.kind === 'product' && l.productName, l.quantity])).toEqual([
      ['Lux', 3],
      ['Edge Prints', 1],
    ]);
  });

  it('sets the quantity of a line, between 1 and 99', async () => {
    await addToCart(lux);
    const [, line] = await addToCart(edge);
    const res = await api('PUT', `${cartPath()}/${line!._id}`, { token: person.idToken, body: { quantity: 4 } });
    expect(res.body.cart.map((l: CartItem) => l.quantity)).toEqual([1, 4]);
    expect((await api('PUT', `${cartPath()}/${line!._id}`, { token: person.idToken, body: { quantity: 0 } })).status).toBe(400);
    expect((await api('PUT', `${cartPath()}/${line!._id}`, { token: person.idToken, body: { quantity: 100 } })).status).toBe(400);
    expect((await api('PUT', `${cartPath()}/no-such-line`, { token: person.idToken, body: { quantity: 2 } })).status).toBe(404);
    await expect(cartOf()).resolves.toEqual([expect.objectContaining({ quantity: 1 }), expect.objectContaining({ quantity: 4 })]);
  });

  it('removes a line by its id, and says so when the line is not there', async () => {
    await addToCart(lux);
    const [first] = await addToCart(edge);
    const removed = await api('DELETE', cartPath(), { token: person.idToken, body: { lineId: first!._id } });
    expect(removed.body.cart.map((l: CartItem) => l.kind === 'product' && l.productName)).toEqual(['Edge Prints']);
    const again = await api('DELETE', cartPath(), { token: person.idToken, body: { lineId: first!._id } });
    expect(again).toMatchObject({ status: 404, body: { message: messages.cartLineGone } });
    const noId = await api('DELETE', cartPath(), { token: person.idToken, body: { index: 0 } });
    expect(noId).toMatchObject({ status: 400, body: { fields: { lineId: expect.any(String) } } });
    await expect(cartOf()).resolves.toHaveLength(1);
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
  /** A request no other test sends: found, or not found, by its email alone. */
  const uniqueRequest = () => ({
    firstName: 'Ann',
    lastName: 'Lee',
    email: `ann.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: '5551234567',
    message: 'About a wedding album',
  });
  const storedWith = async (email: string) => {
    const { listCallbacks } = await import('../../functions/data/callbacks');
    return (await listCallbacks()).filter((c) => c.email === email);
  };

  it('answers 201 and stores the request with status New', async () => {
    const request = uniqueRequest();
    const res = await api('POST', '/request-callback', { body: request });
    expect(res.status).toBe(201);
    await expect(storedWith(request.email)).resolves.toEqual([expect.objectContaining({ ...request, _id: res.body._id, currentStatus: 'New', notes: [] })]);
  });

  it('refuses a phone that is not ten digits, storing nothing', async () => {
    const request = { ...uniqueRequest(), phone: '555-123-4567' };
    const res = await api('POST', '/request-callback', { body: request });
    expect(res).toMatchObject({ status: 400, body: { fields: { phone: messages.callbackPhone } } });
    await expect(storedWith(request.email)).resolves.toEqual([]);
  });
});

describe('the referral form', () => {
  const uniqueReferral = (who: string) => ({
    email: `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    referralEmail: 'friend@example.com',
    referralPhone: '5557654321',
  });
  const storedFrom = async (email: string) => {
    const { listReferrals } = await import('../../functions/data/referrals');
    return (await listReferrals()).filter((r) => r.email === email);
  };

  it('stores a referral', async () => {
    const referral = uniqueReferral('me');
    expect((await api('POST', '/marketing/referral', { body: referral })).status).toBe(201);
    await expect(storedFrom(referral.email)).resolves.toEqual([expect.objectContaining(referral)]);
  });

  it('thanks a bot that filled the hidden field and stores nothing', async () => {
    const bot = { ...uniqueReferral('bot'), address: '1 Spam St' };
    expect((await api('POST', '/marketing/referral', { body: bot })).status).toBe(201);
    await expect(storedFrom(bot.email)).resolves.toEqual([]);
  });
});
