/**
 * The orders desk through the local gateway: the outstanding-orders board, status changes with
 * their history, index keys and emails, two staff changing one order at once, cancel-and-refund
 * through the local card provider, and the customer's cancellation request.
 */
import { staffMessages } from '../../shared/staff-orders';
import { newCustomer, signIn, type Person } from '../support/identity';
import { messagesTo, waitForMessage } from '../support/outbox';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';
import { cardForm } from '../support/payments';

const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
const address = { street: '4 Birch Ln', city: 'Tulsa', state: 'OK', zip: '74103' };

let customer: Person;
let employee: Person;
let admin: Person;

async function placeOrder(): Promise<string> {
  const res = await api('POST', `/orders/${customer.sub}/new-order`, {
    token: customer.idToken,
    body: { cartItems: [lux], shippingAddress: address, albumDesignTermsAcknowledged: true },
  });
  expect(res.status).toBe(201);
  return res.body.orderId;
}
/** Places an order and pays it on the local card provider's hosted page with 4242…. */
async function paidOrder(): Promise<string> {
  const orderId = await placeOrder();
  const { url } = (await api('POST', `/orders/${customer.sub}/stripe-create-checkout`, { token: customer.idToken, body: { orderId } })).body;
  await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242'), redirect: 'manual' });
  for (let i = 0; i < 100 && (await staffOrder(orderId)).paymentStatus !== 'paid'; i++) await new Promise((r) => setTimeout(r, 100));
  return orderId;
}
const staffOrder = async (orderId: string, who: Person = employee) => (await api('GET', `/staff/orders/${orderId}`, { token: who.idToken })).body;
/** The version a staff page reads: the payment and its checkout session bumped it already. */
const versionOf = async (orderId: string): Promise<number> => (await staffOrder(orderId)).version ?? 0;
async function board(limit = 100): Promise<{ ids: string[]; pages: number; orders: any[] }> {
  const orders: any[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await api('GET', `/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token: employee.idToken });
    expect(res.status).toBe(200);
    orders.push(...res.body.orders);
    cursor = res.body.cursor;
    pages++;
  } while (cursor);
  return { ids: orders.map((o) => o._id), pages, orders };
}
const setStatus = (orderId: string, body: object, who: Person = employee) =>
  api('PUT', `/orders/${customer.sub}/${orderId}/status-update`, { token: who.idToken, body });
const refund = (orderId: string, body: object) => api('POST', `/orders/${customer.sub}/${orderId}/refund`, { token: admin.idToken, body });

/** Moves the order's purchase two days back, as if the cancellation window had passed. */
async function ageOrder(orderId: string) {
  const { db, tableName } = await import('../../functions/data/client');
  const { UpdateCommand } = await import('../../functions/kit/dynamodb');
  const past = new Date(Date.now() - 48 * 3_600_000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `ORDER#${orderId}`, sk: 'ORDER' },
      UpdateExpression: 'SET paidAt = :past, createdAt = :past',
      ExpressionAttributeValues: { ':past': past },
    }),
  );
}

beforeAll(async () => {
  [customer, employee, admin] = await Promise.all([newCustomer('Clara'), signIn('employee@shop.test'), signIn('admin@shop.test')]);
  useLocalCloudEnvironment();
});

