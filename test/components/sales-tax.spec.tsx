/**
 * Sales tax on the pages: the cart says no tax is charged when the stage does not charge it and
 * that it is calculated at checkout when it does (the runtime config's stripeTax); My Orders and
 * the staff order page show the tax a paid order carried, and nothing when it carried none.
 */
import { screen } from '@testing-library/react';
import type { CartItem } from '@shared/cart';
import type { RuntimeConfig } from '@shared/runtime-config';
import { CartSummary } from '@/features/cart';
import { OrderCard } from '@/features/orders';
import { StaffOrderPage } from '@/features/staff-orders';
import { RuntimeConfigContext } from '@/lib/runtime-config';
import { paidOrder } from './orders';
import { fakeApi, renderInShop } from './shop';

const edgeLine = {
  _id: 'line-1',
  kind: 'product',
  productId: 'product-edge',
  productName: 'Edge Prints',
  category: 'Prints',
  imageUrl: '/art/edge.svg',
  navbarImage: '/art/edge.svg',
  price: 3000,
  size: '8x10',
  quantity: 2,
  productOptions: { _id: 'opt-2', size: '8x10', price: 3000 },
  coverType: 'Finish',
  coverName: 'Lustre',
} as CartItem;

const config = (stripeTax?: boolean): RuntimeConfig => ({
  stage: 'test',
  apiUrl: 'https://api.example.test/',
  region: 'us-east-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlowType: 'USER_SRP_AUTH',
  identityProviders: [],
  ...(stripeTax === undefined ? {} : { stripeTax }),
});

const cartWith = (runtime: RuntimeConfig) => (
  <RuntimeConfigContext.Provider value={runtime}>
    <CartSummary items={[edgeLine]} />
  </RuntimeConfigContext.Provider>
);

describe('the cart', () => {
  it('says tax is not charged when the stage does not charge it, and totals without "plus tax"', async () => {
    await renderInShop(cartWith(config()));
    expect(screen.getByTestId('cart-tax')).toHaveTextContent(/^Not charged$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^\$60$/);
  });

  it('says the same when the stage turns it off in so many words', async () => {
    await renderInShop(cartWith(config(false)));
    expect(screen.getByTestId('cart-tax')).toHaveTextContent(/^Not charged$/);
  });

  it('says tax is calculated at checkout when the stage charges it, and the total comes plus tax', async () => {
    await renderInShop(cartWith(config(true)));
    expect(screen.getByTestId('cart-tax')).toHaveTextContent(/^Calculated at checkout$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^\$60 plus tax$/);
  });
});

describe('My Orders', () => {
  const card = (order: ReturnType<typeof paidOrder>) => <OrderCard order={order} expanded={false} onToggle={() => {}} highlighted={false} />;

  it('shows the sales tax a paid order carried, within its total', async () => {
    await renderInShop(card(paidOrder({ tax: 5301, totalPrice: 69551 })));
    expect(screen.getByTestId('order-total')).toHaveTextContent('$695.51');
    expect(screen.getByTestId('order-tax')).toHaveTextContent('$53.01, in the total');
  });

  it('shows no tax line for an order that carried none', async () => {
    await renderInShop(card(paidOrder()));
    expect(screen.queryByTestId('order-tax')).not.toBeInTheDocument();
  });
});

describe('the staff order page', () => {
  const employee = 'Employee' as const;
  async function openPage(order: ReturnType<typeof paidOrder>) {
    const api = fakeApi();
    api.on('GET /staff/orders/{orderId}', { body: order });
    api.on('GET /galleries/user/{userId}/{orderId}/items', { body: { images: [] } });
    await renderInShop(<StaffOrderPage orderId={order._id} role={employee} />);
    await screen.findByTestId('staff-order');
  }

  it('shows the sales tax in the order total', async () => {
    await openPage(paidOrder({ tax: 5301, totalPrice: 69551 }));
    expect(screen.getByTestId('staff-order-tax')).toHaveTextContent('(with $53.01 sales tax)');
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent('$695.51 (with $53.01 sales tax)');
  });

  it('shows no tax for an order that carried none', async () => {
    await openPage(paidOrder());
    expect(screen.queryByTestId('staff-order-tax')).not.toBeInTheDocument();
  });
});
