/**
 * The studio dashboard's figures against orders with known answers: a seeded set of orders, paid,
 * moved and refunded at known days, announced on the event bus as the shop announces them, then
 * read through GET /admin/dashboard. Other subjects' orders share the table, so the counts are
 * checked as what the seeded orders added; the time in a status only these orders use is checked
 * whole. Then: events delivered twice, out of order and many at once count once; real handlers
 * move the figures; the reminder emails once per click and once a day; the rebuild takes in an
 * order no event announced.
 */
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { Dashboard } from '../../shared/dashboard';
import { weekOf } from '../../shared/dashboard-figures';
import type { Order, OrderStatus } from '../../shared/orders';
import { shopEvents, shopEventSource } from '../../shared/shop-events';
import { dashboardFiguresOf, seededOrder, type SeededOrderSpec } from '../support/dashboard';
import { setEditingStatus } from '../support/editing';
import { newCustomer, signIn, type Person } from '../support/identity';
import { deliveriesSettled, messagesTo, waitForMessage } from '../support/outbox';
import { payOrder } from '../support/payments';
import { address, luxAlbum } from '../support/photos';
import { api, useLocalCloudEnvironment } from '../support/runtime';

let admin: Person;
let employee: Person;
const now = new Date();
const user = `dash-${Date.now()}`;

beforeAll(async () => {
  useLocalCloudEnvironment();
  [admin, employee] = await Promise.all([signIn('admin@shop.test'), signIn('employee@shop.test')]);
});

const dashboard = async (who: Person = admin): Promise<Dashboard> => {
  const answer = await api('GET', '/admin/dashboard', { token: who.idToken });
  expect(answer.status).toBe(200);
  return answer.body as Dashboard;
};

async function store(spec: SeededOrderSpec): Promise<Order> {
  const { createOrder } = await import('../../functions/data/orders');
  const order = seededOrder(spec, now);
  await createOrder(order);
  return order;
}

/** Announces on the local bus what last happened to each order, as the shop's handlers do. */
async function announce(orders: Order[]) {
  const bus = new EventBridgeClient({});
  await bus.send(
    new PutEventsCommand({
      Entries: orders.map((order) => ({ Source: shopEventSource, DetailType: shopEvents.orderPaid, Detail: JSON.stringify({ orderId: order._id }) })),
    }),
  );
  bus.destroy();
}

const statusCount = (d: Dashboard, status: string) => d.statuses.find((s) => s.status === status)!.orders;
const week = (d: Dashboard, start: string) => d.weeks.find((w) => w.weekStart === start)!;

/**
 * A status's count beside the orders its index lists, read until the list holds still around the
 * count: journeys running beside this file move their own orders through the same statuses.
 */
async function statusSnapshot(status: OrderStatus): Promise<{ count: number; orders: Set<string> }> {
  const { ordersInStatus } = await import('../../functions/data/dashboard-lists');
  const listed = async () => new Set((await ordersInStatus(status, { limit: 10_000 })).first.map((r) => r.orderId));
  const counted = async () => statusCount(await dashboard(), status);
  for (;;) {
    const [listedFirst, countFirst, listedThen, countThen] = [await listed(), await counted(), await listed(), await counted()];
    const still = listedFirst.size === listedThen.size && [...listedFirst].every((id) => listedThen.has(id));
    if (still && countFirst === countThen) return { count: countThen, orders: listedThen };
  }
}

type StatusSnapshot = Awaited<ReturnType<typeof statusSnapshot>>;

/** How much an open status's count moved with `own` orders: what others entering or leaving it account for taken away. */
function addedBy(own: string[], start: StatusSnapshot, end: StatusSnapshot): number {
  const others = (id: string) => !own.includes(id);
  const entered = [...end.orders].filter((id) => others(id) && !start.orders.has(id)).length;
  const left = [...start.orders].filter((id) => others(id) && !end.orders.has(id)).length;
  return end.count - start.count - (entered - left);
}

