/**
 * The studio dashboard: while it loads, when it cannot be read, with no orders yet and with
 * figures; each chart with its table, which is what a screen reader reads (jsdom draws no canvas,
 * so the table is what shows here; the browser journey test/browser/dashboard.test.ts sees the
 * bars and the "Show as table" switch); and the reminder, which says it sent or why not, and
 * sends one request per click.
 */
import { screen, within } from '@testing-library/react';
import type { Dashboard, DashboardOrder } from '@shared/dashboard';
import { orderStatuses } from '@shared/orders';
import { StudioDashboard } from '@/features/studio-dashboard';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const read = 'GET /admin/dashboard';
const remind = 'POST /admin/dashboard/reminders/{orderId}';

const weeks = Array.from({ length: 12 }, (_, i) => ({
  weekStart: new Date(Date.UTC(2026, 8, 7) + i * 7 * 86_400_000).toISOString().slice(0, 10),
  orders: 0,
  revenue: 0,
  refunded: 0,
}));

const empty: Dashboard = {
  asOf: '2026-11-27T09:00:00.000Z',
  weeks,
  statuses: orderStatuses.map((status) => ({ status, orders: 0 })),
  timeInStatus: [],
  late: { total: 0, orders: [] },
  editing: ['Sent to editing team', 'Editing started', 'Waiting for client approval', 'Editing completed', 'album-approved'].map((status) => ({
    status: status as DashboardOrder['status'],
    orders: 0,
  })),
  awaitingPhotos: { total: 0, orders: [] },
  callbacks: { total: 0, latest: [] },
};

const waiting: DashboardOrder = {
  _id: 'order-a',
  user: 'customer-a',
  orderNumber: 'LA-10001',
  firstName: 'Ada',
  lastName: 'Byron',
  status: 'Awaiting user images',
  since: '2026-11-07T09:00:00.000Z',
  days: 20,
};

const busy: Dashboard = {
  ...empty,
  weeks: weeks.map((w, i) => (i === 11 ? { ...w, orders: 3, revenue: 45_000, refunded: 5_000 } : i === 10 ? { ...w, orders: 1, revenue: 12_500 } : w)),
  statuses: empty.statuses.map((s) => (s.status === 'Awaiting user images' ? { ...s, orders: 3 } : s.status === 'Editing started' ? { ...s, orders: 1 } : s)),
  timeInStatus: [{ status: 'Sent to editing team', stints: 4, medianFromHours: 24, medianToHours: 48, worstHours: 100, worstOrderId: 'order-c' }],
  late: { total: 1, orders: [{ ...waiting, _id: 'order-b', orderNumber: 'LA-10002', firstName: 'Bea', status: 'Editing started', days: 6, allowedDays: 5 }] },
  awaitingPhotos: { total: 1, orders: [waiting] },
  callbacks: {
    total: 1,
    latest: [{ _id: 'cb-1', firstName: 'Callie', lastName: 'Ross', phone: '5125550199', date: '2026-11-26T16:01:00.000Z', currentStatus: 'New' }],
  },
};

