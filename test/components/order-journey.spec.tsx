/**
 * An order's journey on My Orders: its statuses in words, and the way to ask to cancel offered
 * only while cancelling still makes sense (paid, within 24 hours, nothing approved, made or sent).
 */
import { screen } from '@testing-library/react';
import type { OrderStatus } from '@shared/orders';
import { OrderJourney } from '@/features/orders/components/order-journey';
import { paidOrder } from './orders';
import { renderInShop } from './shop';

const justPaid = () => {
  const now = new Date().toISOString();
  return { createdAt: now, paidAt: now };
};
const by = { firstName: 'Ana', lastName: 'Diaz' };

it('writes a status stored as a code in words', async () => {
  const at = new Date().toISOString();
  await renderInShop(
    <OrderJourney
      order={paidOrder({ ...justPaid(), status: 'album-approved', statusHistory: [{ status: 'album-approved', updatedAt: at, updatedBy: by }] })}
    />,
  );
  expect(screen.getByTestId('status-entry')).toHaveTextContent('Album design approved');
  expect(screen.queryByText('album-approved')).not.toBeInTheDocument();
});

it.each<OrderStatus>(['Awaiting user images', 'Sent to editing team', 'Editing started'])(
  'offers to ask to cancel a paid order at %s within 24 hours',
  async (status) => {
    await renderInShop(<OrderJourney order={paidOrder({ ...justPaid(), status })} />);
    expect(screen.getByRole('button', { name: 'Ask to cancel this order' })).toBeInTheDocument();
  },
);

it.each<OrderStatus>(['album-approved', 'Editing completed', 'Manufacturing', 'Shipped', 'partially-shipped', 'Delivered'])(
  'does not offer to cancel an order at %s, even within 24 hours',
  async (status) => {
    await renderInShop(<OrderJourney order={paidOrder({ ...justPaid(), status })} />);
    expect(screen.queryByRole('button', { name: 'Ask to cancel this order' })).not.toBeInTheDocument();
  },
);