describe('the figures of a seeded set of orders', () => {
  let before: Dashboard;
  let after: Dashboard;
  const openBefore = new Map<OrderStatus, StatusSnapshot>();
  const openAfter = new Map<OrderStatus, StatusSnapshot>();
  const open: OrderStatus[] = ['Awaiting user images', 'Editing started', 'Sent to editing team'];
  const orders = {} as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I', Order>;

  beforeAll(async () => {
    for (const status of open) openBefore.set(status, await statusSnapshot(status));
    before = await dashboard();
    const shipped = (hours: number): SeededOrderSpec => ({
      user,
      paidDaysAgo: 40.5,
      total: 1000,
      steps: [
        ['partially-shipped', 40],
        ['Delivered', 40 - hours / 24],
      ],
    });
    const specs: Record<keyof typeof orders, SeededOrderSpec> = {
      // Waiting for its photos 20 days: listed for a reminder; nobody moved it, so its wait is not counted late.
      A: { user, paidDaysAgo: 20.5, total: 10_000 },
      // Editing started 6 days ago: late (5 days allowed).
      B: {
        user,
        paidDaysAgo: 10.5,
        total: 25_000,
        steps: [
          ['Sent to editing team', 8.5],
          ['Editing started', 6.5],
        ],
      },
      C: {
        user,
        paidDaysAgo: 30.5,
        total: 40_000,
        // Sales tax paid with it is the state's: not the studio's revenue.
        tax: 3_300,
        steps: [
          ['Sent to editing team', 28.5],
          ['Editing started', 27.5],
          ['Editing completed', 20.5],
          ['Manufacturing', 19.5],
          ['Shipped', 15.5],
          ['Delivered', 10.5],
        ],
      },
      D: { user, paidDaysAgo: 5.5, total: 5_000, steps: [['Cancelled', 2.5]], refund: { daysAgo: 2.5, amount: 5_000 } },
      // Never paid: counted nowhere.
      E: { user, total: 7_000 },
      // Paid 3 days ago: not yet listed for a reminder.
      F: { user, paidDaysAgo: 3.5, total: 8_000 },
      // Partially shipped for 10, 30 and 100 hours: the only stints of that status in the table.
      G: shipped(10),
      H: shipped(30),
      I: shipped(100),
    };
    for (const [name, spec] of Object.entries(specs)) orders[name as keyof typeof orders] = await store(spec);
    await announce(Object.values(orders));
    await Promise.all(Object.entries(orders).map(([name, order]) => dashboardFiguresOf(order._id, (r) => r.figures.counted === (name !== 'E'))));
    after = await dashboard();
    for (const status of open) openAfter.set(status, await statusSnapshot(status));
  });

  it('counts the paid orders in the status each is in now', () => {
    const own = Object.values(orders).map((o) => o._id);
    const added = (status: OrderStatus) => addedBy(own, openBefore.get(status)!, openAfter.get(status)!);
    expect(added('Awaiting user images')).toBe(2);
    expect(added('Editing started')).toBe(1);
    expect(added('Sent to editing team')).toBe(0);
    // No other subject closes orders while this file runs.
    const closed = (status: OrderStatus) => statusCount(after, status) - statusCount(before, status);
    expect(closed('Delivered')).toBe(4);
    expect(closed('Cancelled')).toBe(1);
    expect(after.statuses.map((s) => s.status)).toHaveLength(14);
  });

  it('counts each paid order and its total in the week it was paid, and the refund in the week it was made', () => {
    expect(after.weeks).toHaveLength(12);
    expect(after.weeks.at(-1)!.weekStart).toBe(weekOf(new Date()));
    const expected = new Map<string, { orders: number; revenue: number; refunded: number }>();
    for (const order of Object.values(orders)) {
      const paid = order.paidAt && expected.get(weekOf(order.paidAt));
      if (order.paidAt)
        expected.set(weekOf(order.paidAt), {
          orders: (paid || { orders: 0 }).orders + 1,
          revenue: (paid || { revenue: 0 }).revenue + order.totalPrice - order.tax,
          refunded: (paid || { refunded: 0 }).refunded,
        });
      if (order.refund) {
        const refundWeek = expected.get(weekOf(order.refund.refundedAt)) ?? { orders: 0, revenue: 0, refunded: 0 };
        expected.set(weekOf(order.refund.refundedAt), { ...refundWeek, refunded: refundWeek.refunded + order.refund.amount });
      }
    }
    const thisWeek = weekOf(new Date());
    for (const { weekStart } of after.weeks) {
      const want = expected.get(weekStart) ?? { orders: 0, revenue: 0, refunded: 0 };
      const was = week(before, weekStart) ?? { orders: 0, revenue: 0, refunded: 0 };
      const is = week(after, weekStart);
      const added = { weekStart, orders: is.orders - was.orders, revenue: is.revenue - was.revenue, refunded: is.refunded - was.refunded };
      if (weekStart !== thisWeek) expect(added).toEqual({ weekStart, ...want });
      else {
        // Journeys running beside this file pay orders this week too (and refund none).
        expect(added.orders).toBeGreaterThanOrEqual(want.orders);
        expect(added.revenue).toBeGreaterThanOrEqual(want.revenue);
        expect(added.refunded).toBe(want.refunded);
      }
    }
  });

  it('tells the median range and the longest stint of a status', () => {
    expect(after.timeInStatus.find((t) => t.status === 'partially-shipped')).toEqual({
      status: 'partially-shipped',
      stints: 3,
      medianFromHours: 24,
      medianToHours: 48,
      worstHours: 100,
      worstOrderId: orders.I._id,
    });
    const waited = after.timeInStatus.find((t) => t.status === 'Editing completed')!;
    expect(waited.worstHours).toBeGreaterThanOrEqual(24);
  });

  it('lists late work by the lateness rule, the longest wait first', () => {
    const late = after.late.orders.filter((o) => o.user === user);
    expect(late.map((o) => [o._id, o.status, o.days, o.allowedDays])).toEqual([[orders.B._id, 'Editing started', 6, 5]]);
    expect(after.late.total - before.late.total).toBe(1);
  });

  it('lists the orders awaiting photos for over 7 days, and the editors’ queue', () => {
    const awaiting = after.awaitingPhotos.orders.filter((o) => o.user === user);
    expect(awaiting.map((o) => [o._id, o.days, o.orderNumber])).toEqual([[orders.A._id, 20, orders.A.orderNumber]]);
    const started = (d: Dashboard) => d.editing.find((e) => e.status === 'Editing started')!;
    expect(started(after).orders - started(before).orders).toBe(1);
  });

  it('reminds the customer once per click and once a day, and says why not', async () => {
    const path = `/admin/dashboard/reminders/${orders.A._id}`;
    const first = await api('POST', path, { token: employee.idToken, body: { reminderId: 'click-one-0001' } });
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(orders.A.email);
    const mail = await waitForMessage(orders.A.email, 0, { about: 'Your photos for order' });
    expect(mail.subject).toBe(`Your photos for order ${orders.A.orderNumber}`);
    // The same click again (a retry after a lost answer): its reminder, nothing sent again.
    const again = await api('POST', path, { token: employee.idToken, body: { reminderId: 'click-one-0001' } });
    expect(again).toMatchObject({ status: 200, body: { remindedAt: first.body.remindedAt } });
    const second = await api('POST', path, { token: admin.idToken, body: { reminderId: 'click-two-0002' } });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/was reminded at .*one reminder goes every 24 hours/);
    const moved = await api('POST', `/admin/dashboard/reminders/${orders.B._id}`, { token: admin.idToken, body: { reminderId: 'click-three-03' } });
    expect(moved).toMatchObject({ status: 409, body: { message: 'The customer’s photos are no longer awaited: the order has moved on.' } });
    await deliveriesSettled();
    expect(messagesTo(orders.A.email).filter((m) => m.subject.startsWith('Your photos for order'))).toHaveLength(1);
    const listed = (await dashboard(employee)).awaitingPhotos.orders.find((o) => o._id === orders.A._id);
    expect(listed?.remindedAt).toBe(first.body.remindedAt);
  });

  it('lists a new callback request until someone takes it', async () => {
    const sent = await api('POST', '/request-callback', {
      body: { firstName: 'Dash', lastName: `Caller${Date.now()}`, email: 'dash@example.com', phone: '5550001234', message: 'Please call' },
    });
    expect(sent.status).toBe(201);
    // Journeys beside this file send and take requests too: the total is checked against the table at the same moment.
    const { newCallbacks } = await import('../../functions/data/dashboard-lists');
    const inTable = async () => (await newCallbacks(0)).total;
    let listed: Dashboard;
    for (;;) {
      const [first, read, then] = [await inTable(), await dashboard(), await inTable()];
      listed = read;
      if (first === then && read.callbacks.total === then) break;
    }
    expect(listed.callbacks.total).toBeGreaterThanOrEqual(1);
    expect(listed.callbacks.latest.find((c) => c._id === sent.body._id)).toMatchObject({ currentStatus: 'New', phone: '5550001234' });
    const shown = listed.callbacks.latest.map((c) => c._id);
    // Newest first: the ids are ULIDs, in the order they were made.
    expect(shown).toEqual([...shown].sort().reverse());
    await api('PUT', `/request-callback/${sent.body._id}`, { token: admin.idToken, body: { newStatus: 'Completed' } });
    expect((await dashboard()).callbacks.latest.map((c) => c._id)).not.toContain(sent.body._id);
  });
});

