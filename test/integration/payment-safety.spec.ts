/**
 * Payments that cannot double-charge or drop an order: one payable checkout session
 * per order, a second payment refunded, the confirmation email retried, dead-lettered and
 * redriven, and unpaid orders that lapse after a day.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { paymentMessages } from '../../shared/payments';
import { newCustomer, type Person } from '../support/identity';
import { deliveriesSettled, messagesTo } from '../support/outbox';
import { api, endpoints, testRuntimeDir, useLocalCloudEnvironment } from '../support/runtime';
import { cardForm } from '../support/payments';

const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
const address = { street: '4 Birch Ln', city: 'Boise', state: 'ID', zip: '83702' };

let person: Person;
const stripeApi = (path: string, init: RequestInit = {}) =>
  fetch(`${endpoints().stripe}${path}`, { ...init, headers: { authorization: 'Bearer sk_test_local_shop', ...init.headers } }).then(
    (r) => r.json() as Promise<any>,
  );
const until = async (what: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  for (const end = Date.now() + timeoutMs; !(await what());) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
};

async function placeOrder(who = person): Promise<string> {
  const res = await api('POST', `/orders/${who.sub}/new-order`, {
    token: who.idToken,
    body: { cartItems: [lux], shippingAddress: address, albumDesignTermsAcknowledged: true },
  });
  expect(res.status).toBe(201);
  return res.body.orderId;
}
const checkout = (orderId: string, who = person) => api('POST', `/orders/${who.sub}/stripe-create-checkout`, { token: who.idToken, body: { orderId } });
const getOrder = async (orderId: string, who = person) => (await api('GET', `/orders/${who.sub}/${orderId}`, { token: who.idToken })).body;
const pay = (url: string) => fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242'), redirect: 'manual' });
const confirmationsOf = (who: Person, orderId: string) => messagesTo(who.email).filter((m) => m.subject.includes('is confirmed') && m.text.includes(orderId));

beforeAll(async () => {
  person = await newCustomer('Petra');
  useLocalCloudEnvironment();
});

describe('one checkout session per order', () => {
  it('answers the open session again when checkout is opened twice, and a new one once it expired', async () => {
    const orderId = await placeOrder();
    const [first, second] = await Promise.all([checkout(orderId), checkout(orderId)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await checkout(orderId)).body).toEqual(first.body);
    const session = await stripeApi(`/v1/checkout/sessions/${first.body.sessionId}`);
    // The session ends when the order lapses, a day after it was placed.
    const placedAt = new Date((await getOrder(orderId)).createdAt).getTime();
    expect(session.expires_at).toBe(Math.floor((placedAt + 24 * 3_600_000) / 1000));

    await stripeApi(`/v1/checkout/sessions/${first.body.sessionId}/expire`, { method: 'POST' });
    await until(async () => (await getOrder(orderId)).paymentStatus === 'expired');
    const reopened = await checkout(orderId);
    expect(reopened.status).toBe(200);
    expect(reopened.body.sessionId).not.toBe(first.body.sessionId);
    expect((await getOrder(orderId)).paymentStatus).toBe('pending');
    expect((await pay(reopened.body.url)).status).toBe(303);
    await until(async () => (await getOrder(orderId)).paymentStatus === 'paid');
    const paid = await checkout(orderId);
    expect(paid).toMatchObject({ status: 409, body: { message: paymentMessages.alreadyPaid } });
  });

  it('keeps one of two paid sessions of an order and refunds the other, once', async () => {
    const orderId = await placeOrder();
    const first = (await checkout(orderId)).body;
    // A second session of the same order, as the shop used to open on every call, or a race opens.
    const params = new URLSearchParams({
      mode: 'payment',
      'metadata[orderId]': orderId,
      'metadata[userId]': person.sub,
      success_url: 'http://shop.test/ok',
      cancel_url: 'http://shop.test/no',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String((await getOrder(orderId)).totalPrice),
      'line_items[0][price_data][product_data][name]': 'Lux album',
    });
    const second = await stripeApi('/v1/checkout/sessions', { method: 'POST', body: params, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const paid = await Promise.all([pay(first.url), pay(second.url)]);
    expect(paid.map((r) => r.status)).toEqual([303, 303]);

    await until(async () => Object.keys((await getOrder(orderId)).duplicatePayments ?? {}).length === 1);
    const order = await getOrder(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.statusHistory.filter((e: { note?: string }) => e.note === 'Payment received')).toHaveLength(1);
    const kept = order.paidSessionId as string;
    const [refundedSession] = Object.keys(order.duplicatePayments);
    expect(new Set([kept, refundedSession])).toEqual(new Set([first.sessionId, second.id]));
    const intentOf = async (sessionId: string) => (await stripeApi(`/v1/checkout/sessions/${sessionId}`)).payment_intent as string;
    const refunds = async (sessionId: string) => (await stripeApi(`/v1/refunds?payment_intent=${await intentOf(sessionId)}`)).data;
    expect(await refunds(kept)).toEqual([]);
    expect(await refunds(refundedSession!)).toEqual([
      expect.objectContaining({ amount: order.totalPrice, reason: 'duplicate', id: order.duplicatePayments[refundedSession!].refundId }),
    ]);
    expect(order.statusHistory.filter((e: { note?: string }) => e.note?.startsWith('Second payment'))).toHaveLength(1);

    // The success page of the refunded session, and the same event again, change nothing more.
    const confirm = await api('POST', `/orders/${person.sub}/${orderId}/confirm-payment`, { token: person.idToken, body: { sessionId: refundedSession } });
    expect(confirm.body.paymentStatus).toBe('paid');
    expect(await refunds(refundedSession!)).toHaveLength(1);
    expect(Object.keys((await getOrder(orderId)).duplicatePayments)).toEqual([refundedSession]);
    await until(() => confirmationsOf(person, orderId).length === 1);
  });
});

describe('the order confirmation', () => {
  const rejectMailTo = (addresses: string[]) => fetch(`${endpoints().ses}/_local/rejected-recipients`, { method: 'PUT', body: JSON.stringify(addresses) });
  const deadLettersOf = (orderId: string) =>
    existsSync(endpoints().deadLetters)
      ? readdirSync(endpoints().deadLetters)
          .filter((f) => f.endsWith('.json'))
          .map((f) => JSON.parse(readFileSync(join(endpoints().deadLetters, f), 'utf8')))
          .filter((letter) => letter.event?.detail?.orderId === orderId)
      : [];

  it('is retried when sending fails, kept as a dead letter when the retries run out, and sent once by npm run redrive', async () => {
    const buyer = await newCustomer('Mara');
    const orderId = await placeOrder(buyer);
    await rejectMailTo([buyer.email]);
    try {
      expect((await pay((await checkout(orderId, buyer)).body.url)).status).toBe(303);
      await until(() => deadLettersOf(orderId).length === 1);
      expect(deadLettersOf(orderId)[0]).toMatchObject({
        rule: 'notifications',
        target: 'notifications/send-notification',
        attempts: 3,
        event: { source: 'lumiere.shop', 'detail-type': 'Order paid' },
      });
      // The payment is settled whatever became of the email.
      expect((await getOrder(orderId, buyer)).paymentStatus).toBe('paid');
      expect(confirmationsOf(buyer, orderId)).toEqual([]);
    } finally {
      await rejectMailTo([]);
    }

    const redrive = () =>
      promisify(execFile)(process.execPath, [
        join(__dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(__dirname, '..', '..', 'infra', 'redrive.ts'),
        '--dir',
        testRuntimeDir,
        '--rule',
        'notifications',
      ]);
    expect((await redrive()).stdout).toMatch(/^Replayed [1-9]\d* dead-lettered event/);
    await until(() => confirmationsOf(buyer, orderId).length === 1);
    expect(deadLettersOf(orderId)).toEqual([]);
    await until(async () => !!(await getOrder(orderId, buyer)).confirmationSentAt);
    // Replaying the announcement again sends nothing more: the order records the email went.
    const { publish } = await import('../../functions/kit/shop-events');
    const { createLogger } = await import('../../functions/kit/logger');
    expect(await publish('orderPaid', { orderId }, createLogger())).toBe(true);
    await deliveriesSettled();
    expect(confirmationsOf(buyer, orderId)).toHaveLength(1);
  });
});

describe('an unpaid order', () => {
  it('lapses a day after it was placed: no longer payable, no longer listed, kept for the records', async () => {
    const orderId = await placeOrder();
    expect((await api('GET', `/orders/${person.sub}`, { token: person.idToken })).body.map((o: { _id: string }) => o._id)).toContain(orderId);
    const { UpdateCommand } = await import('../../functions/kit/dynamodb');
    const { db, tableName } = await import('../../functions/data/client');
    const { orderKey } = await import('../../functions/data/keys');
    const dayAndMinuteAgo = new Date(Date.now() - (24 * 60 + 1) * 60_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(orderId),
        UpdateExpression: 'SET createdAt = :at',
        ExpressionAttributeValues: { ':at': dayAndMinuteAgo },
      }),
    );

    expect(await checkout(orderId)).toMatchObject({ status: 409, body: { message: paymentMessages.lapsed } });
    expect((await api('GET', `/orders/${person.sub}`, { token: person.idToken })).body.map((o: { _id: string }) => o._id)).not.toContain(orderId);
    expect(await getOrder(orderId)).toMatchObject({ _id: orderId, paymentStatus: 'pending' });
  });
});
