/**
 * The order card on My Orders and the order's gallery: a paid order with a gallery links to it by
 * its name, a paid order still awaiting photos offers to start one, and an unpaid or finished order
 * without one shows no gallery. A paid order shows whom and where it was billed, as given at checkout.
 */
import { screen } from '@testing-library/react';
import { OrderCard } from '@/features/orders';
import { paidOrder } from './orders';
import { renderInShop } from './shop';

const card = (order: ReturnType<typeof paidOrder>) => <OrderCard order={order} expanded={false} onToggle={() => {}} highlighted={false} />;

it('links a paid order to its gallery, by its name and with its photos', async () => {
  await renderInShop(card(paidOrder({ galleryName: 'Our wedding', imageCounts: { gallery: 12, 'line-lux': 3 }, status: 'Sent to editing team' })));
  const link = screen.getByRole('link', { name: 'Open the gallery “Our wedding”' });
  expect(link).toHaveAttribute('href', '/customer-1/order-1/gallery-upload');
  expect(screen.getByTestId('order-gallery')).toHaveTextContent('Open the gallery “Our wedding” (12 photos)');
});

it('links a gallery that has photos but no name yet', async () => {
  await renderInShop(card(paidOrder({ imageCounts: { gallery: 1 } })));
  expect(screen.getByRole('link', { name: 'Open the gallery of this order' })).toHaveAttribute('href', '/customer-1/order-1/gallery-upload');
  expect(screen.getByTestId('order-gallery')).toHaveTextContent('(1 photo)');
});

it('offers to start a gallery while a paid order awaits its photos, and nothing once they went to the studio', async () => {
  const { unmount } = await renderInShop(card(paidOrder({ status: 'Awaiting user images' })));
  expect(screen.getByRole('link', { name: 'Start a gallery for this order' })).toHaveAttribute('href', '/customer-1/order-1/gallery-upload');
  unmount();
  await renderInShop(card(paidOrder({ status: 'Sent to editing team' })));
  expect(screen.queryByTestId('order-gallery')).not.toBeInTheDocument();
});

it('shows no gallery for an order not paid', async () => {
  await renderInShop(card(paidOrder({ paymentStatus: 'pending', galleryName: 'Our wedding' })));
  expect(screen.queryByRole('link', { name: /gallery/ })).not.toBeInTheDocument();
});

it('shows the billing name and address the customer gave at checkout, and no billing line for an order without one', async () => {
  const { unmount } = await renderInShop(
    card(paidOrder({ billingName: 'Clara Tester', billingAddress: { street: '1200 Congress Ave, Suite 4', city: 'Austin', state: 'TX', zip: '78701' } })),
  );
  expect(screen.getByTestId('order-billing')).toHaveTextContent(/^Clara Tester, 1200 Congress Ave, Suite 4, Austin, Texas 78701$/);
  unmount();
  await renderInShop(card(paidOrder()));
  expect(screen.queryByTestId('order-billing')).not.toBeInTheDocument();
});

it('writes when the order was placed in the one format the shop writes every moment in', async () => {
  await renderInShop(card(paidOrder({ createdAt: '2026-03-02T15:01:00.000Z' })));
  expect(screen.getByTestId('order-date')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
});