describe('events delivered again, out of order and at once', () => {
  const deliver = async (orderId: string, id: string) => {
    const { handler } = await import('../../functions/dashboard/update-dashboard');
    return handler({ id, 'detail-type': shopEvents.orderPaid, source: shopEventSource, detail: { orderId } } as never);
  };

  it('counts an order once whatever the number of deliveries, at once or one after the other', async () => {
    const awaitingBefore = await statusSnapshot('Awaiting user images');
    const before = await dashboard();
    // Paid in a week before this one, which no journey beside this file pays an order in.
    const orders = await Promise.all(Array.from({ length: 12 }, (_, i) => store({ user, paidDaysAgo: 8.5, total: 1_000 + i })));
    // Each order announced three times at once under its own ids, and its first event delivered again.
    const results = await Promise.all(orders.flatMap((o) => [1, 2, 3, 1].map((n) => deliver(o._id, `${o._id}-event-${n}`))));
    expect(results.filter((r) => r.result === 'updated')).toHaveLength(12);
    const redelivered = await Promise.all(orders.map((o) => deliver(o._id, `${o._id}-event-2`)));
    expect(redelivered.map((r) => r.result)).toEqual(orders.map(() => 'seen'));
    const after = await dashboard();
    const awaitingAfter = await statusSnapshot('Awaiting user images');
    expect(
      addedBy(
        orders.map((o) => o._id),
        awaitingBefore,
        awaitingAfter,
      ),
    ).toBe(12);
    const paidWeek = weekOf(orders[0]!.paidAt!);
    expect(week(after, paidWeek).revenue - week(before, paidWeek).revenue).toBe(orders.reduce((sum, o) => sum + o.totalPrice, 0));
    expect(week(after, paidWeek).orders - week(before, paidWeek).orders).toBe(12);
  });

  it('keeps the newer state when an older read of the order comes last', async () => {
    const { syncOrderFigures } = await import('../../functions/data/dashboard');
    const paid = await store({ user, paidDaysAgo: 2, total: 1_000 });
    const moved = { ...paid, status: 'Sent to editing team' as const, version: paid.version! + 1 };
    expect(await syncOrderFigures(moved, 'newer')).toBe('updated');
    expect(await syncOrderFigures(paid, 'older')).toBe('older');
    expect((await dashboardFiguresOf(paid._id)).figures.status).toBe('Sent to editing team');
  });
});

