/**
 * The editors' dashboard: the counts of Active, Awaiting Client Approval and
 * Completed, which also filter the queue, each order's facts and the editors' status dropdown
 * with its saving, refused and clash states. The dashboard has counts, no charts. The browser
 * journey (test/browser/editing.test.ts) uploads designs and sends a real proof.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { QueueOrder } from '@shared/editing';
import type { OrderStatus } from '@shared/orders';
import { EditorsDashboard } from '@/features/editors';
import { queryClient } from '@/lib/query-client';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const listEditingQueue = 'GET /orders/editors/{userId}';
const setEditingStatus = 'PUT /orders/editors/{clientId}/{orderId}/status';

const queued = (n: number, status: OrderStatus, more: Partial<QueueOrder> = {}): QueueOrder => ({
  _id: `order-${n}`,
  user: `customer-${n}`,
  orderNumber: `LA-1000${n}`,
  firstName: 'Maeve',
  lastName: `Byrne ${n}`,
  createdAt: '2026-03-02T10:00:00.000Z',
  status,
  version: 2,
  albums: [{ _id: `line-${n}`, albumName: 'Lux', size: '10x10', pages: 20, coverName: 'Black', quantity: 1 }],
  productCount: 1,
  ...more,
});

const active = queued(1, 'Editing started');
const waiting = queued(2, 'Waiting for client approval');
const completed = queued(3, 'Editing completed', { albums: [], productCount: 2 });

async function showDashboard(orders = [active, waiting, completed]) {
  const api = fakeApi();
  api.on(listEditingQueue, { body: { counts: { active: 1, awaitingApproval: 1, completed: 1 }, orders } });
  const shop = await renderInShop(<EditorsDashboard userId="editor-1" />);
  await screen.findByRole('list', { name: 'Editing queue' });
  return { ...shop, api };
}

const rowOf = (order: QueueOrder) => screen.getByRole('heading', { name: new RegExp(order.orderNumber!) }).closest('li')!;

describe('the editors’ dashboard', () => {
  it('counts the queue by group, and each count shows its group alone', async () => {
    const { user } = await showDashboard();
    const counts = screen.getByRole('group', { name: 'Show orders' });
    expect(
      within(counts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3 All', '1 Active', '1 Awaiting Client Approval', '1 Completed']);
    expect(within(counts).getByRole('button', { name: '3 All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);

    await user.click(within(counts).getByRole('button', { name: /Awaiting Client Approval/ }));
    expect(within(counts).getByRole('button', { name: /Awaiting Client Approval/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['LA-10002 · Maeve Byrne 2']);
    await user.click(within(counts).getByRole('button', { name: /Completed/ }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['LA-10003 · Maeve Byrne 3']);
  });

  it('says what each order holds, and when the group is empty', async () => {
    const { user } = await showDashboard([active]);
    expect(rowOf(active)).toHaveTextContent('1 × Lux 10x10, 20 pages · 1 other item · placed Mar 2, 2026');
    await user.click(screen.getByRole('button', { name: /Completed/ }));
    expect(screen.getByText('No orders are with the editing team here.')).toBeInTheDocument();
  });

  it('sets an editing status with the version it read, saying Saving… meanwhile', async () => {
    const { user, api } = await showDashboard();
    const row = within(rowOf(active));
    const set = row.getByRole('button', { name: 'Set status' });
    // Unchanged, there is nothing to set.
    expect(set).toBeDisabled();
    await user.selectOptions(row.getByLabelText('Editing status'), 'Editing completed');
    expect(set).toBeEnabled();
    const held = heldAnswer({ body: { ...active, status: 'Editing completed', version: 3 } });
    api.on(setEditingStatus, held.handler);
    await user.click(set);
    expect(row.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(api.sentTo(setEditingStatus).map((r) => [r.path, r.body])).toEqual([
      ['/orders/editors/customer-1/order-1/status', { status: 'Editing completed', version: 2 }],
    ]);
    held.release();
    // The queue is read again afterwards.
    await waitFor(() => expect(api.sentTo(listEditingQueue)).toHaveLength(2));
  });

  it('keeps a row open, and the focus where it was, when the queue is read again with a new version', async () => {
    const { user, api } = await showDashboard();
    api.on('GET /galleries/editor/{clientId}/{orderId}', { body: { lines: [] } });
    const toggle = within(rowOf(active)).getByRole('button', { name: 'Albums and designs' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();

    // Someone else moved the order on meanwhile; the queue is read again.
    api.on(listEditingQueue, {
      body: { counts: { active: 1, awaitingApproval: 1, completed: 1 }, orders: [{ ...active, status: 'Editing completed', version: 3 }, waiting, completed] },
    });
    await queryClient.invalidateQueries({ queryKey: ['editors', 'queue'] });
    const row = within(rowOf(active));
    await waitFor(() => expect(row.getByTestId('queue-status')).toHaveTextContent('Editing completed'));
    expect(row.getByRole('button', { name: 'Hide albums' })).toBe(toggle);
    expect(toggle).toHaveFocus();
    // The dropdown starts again from the status as stored, and offers nothing to set.
    expect(row.getByLabelText('Editing status')).toHaveValue('Editing completed');
    expect(row.getByRole('button', { name: 'Set status' })).toBeDisabled();
  });

  it('says why a status was refused, and offers Reload when someone else changed the order first', async () => {
    const { user, api } = await showDashboard();
    api.on(setEditingStatus, { status: 400, body: { error: 'validation_failed', message: 'Upload the design of every album before sending the proof.' } });
    const row = within(rowOf(active));
    await user.selectOptions(row.getByLabelText('Editing status'), 'Waiting for client approval');
    await user.click(row.getByRole('button', { name: 'Set status' }));
    expect(await row.findByRole('alert')).toHaveTextContent('Upload the design of every album before sending the proof.');
    expect(row.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    api.on(setEditingStatus, { status: 409, body: { error: 'conflict', message: 'This order changed since you opened it.' } });
    await user.click(row.getByRole('button', { name: 'Set status' }));
    await waitFor(() => expect(row.getByRole('alert')).toHaveTextContent('This order changed since you opened it.'));
    await user.click(row.getByRole('button', { name: 'Reload' }));
    expect(row.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the queue could not be read, and reads it again on Try again', async () => {
    const api = fakeApi();
    api.on(listEditingQueue, { status: 403, body: { error: 'forbidden', message: 'Editors only.' } });
    const { user } = await renderInShop(<EditorsDashboard userId="editor-1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the editing queue…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Editors only.');
    api.on(listEditingQueue, { body: { counts: { active: 1, awaitingApproval: 0, completed: 0 }, orders: [active] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Editing queue' })).toBeInTheDocument();
  });
});
