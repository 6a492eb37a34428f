/**
 * Add to Cart clicked while the sign-in is still being checked (before the greeting shows): the
 * button stays busy until the session has settled, then the line goes to the signed-in customer's
 * server cart and never to the browser's guest cart; a visitor who turns out to be a guest gets it
 * in the guest cart. The journey (test/browser/shop.test.ts) holds the user record back in Chromium.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { publicProductSchema } from '@shared/catalog';
import { ProductOrderForm } from '@/features/shop';
import { SessionContext, type Session } from '@/lib/auth/session';
import { seedProducts } from '../../infra/seed/catalog';
import { userId } from './orders';
import { fakeApi, renderInShop } from './shop';

const addToCart = 'PUT /user/{userId}/cart';
const edgePrints = publicProductSchema.parse(seedProducts.find((product) => product.productName === 'Edge Prints'));
const session = (status: Session['status'], more: Partial<Session> = {}): Session => ({
  status,
  refreshUser: async () => {},
  signOut: async () => {},
  ...more,
});

/** The order panel under a session the test moves on. */
async function renderWhileSignInIsChecked() {
  let settle!: (next: Session) => void;
  function WithSession() {
    const [current, setCurrent] = useState(session('loading'));
    settle = setCurrent;
    return (
      <SessionContext value={current}>
        <ProductOrderForm product={edgePrints} />
      </SessionContext>
    );
  }
  const shop = await renderInShop(<WithSession />);
  return { ...shop, settle: (next: Session) => act(() => settle(next)) };
}

afterEach(() => localStorage.clear());

it('waits for the sign-in, busy, then adds to the signed-in customer’s server cart', async () => {
  const api = fakeApi();
  api.on(addToCart, { body: { cart: [] } });
  const { user, settle } = await renderWhileSignInIsChecked();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Adding…');
  expect(screen.getByTestId('add-to-cart')).toHaveAttribute('aria-disabled', 'true');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.sentTo(addToCart)).toEqual([]);

  // Signed in, the record not read yet: the line is still the account's.
  await settle(session('signedIn', { userId }));
  await waitFor(() => expect(api.sentTo(addToCart)).toHaveLength(1));
  expect(api.sentTo(addToCart)[0]!.path).toBe('/user/customer-1/cart');
  expect(api.sentTo(addToCart)[0]!.body).toMatchObject({ cartItem: { kind: 'product', productName: 'Edge Prints' } });
  expect(localStorage.getItem('guestCart')).toBeNull();
});

it('puts the line in the guest cart when the visitor turns out to be a guest', async () => {
  const api = fakeApi();
  api.on('GET /products/name/{productName}', { body: edgePrints });
  const { user, settle } = await renderWhileSignInIsChecked();
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Adding…');
  await settle(session('guest'));
  await waitFor(() => expect(JSON.parse(localStorage.getItem('guestCart') ?? '[]')).toEqual([expect.objectContaining({ productName: 'Edge Prints' })]));
  expect(api.sentTo(addToCart)).toEqual([]);
});
