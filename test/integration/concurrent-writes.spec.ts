/**
 * Writes that race (issue: duplicates under concurrency), each raced for real through the gateway:
 * one order per checkout attempt, a cart line removed once by its id, different adds that all
 * land, and a full cart that still works and stays far under DynamoDB's 400 KB item limit.
 */
import { GetCommand } from '../../functions/kit/dynamodb';
import { MAX_ADDRESSES } from '../../shared/address';
import { MAX_CART_LINES, type CartItem, type CartSelection } from '../../shared/cart';
import type { PublicAlbum } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { newCustomer, type Person } from '../support/identity';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

const address = { street: '9 Pine Rd', city: 'Boise', state: 'ID', zip: '83702' };
let person: Person;
/** Every album choice the catalog offers (album × size and pages × cover): more than a cart holds. */
let choices: CartSelection[];

beforeAll(async () => {
  useLocalCloudEnvironment();
  const albums = (await api('GET', '/albums/all-Albums')).body as PublicAlbum[];
  choices = albums.flatMap((album) =>
    album.albumOptions.flatMap((option) =>
      album.coverOptions.map((cover) => ({
        kind: 'album' as const,
        albumName: album.albumName,
        size: option.size,
        pages: option.pages,
        coverType: cover.coverType,
        coverName: cover.coverName,
      })),
    ),
  );
  expect(choices.length).toBeGreaterThan(MAX_CART_LINES);
});
beforeEach(async () => {
  person = await newCustomer('Conny');
});

const cartPath = () => `/user/${person.sub}/cart`;
const add = (cartItem: CartSelection) => api('PUT', cartPath(), { token: person.idToken, body: { cartItem } });
const cartOf = async () => (await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.cart as CartItem[];

describe('placing an order', () => {
  it('places one order for 20 identical requests at once with one checkout attempt id', async () => {
    const body = { cartItems: [choices[0]], shippingAddress: address, albumDesignTermsAcknowledged: true, checkoutAttemptId: crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('POST', `/orders/${person.sub}/new-order`, { token: person.idToken, body })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    const orders = await api('GET', `/orders/${person.sub}`, { token: person.idToken });
    expect(orders.body.map((o: { _id: string }) => o._id)).toEqual([answers[0]!.body.orderId]);
    // A new attempt is a new order.
    const next = await api('POST', `/orders/${person.sub}/new-order`, { token: person.idToken, body: { ...body, checkoutAttemptId: crypto.randomUUID() } });
    expect(next.status).toBe(201);
    expect(next.body.orderId).not.toBe(answers[0]!.body.orderId);
  });
});

describe('the cart', () => {
  it('removes a line once when two removals of it race, and keeps the other line', async () => {
    await add(choices[0]!);
    const [a, b] = (await add(choices[1]!)).body.cart as CartItem[];
    const answers = await Promise.all([a, a].map((line) => api('DELETE', cartPath(), { token: person.idToken, body: { lineId: line!._id } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.status === 404)!.body.message).toBe(messages.cartLineGone);
    expect((await cartOf()).map((line) => line._id)).toEqual([b!._id]);
  });

  it('keeps all of 10 different selections added at once', async () => {
    const answers = await Promise.all(choices.slice(0, 10).map(add));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const cart = await cartOf();
    expect(cart).toHaveLength(10);
    expect(new Set(cart.map((line) => line._id)).size).toBe(10);
  });

  it('raises one line’s quantity when the same selection is added several times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(choices[2]!)));
    expect(answers.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await cartOf()).map((line) => line.quantity)).toEqual([5]);
  });

  it(`holds at most ${MAX_CART_LINES} lines, refuses the next with the message, and keeps working`, async () => {
    const answers = await Promise.all(choices.slice(0, MAX_CART_LINES + 3).map(add));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX_CART_LINES);
    for (const refused of answers.filter((r) => r.status !== 200))
      expect(refused).toMatchObject({ status: 400, body: { message: messages.cartFull(MAX_CART_LINES) } });
    const cart = await cartOf();
    expect(cart).toHaveLength(MAX_CART_LINES);
    // Full, it still takes more of a line it has and gives lines back.
    const first = cart[0]!;
    const again =
      first.kind === 'album'
        ? choices.find(
            (c) => c.kind === 'album' && c.size === first.size && c.pages === first.pages && c.coverName === first.coverName && c.albumName === first.albumName,
          )!
        : choices[0]!;
    expect((await add(again)).status).toBe(200);
    expect((await api('DELETE', cartPath(), { token: person.idToken, body: { lineId: cart[0]!._id } })).status).toBe(200);
    expect((await add(choices[MAX_CART_LINES + 5]!)).status).toBe(200);
  });

  it('keeps a user record with a full cart and as many long addresses as allowed far under 400 KB', async () => {
    await Promise.all(choices.slice(0, MAX_CART_LINES).map(add));
    const long = (i: number) => ({ ...address, street: `${i} ${'W'.repeat(118)}`.slice(0, 120), city: 'C'.repeat(60) });
    for (let i = 0; i < MAX_ADDRESSES; i++)
      expect((await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress: long(i) } })).status).toBe(200);
    const { db } = await import('../../functions/data/client');
    const { Item } = await db.send(new GetCommand({ TableName: endpoints().tableName, Key: { pk: `USER#${person.sub}`, sk: 'PROFILE' } }));
    // JSON counts more than DynamoDB does (quotes, braces), so this is an upper bound of the item's size.
    const bytes = Buffer.byteLength(JSON.stringify(Item, (_, v) => (v instanceof Set ? [...v] : v)));
    expect(bytes).toBeLessThan(100_000);
    expect((await api('GET', `/user/${person.sub}`, { token: person.idToken })).status).toBe(200);
  });
});
