/**
 * The outstanding-orders board: each order a box linking to its page, coloured by
 * its status and how long it has waited, the colour also in words; the legend, the counts per
 * status, the filters and search, and the loading, empty and failed states. The browser journey
 * (test/browser/staff-orders.test.ts) finds a paid order on the board and ships it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import type { OrderStatus } from '@shared/orders';
import type { BoardOrder } from '@shared/staff-orders';
import { staffMessages } from '@shared/staff-orders';
import { OutstandingBoard } from '@/features/staff-orders';
import { fakeApi, renderInShop } from './shop';

const listOutstandingOrders = 'GET /orders';
const day = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();

let numbered = 0;
function boardOrder(status: OrderStatus, changed: string | undefined, more: Partial<BoardOrder> = {}): BoardOrder {
  numbered += 1;
  return {
    _id: `order-${numbered}`,
    user: 'customer-1',
    orderNumber: `LUM-${String(numbered).padStart(4, '0')}`,
    firstName: 'Maeve',
    lastName: 'Byrne',
    email: 'maeve@example.com',
    createdAt: daysAgo(10),
    status,
    ...(changed ? { statusChangedAt: changed } : {}),
    totalPrice: 61250,
    lineCount: 2,
    cancellationRequested: false,
    ...more,
  };
}

async function showBoard(orders: BoardOrder[]) {
  const api = fakeApi();
  api.on(listOutstandingOrders, { body: { orders } });
  const shop = await renderInShop(<OutstandingBoard />);
  await screen.findByRole('list', { name: 'Outstanding orders' });
  return { ...shop, api };
}

const boxOf = (order: BoardOrder) => screen.getByRole('link', { name: new RegExp(order.orderNumber!) });

describe('the outstanding-orders board', () => {
  // Each rule of the board's colours, and the tag that says the colour in words.
  const cases: [string, BoardOrder, string, string][] = [
    ['an order whose editing is completed is black, however long ago', boardOrder('Editing completed', daysAgo(9)), 'black', 'Edited'],
    ['any order unchanged for over 3 days is red', boardOrder('Sent to editing team', daysAgo(4)), 'red', 'Late'],
    ['an order sent to manufacturing is orange', boardOrder('Send to manufacturing', daysAgo(1)), 'orange', 'Manufacturing'],
    ['an order in manufacturing is orange', boardOrder('Manufacturing', daysAgo(2)), 'orange', 'Manufacturing'],
    ['an order with the editing team is purple', boardOrder('Sent to editing team', daysAgo(0)), 'purple', 'Editing'],
    ['an order awaiting the customer’s photos is orange-red', boardOrder('Awaiting user images', daysAgo(3 - 0.1)), 'orange-red', 'Awaiting photos'],
    ['an order of any other status is grey', boardOrder('Editing started', daysAgo(1)), 'grey', ''],
    ['an order whose status no one has changed yet is grey', boardOrder('Awaiting user images', undefined), 'grey', ''],
  ];

  it.each(cases)('%s', async (_rule, order, colour, tag) => {
    await showBoard([order]);
    const box = boxOf(order);
    expect(box).toHaveClass(`board-box--${colour}`);
    if (tag) expect(box).toHaveTextContent(tag);
    expect(box).toHaveTextContent(order.status);
    expect(box).toHaveAttribute('href', `/admin/${order._id}`);
    // A grey box carries no tag (a shipped order is not "Open"); its status says what it is.
    if (!tag) expect(box.querySelector('.board-box__tag')).toBeNull();
  });

  it('tells orange from orange-red by more than the colour: its own tag, in its own shape', async () => {
    // The board's own stylesheet, as the page has it (component tests load no CSS).
    const sheet = document.head.appendChild(document.createElement('style'));
    sheet.textContent = readFileSync(join(__dirname, '../../web/src/features/staff-orders/staff-orders.css'), 'utf8');
    try {
      const manufacturing = boardOrder('Manufacturing', daysAgo(1));
      const awaiting = boardOrder('Awaiting user images', daysAgo(1));
      await showBoard([manufacturing, awaiting]);
      const tagOf = (order: BoardOrder) => getComputedStyle(boxOf(order).querySelector('.board-box__tag')!);
      expect(boxOf(manufacturing)).toHaveTextContent('Manufacturing');
      expect(boxOf(awaiting)).toHaveTextContent('Awaiting photos');
      expect(tagOf(manufacturing).backgroundColor).not.toBe(tagOf(awaiting).backgroundColor);
      expect(tagOf(manufacturing).borderRadius).not.toBe(tagOf(awaiting).borderRadius);
    } finally {
      sheet.remove();
    }
  });

  it('marks an order that has stayed in its status longer than that status allows, whatever its colour, and shows the late ones alone', async () => {
    const leftEdited = boardOrder('Editing completed', daysAgo(5));
    const freshEdited = boardOrder('Editing completed', daysAgo(1));
    const shipped = boardOrder('Shipped', daysAgo(2));
    const { user } = await showBoard([leftEdited, freshEdited, shipped]);
    expect(boxOf(leftEdited)).toHaveClass('board-box--black');
    expect(within(boxOf(leftEdited)).getByTestId('board-box-late')).toHaveTextContent('Waiting 5 days');
    expect(within(boxOf(freshEdited)).queryByTestId('board-box-late')).toBeNull();
    expect(within(boxOf(shipped)).queryByTestId('board-box-late')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Waiting too long only (1)' }));
    expect(screen.getByText('1 of 3 orders')).toBeInTheDocument();
    expect(boxOf(leftEdited)).toBeInTheDocument();
  });

  it('says in the legend what each colour means, and in each box how long ago its status changed', async () => {
    const today = boardOrder('Sent to editing team', daysAgo(0));
    const older = boardOrder('Manufacturing', daysAgo(1), { lineCount: 1 });
    const never = boardOrder('Awaiting user images', undefined);
    await showBoard([today, older, never]);
    const legend = screen.getByText('Colour legend').closest('details')!;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual([
      'Late: no status change for over 3 days',
      'Editing completed',
      'Send to manufacturing or Manufacturing',
      'Sent to editing team',
      'Awaiting user images',
      'Any other status',
    ]);
    expect(boxOf(today)).toHaveTextContent('Changed today · 2 items · $612.50');
    expect(boxOf(older)).toHaveTextContent('Changed 1 day ago · 1 item · $612.50');
    expect(boxOf(never)).toHaveTextContent('No status change yet');
  });

  it('counts the orders per status, filters by status, searches by name, and shows the cancellation requests alone', async () => {
    const a = boardOrder('Sent to editing team', daysAgo(1));
    const b = boardOrder('Sent to editing team', daysAgo(2), { firstName: 'Ines', lastName: 'Alves', email: 'ines@example.com' });
    const c = boardOrder('Shipped', daysAgo(1), { cancellationRequested: true });
    const { user } = await showBoard([a, b, c]);
    const counts = screen.getByRole('list', { name: 'Orders per status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 Sent to editing team', '1 Shipped']);
    expect(screen.getByText('3 of 3 orders')).toBeInTheDocument();
    expect(within(boxOf(c)).getByText('Cancellation requested')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Shipped (1)');
    expect(screen.getByRole('list', { name: 'Outstanding orders' }).children).toHaveLength(1);
    expect(boxOf(c)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses (3)');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ines');
    expect(screen.getByText('1 of 3 orders')).toBeInTheDocument();
    expect(boxOf(b)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), a.orderNumber!);
    expect(screen.getByText('1 of 3 orders')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(screen.getByText('No order matches these filters.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await user.click(screen.getByRole('checkbox', { name: 'Cancellation requests only (1)' }));
    expect(screen.getByText('1 of 3 orders')).toBeInTheDocument();
    expect(boxOf(c)).toBeInTheDocument();
  });

  it('reads every page of the board', async () => {
    const first = boardOrder('Manufacturing', daysAgo(1));
    const second = boardOrder('Shipped', daysAgo(1));
    const api = fakeApi();
    api.on(listOutstandingOrders, (sent) => ({ body: sent.query.get('cursor') ? { orders: [second] } : { orders: [first], cursor: 'page-2' } }));
    await renderInShop(<OutstandingBoard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading outstanding orders…');
    expect(await screen.findByText('2 of 2 orders')).toBeInTheDocument();
    expect(api.sentTo(listOutstandingOrders).map((r) => r.query.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('says there are no outstanding orders when there are none', async () => {
    const api = fakeApi();
    api.on(listOutstandingOrders, { body: { orders: [] } });
    await renderInShop(<OutstandingBoard />);
    expect(await screen.findByText(staffMessages.noOutstandingOrders)).toBeInTheDocument();
  });

  it('says why the board could not be read, and reads it again on Try again', async () => {
    const api = fakeApi();
    api.on(listOutstandingOrders, { status: 403, body: { error: 'forbidden', message: 'Staff only.' } });
    const { user } = await renderInShop(<OutstandingBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Staff only.');
    const order = boardOrder('Manufacturing', daysAgo(1));
    api.on(listOutstandingOrders, { body: { orders: [order] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 1 orders')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