describe('the outstanding-orders board', () => {
  it('lists paid open orders oldest first, page by page, never an unpaid one, each with its short number', async () => {
    const first = await paidOrder();
    const unpaid = await placeOrder();
    const second = await paidOrder();
    const third = await paidOrder();
    const { ids, orders } = await board();
    expect(ids).not.toContain(unpaid);
    // Pages of two follow each other without gap or overlap.
    const paged: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 3 && (i === 0 || cursor); i++) {
      const page = (await api('GET', `/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: employee.idToken })).body;
      expect(page.orders.length).toBeLessThanOrEqual(2);
      paged.push(...page.orders.map((o: { _id: string }) => o._id));
      cursor = page.cursor;
    }
    expect(paged.length).toBeGreaterThanOrEqual(3);
    expect(paged).toEqual(ids.slice(0, paged.length));
    const mine = ids.filter((id) => [first, second, third].includes(id));
    expect(mine).toEqual([first, second, third]);
    expect([...ids].sort()).toEqual(ids);
    const box = orders.find((o) => o._id === first);
    expect(box).toMatchObject({ firstName: 'Clara', email: customer.email, status: 'Awaiting user images', cancellationRequested: false });
    expect(box.orderNumber).toMatch(/^LA-\d{5,}$/);
    expect(new Set(orders.map((o) => o.orderNumber)).size).toBe(orders.length);
  });

  it('ignores a cursor that does not point into the board, answering the first page', async () => {
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#x', sk: 'PROFILE', gsi2pk: 'CALLBACKS', gsi2sk: 'x' })).toString('base64url');
    const idsOf = (page: { body: { orders: { _id: string }[] } }) => page.body.orders.map((o) => o._id);
    // Other suites pay orders meanwhile, and a paid order joins the board wherever its id sorts:
    // the forged cursor's answer must be the first page as it was just before or just after.
    const before = idsOf(await api('GET', '/orders', { token: employee.idToken }));
    const res = await api('GET', `/orders?cursor=${forged}`, { token: employee.idToken });
    const after = idsOf(await api('GET', '/orders', { token: employee.idToken }));
    expect(res.status).toBe(200);
    const answered = idsOf(res);
    expect([before[0], after[0]]).toContain(answered[0]);
    expect(answered.filter((id) => !before.includes(id) && !after.includes(id))).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(Math.min(before.length, after.length));
  });
});

describe('changing an order status', () => {
  it('records who and when, follows the status in the indexes, and emails the customer with the tracking number', async () => {
    const orderId = await paidOrder();
    const me = (await api('GET', `/user/${employee.sub}`, { token: employee.idToken })).body;
    const read = await versionOf(orderId);
    const editing = await setStatus(orderId, { status: 'Editing started', version: read });
    expect(editing.status).toBe(200);
    expect(editing.body).toMatchObject({ status: 'Editing started', version: read + 1 });
    expect(editing.body.statusHistory.at(-1)).toMatchObject({ status: 'Editing started', updatedBy: { firstName: me.firstName, lastName: me.lastName } });
    const { queryIndex } = await import('../../functions/data/query');
    expect((await queryIndex<{ _id: string }>({ index: 'gsi3', pk: 'EDITING' })).map((o) => o._id)).toContain(orderId);

    expect((await setStatus(orderId, { status: 'Shipped', version: read + 1 })).body).toMatchObject({ message: staffMessages.shipmentNeeded });
    const before = messagesTo(customer.email).length;
    const shipped = await setStatus(orderId, { status: 'Shipped', version: read + 1, shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
    expect(shipped.body).toMatchObject({ status: 'Shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } });
    const email = await waitForMessage(customer.email, before, { about: 'has shipped' });
    expect(email.subject).toBe(`Your order ${shipped.body.orderNumber} has shipped`);
    expect(email.text).toContain('1Z999AA10123456784');
    expect((await queryIndex<{ _id: string }>({ index: 'gsi3', pk: 'EDITING' })).map((o) => o._id)).not.toContain(orderId);

    expect((await setStatus(orderId, { status: 'Delivered', version: read + 2 })).status).toBe(200);
    expect((await board()).ids).not.toContain(orderId);
    expect(
      (await api('GET', `/orders/${customer.sub}/${orderId}`, { token: customer.idToken })).body.statusHistory.map((e: { status: string }) => e.status),
    ).toEqual(['Awaiting user images', 'Awaiting user images', 'Editing started', 'Shipped', 'Delivered']);
  });

  it('sets whether the order is ready for editing, noting the change in the history', async () => {
    const orderId = await paidOrder();
    expect((await staffOrder(orderId)).readyForEditing).toBe(true);
    const read = await versionOf(orderId);
    const changed = await setStatus(orderId, { status: 'Awaiting user images', version: read, readyForEditing: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ readyForEditing: false, version: read + 1 });
    expect(changed.body.statusHistory.at(-1)).toMatchObject({ status: 'Awaiting user images', note: 'Not for editing: straight to manufacturing' });
    expect((await staffOrder(orderId)).readyForEditing).toBe(false);
  });

  it('lets one of two staff changing the same version win and tells the other, losing nothing', async () => {
    const orderId = await paidOrder();
    const read = await versionOf(orderId);
    const results = await Promise.all([
      setStatus(orderId, { status: 'Manufacturing', version: read }, employee),
      setStatus(orderId, { status: 'Sent to editing team', version: read }, admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.message).toBe(staffMessages.versionConflict);
    const winner = results.find((r) => r.status === 200)!.body;
    const stored = await staffOrder(orderId);
    expect(stored).toMatchObject({ status: winner.status, version: read + 1 });
    expect(stored.statusHistory.filter((e: { status: string }) => e.status === 'Manufacturing' || e.status === 'Sent to editing team')).toHaveLength(1);
  });
});

describe('cancel and refund', () => {
  it('refunds a paid order through the card provider, cancels it, records it and emails the customer', async () => {
    const orderId = await paidOrder();
    const before = messagesTo(customer.email).length;
    const read = await versionOf(orderId);
    const res = await refund(orderId, { version: read });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'Cancelled', refund: { refundId: expect.stringMatching(/^re_/), amount: res.body.totalPrice } });
    expect(res.body.statusHistory.at(-1).note).toContain(res.body.refund.refundId);
    // The order's confirmation, sent from its own event, may arrive meanwhile: the cancellation is the one about being cancelled.
    expect((await waitForMessage(customer.email, before, { about: 'has been cancelled' })).subject).toBe(
      `Your order ${res.body.orderNumber} has been cancelled`,
    );
    expect((await board()).ids).not.toContain(orderId);
    // The card provider holds the refund: the payment cannot be refunded a second time.
    const session = await (
      await fetch(`${endpoints().stripe}/v1/checkout/sessions/${res.body.checkoutSessionId}`, { headers: { authorization: 'Bearer sk_test_local_shop' } })
    ).json();
    const again = await fetch(`${endpoints().stripe}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_local_shop' },
      body: new URLSearchParams({ payment_intent: session.payment_intent }),
    });
    expect((await again.json()).error.code).toBe('charge_already_refunded');
    expect((await refund(orderId, { version: read + 1 })).body.message).toBe(staffMessages.alreadyCancelled);
  });

  it('refuses after 24 hours unless an Admin gives a reason', async () => {
    const orderId = await paidOrder();
    await ageOrder(orderId);
    const read = await versionOf(orderId);
    const refused = await refund(orderId, { version: read });
    expect(refused).toMatchObject({ status: 400, body: { message: staffMessages.outsideWindow } });
    expect((await staffOrder(orderId)).status).toBe('Awaiting user images');
    const overridden = await refund(orderId, { version: read, reason: 'Studio could not source the leather' });
    expect(overridden.body).toMatchObject({ status: 'Cancelled', refund: { reason: 'Studio could not source the leather' } });
  });

  it('refuses an unpaid order', async () => {
    const orderId = await placeOrder();
    expect((await refund(orderId, { version: 0 })).body.message).toBe(staffMessages.notPaid);
  });
});

