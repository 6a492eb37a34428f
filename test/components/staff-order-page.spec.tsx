/**
 * The staff order page's customer panel: the phone and billing address given at checkout, and
 * "Not given" for an order paid before checkout asked for them.
 */
import { screen } from '@testing-library/react';
import { StaffOrderPage } from '@/features/staff-orders';
import { paidOrder } from './orders';
import { fakeApi, renderInShop } from './shop';

const getOrder = 'GET /staff/orders/{orderId}';
const photos = 'GET /galleries/user/{userId}/{orderId}/items';
const employee = 'Employee' as const;

async function openPage(order: ReturnType<typeof paidOrder>) {
  const api = fakeApi();
  api.on(getOrder, { body: order });
  api.on(photos, { body: { images: [] } });
  await renderInShop(<StaffOrderPage orderId={order._id} role={employee} />);
  await screen.findByTestId('staff-order');
}

it('shows the phone to call and the billing address and name on card the customer gave at checkout', async () => {
  await openPage(
    paidOrder({
      phone: '+15125550199',
      billingName: 'Clara Tester',
      billingAddress: { street: '1200 Congress Ave, Suite 4', city: 'Austin', state: 'TX', zip: '78701' },
    }),
  );
  expect(screen.getByTestId('staff-order-billing-name')).toHaveTextContent(/^Clara Tester$/);
  expect(screen.getByTestId('staff-order-phone')).toHaveTextContent(/^\(512\) 555-0199$/);
  expect(screen.getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute('href', 'tel:+15125550199');
  expect(screen.getByTestId('staff-order-billing')).toHaveTextContent(/^1200 Congress Ave, Suite 4, Austin, Texas 78701$/);
});

it('shows a phone from outside the US as it was given', async () => {
  await openPage(paidOrder({ phone: '+442079460000' }));
  expect(screen.getByTestId('staff-order-phone')).toHaveTextContent(/^\+442079460000$/);
});

it('says Not given for an order without a phone or billing address', async () => {
  await openPage(paidOrder());
  expect(screen.getByTestId('staff-order-phone')).toHaveTextContent(/^Not given$/);
  expect(screen.getByTestId('staff-order-billing')).toHaveTextContent(/^Not given$/);
  expect(screen.getByTestId('staff-order-billing-name')).toHaveTextContent(/^Not given$/);
});