const figure = (name: string) => screen.getByRole('figure', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

it('says it is loading, then shows the figures', async () => {
  const held = heldAnswer({ body: busy });
  fakeApi().on(read, held.handler);
  await renderInShop(<StudioDashboard />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
  held.release();
  expect(await screen.findByRole('heading', { name: 'Orders and revenue, last 12 weeks' })).toBeInTheDocument();
});

it('says why when the dashboard cannot be read, and reads it again on request', async () => {
  const api = fakeApi();
  api.on(read, { status: 403, body: { error: 'forbidden', message: 'Staff accounts need an authenticator app.' } });
  const { user } = await renderInShop(<StudioDashboard />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Staff accounts need an authenticator app.');
  api.on(read, { body: busy });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('figure', { name: 'Orders paid per week' })).toBeInTheDocument();
});

it('says plainly that there is nothing yet, in place of empty charts and lists', async () => {
  fakeApi().on(read, { body: empty });
  await renderInShop(<StudioDashboard />);
  expect(
    await within(await screen.findByRole('figure', { name: 'Orders paid per week' })).findByText('No order was paid in the last 12 weeks.'),
  ).toBeInTheDocument();
  expect(within(figure('Paid orders by status')).getByText('No paid orders yet.')).toBeInTheDocument();
  expect(within(figure('Orders paid per week')).queryByRole('table')).toBeNull();
  expect(screen.getByText('No order has moved on from a status in this time.')).toBeInTheDocument();
  expect(within(screen.getByTestId('late-work')).getByText('No order is late.')).toBeInTheDocument();
  expect(within(screen.getByTestId('awaiting-photos')).getByText('No order has waited over 7 days for its photos.')).toBeInTheDocument();
  expect(within(screen.getByTestId('new-callbacks')).getByText('No new callback requests.')).toBeInTheDocument();
});

it('gives each chart a summary and a table of the same figures', async () => {
  fakeApi().on(read, { body: busy });
  await renderInShop(<StudioDashboard />);
  const orders = await screen.findByRole('figure', { name: 'Orders paid per week' });
  expect(orders).toHaveTextContent('4 orders paid in 12 weeks; 3 this week.');
  const ordersTable = within(orders).getByRole('table', { name: 'Orders paid per week' });
  expect(rowsOf(ordersTable)).toHaveLength(13);
  expect(rowsOf(ordersTable).at(-1)).toBe('Week of Nov 23' + '3');
  expect(rowsOf(ordersTable).at(-2)).toBe('Week of Nov 16' + '1');
  const revenue = within(figure('Revenue per week')).getByRole('table');
  expect(rowsOf(revenue)[0]).toBe('WeekRevenueRefunded');
  expect(rowsOf(revenue).at(-1)).toBe('Week of Nov 23$450$50');
  const statuses = within(figure('Paid orders by status')).getByRole('table');
  expect(rowsOf(statuses)).toHaveLength(orderStatuses.length + 1);
  expect(rowsOf(statuses)).toContain('Awaiting user images3');
  expect(figure('Paid orders by status')).toHaveTextContent('Most orders are Awaiting user images (3).');
  expect(rowsOf(screen.getByTestId('time-in-status'))).toEqual(['StatusTimes leftMedianLongest', 'Sent to editing team424 h to 2 days4 days']);
  expect(within(screen.getByTestId('time-in-status')).getByRole('link', { name: '4 days' })).toHaveAttribute('href', '/admin/order-c');
  expect(within(screen.getByTestId('late-work')).getByRole('link', { name: 'LA-10002' })).toHaveAttribute('href', '/admin/order-b');
  expect(screen.getByTestId('late-work')).toHaveTextContent('waiting 6 days (5 allowed)');
  expect(screen.getByTestId('new-callbacks')).toHaveTextContent('Callie Ross');
});

it('sends one reminder per click, says it is sending, and then that it sent', async () => {
  const api = fakeApi();
  api.on(read, { body: busy });
  const held = heldAnswer({ body: { remindedAt: '2026-11-27T09:05:00.000Z', email: 'ada@example.com' } });
  api.on(remind, held.handler);
  const { user } = await renderInShop(<StudioDashboard />);
  const button = await screen.findByRole('button', { name: 'Remind the customer of order LA-10001, Ada Byron' });
  await user.click(button);
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent(/^Sending…/);
  await user.click(button);
  held.release();
  expect(await within(screen.getByTestId('awaiting-photos')).findByText('Reminder sent to ada@example.com.')).toHaveAttribute('role', 'status');
  expect(button).toHaveTextContent(/^Reminder sent/);
  expect(api.sentTo(remind)).toHaveLength(1);
  expect(api.sentTo(remind)[0]!.body).toEqual({ reminderId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
});

it('says why a reminder was not sent', async () => {
  const api = fakeApi();
  api.on(read, { body: { ...busy, awaitingPhotos: { total: 1, orders: [{ ...waiting, remindedAt: '2026-11-27T08:00:00.000Z' }] } } });
  api.on(remind, {
    status: 409,
    body: { error: 'conflict', message: 'The customer was reminded at Fri, 27 Nov 2026 08:00:00 GMT; one reminder goes every 24 hours.' },
  });
  const { user } = await renderInShop(<StudioDashboard />);
  expect(await within(await screen.findByTestId('awaiting-photos')).findByText(/Last reminded/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /of order LA-10001, Ada Byron$/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('one reminder goes every 24 hours');
  expect(screen.getByRole('button', { name: /of order LA-10001, Ada Byron$/ })).toBeEnabled();
});