describe("the customer's cancellation request", () => {
  const ask = (orderId: string) =>
    api('POST', `/orders/${customer.sub}/${orderId}/cancellation-request`, { token: customer.idToken, body: { reason: 'Ordered the wrong size' } });

  it('shows on the board within 24 hours, once', async () => {
    const orderId = await paidOrder();
    expect((await ask(orderId)).body.cancellationRequest).toMatchObject({ reason: 'Ordered the wrong size' });
    expect((await board()).orders.find((o) => o._id === orderId).cancellationRequested).toBe(true);
    expect((await ask(orderId)).body.message).toBe(staffMessages.cancellationRequested);
  });

  it('is refused once the order is approved, being made or sent, even within 24 hours', async () => {
    const orderId = await paidOrder();
    for (const [i, status] of (['album-approved', 'Shipped'] as const).entries()) {
      const read = await versionOf(orderId);
      const shipment = status === 'Shipped' ? { shipment: { carrier: 'UPS', trackingNumber: `1Z${i}` } } : {};
      expect((await setStatus(orderId, { status, version: read, ...shipment })).status).toBe(200);
      expect(await ask(orderId)).toMatchObject({ status: 400, body: { message: staffMessages.cancellationTooFarAlong } });
    }
    expect((await staffOrder(orderId)).cancellationRequest).toBeUndefined();
  });

  it('is refused after 24 hours', async () => {
    const orderId = await paidOrder();
    await ageOrder(orderId);
    expect(await ask(orderId)).toMatchObject({ status: 400, body: { message: staffMessages.cancellationTooLate } });
  });
});

describe('a busy studio', () => {
  it('loads a board of 500 outstanding orders whole, page by page, each order once', async () => {
    const template = await staffOrder(await paidOrder());
    const { db, tableName } = await import('../../functions/data/client');
    const { orderKeys } = await import('../../functions/data/keys');
    const { BatchWriteCommand } = await import('../../functions/kit/dynamodb');
    const { ulid } = await import('ulid');
    const seeded = Array.from({ length: 500 }, (_, i) => ({ ...template, _id: ulid(), orderNumber: `LA-${900000 + i}` }));
    const writeAll = async (request: (order: (typeof seeded)[number]) => object) => {
      for (let i = 0; i < seeded.length; i += 25)
        await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: seeded.slice(i, i + 25).map(request) } }));
    };
    await writeAll((o) => ({ PutRequest: { Item: { ...orderKeys(o), entity: 'Order', ...o } } }));

    let ids: string[];
    let pages: number;
    try {
      ({ ids, pages } = await board(200));
    } finally {
      // The run's other files share this board: left there, the 500 would be on every board a
      // journey opens after this one, and an axe check of the board took five core-seconds with them
      // instead of one.
      await writeAll((o) => ({ DeleteRequest: { Key: { pk: orderKeys(o).pk, sk: orderKeys(o).sk } } }));
    }
    // Every one of them, once, in pages of at most 200; how fast is `npm run bench -- dashboard`'s.
    expect(ids.length).toBeGreaterThanOrEqual(500);
    expect(new Set(ids).size).toBe(ids.length);
    for (const order of seeded) expect(ids).toContain(order._id);
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});