describe('the figures follow the shop’s own handlers', () => {
  it('moves an order through payment, a staff change and an editor’s step', async () => {
    const customer = await newCustomer('Dasha');
    const startedAt = await statusSnapshot('Editing started');
    const sentAt = await statusSnapshot('Sent to editing team');
    const placed = await api('POST', `/orders/${customer.sub}/new-order`, {
      token: customer.idToken,
      body: { cartItems: [luxAlbum], shippingAddress: address, albumDesignTermsAcknowledged: true },
    });
    const order = { _id: placed.body.orderId as string, user: customer.sub };
    await payOrder(customer, order._id);
    await dashboardFiguresOf(order._id, (r) => r.figures.counted);
    const set = await api('PUT', `/orders/${customer.sub}/${order._id}/status-update`, {
      token: admin.idToken,
      body: { status: 'Sent to editing team', version: (await api('GET', `/staff/orders/${order._id}`, { token: admin.idToken })).body.version },
    });
    expect(set.status).toBe(200);
    await dashboardFiguresOf(order._id, (r) => r.figures.status === 'Sent to editing team');
    expect((await setEditingStatus(admin, order, 'Editing started')).status).toBe(200);
    await dashboardFiguresOf(order._id, (r) => r.figures.status === 'Editing started');
    const [startedEnd, sentEnd] = [await statusSnapshot('Editing started'), await statusSnapshot('Sent to editing team')];
    expect(startedEnd.orders.has(order._id) && !sentEnd.orders.has(order._id)).toBe(true);
    expect(addedBy([order._id], startedAt, startedEnd)).toBe(1);
    expect(addedBy([order._id], sentAt, sentEnd)).toBe(0);
    const end = await dashboard();
    expect(end.timeInStatus.find((t) => t.status === 'Sent to editing team')!.stints).toBeGreaterThanOrEqual(1);
  });
});

describe('the rebuild from the orders', () => {
  it('takes in an order no event announced, and counts nothing twice when run again', async () => {
    const { rebuildDashboard } = await import('../../infra/rebuild-dashboard');
    const before = await statusSnapshot('Manufacturing');
    const unannounced = await store({ user, paidDaysAgo: 1, total: 2_500, steps: [['Manufacturing', 0.5]] });
    const first = await rebuildDashboard();
    expect(first.updated).toBeGreaterThanOrEqual(1);
    expect((await dashboardFiguresOf(unannounced._id)).figures.status).toBe('Manufacturing');
    const second = await rebuildDashboard();
    expect(second.updated ?? 0).toBe(0);
    expect(addedBy([unannounced._id], before, await statusSnapshot('Manufacturing'))).toBe(1);
  });
});
