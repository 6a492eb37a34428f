/**
 * The cart's promotion code: Apply asks the server, shows the promotion applied (or the server's
 * message under the field, which stays), keeps the code beside the cart, and Remove code forgets
 * it; the lines then show their promotional prices and the summary the discount.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@shared/cart';
import { promotionMessages } from '@shared/promotion-messages';
import type { PromotionFacts } from '@shared/promotion-rules';
import { CartLines, CartSummary } from '@/features/cart';
import { PromotionCodeField, useCartPrices } from '@/features/promotions';
import { fakeApi, renderInShop } from './shop';

const checkCode = 'POST /promotions/code';
const hour = 3_600_000;
const codePromotion: PromotionFacts = {
  id: 'promo-code',
  name: 'Friends of the studio',
  kind: 'percent',
  value: 20,
  albums: ['Lux'],
  products: [],
  allAlbums: false,
  allProducts: false,
  startsAt: new Date(Date.now() - hour).toISOString(),
  endsAt: new Date(Date.now() + hour).toISOString(),
  needsCode: true,
};

const luxLine = {
  _id: 'line-1',
  kind: 'album',
  albumId: 'album-lux',
  albumName: 'Lux',
  category: 'Albums',
  imageUrl: '/art/albums/lux.svg',
  navbarImage: '/art/albums/lux.svg',
  price: 89900,
  size: '10x10',
  pages: 20,
  quantity: 2,
  albumOptions: { _id: 'opt-1', size: '10x10', pages: 20, price: 89900 },
  layFlatUpgrade: false,
  coverType: 'Leather',
  coverName: 'Black',
} as CartItem;

/** The cart page's parts: the lines, the code field and the sums, priced together. */
function Cart({ items }: { items: CartItem[] }) {
  const prices = useCartPrices(items);
  return (
    <>
      <CartLines items={items} onRemove={() => {}} sales={prices.lines} />
      <PromotionCodeField />
      <CartSummary items={items} discount={prices.discount} />
    </>
  );
}

afterEach(() => localStorage.clear());

it('shows the server’s message under the field for a code that is not valid, and keeps nothing', async () => {
  const api = fakeApi();
  api.on('GET /promotions/current', { body: { promotions: [] } });
  api.on(checkCode, { status: 404, body: { error: 'not_found', message: promotionMessages.codeUnknown } });
  const { user } = await renderInShop(<Cart items={[luxLine]} />);
  const field = screen.getByLabelText('Promotion code');
  await user.type(field, 'nope');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByTestId('promotion-code-error')).toHaveTextContent(promotionMessages.codeUnknown);
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(promotionMessages.codeUnknown);
  expect(api.sentTo(checkCode)[0]!.body).toEqual({ code: 'NOPE' });
  expect(localStorage.getItem('promotionCode')).toBeNull();
  expect(screen.queryByTestId('cart-discount')).toBeNull();
});

it('asks for a code before asking the server', async () => {
  const api = fakeApi();
  api.on('GET /promotions/current', { body: { promotions: [] } });
  const { user } = await renderInShop(<Cart items={[luxLine]} />);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByTestId('promotion-code-error')).toHaveTextContent(promotionMessages.codeMissing);
  expect(api.sentTo(checkCode)).toEqual([]);
});

it('applies a running code: the promotion named, the lines struck through, the discount and the total after it; Remove code undoes it', async () => {
  const api = fakeApi();
  api.on('GET /promotions/current', { body: { promotions: [] } });
  api.on(checkCode, { body: { promotion: codePromotion } });
  const { user } = await renderInShop(<Cart items={[luxLine]} />);
  await user.type(screen.getByLabelText('Promotion code'), 'friends{Enter}');
  expect(await screen.findByTestId('promotion-code-applied')).toHaveTextContent('Code FRIENDS applied: Friends of the studio, 20% off the Lux album.');
  expect(localStorage.getItem('promotionCode')).toBe('FRIENDS');
  const line = screen.getByTestId('cart-line');
  expect(within(line).getByTestId('regular-price')).toHaveTextContent('$1,798');
  expect(within(line).getByTestId('cart-line-price')).toHaveTextContent('$1,438.40');
  expect(within(line).getByText('$719.20 each')).toBeInTheDocument();
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$1,798');
  expect(screen.getByTestId('cart-discount')).toHaveTextContent('−$359.60');
  expect(screen.getByTestId('cart-total')).toHaveTextContent('$1,438.40');

  await user.click(screen.getByRole('button', { name: 'Remove code' }));
  await waitFor(() => expect(screen.queryByTestId('cart-discount')).toBeNull());
  expect(localStorage.getItem('promotionCode')).toBeNull();
  expect(screen.getByTestId('cart-total')).toHaveTextContent('$1,798');
  expect(screen.getByLabelText('Promotion code')).toHaveValue('');
});

it('says so when a code kept from before has ended, and prices the cart without it', async () => {
  localStorage.setItem('promotionCode', 'OLDCODE');
  const api = fakeApi();
  api.on('GET /promotions/current', { body: { promotions: [] } });
  api.on(checkCode, { status: 404, body: { error: 'not_found', message: promotionMessages.codeUnknown } });
  await renderInShop(<Cart items={[luxLine]} />);
  expect(await screen.findByTestId('promotion-code-error')).toHaveTextContent(`OLDCODE: ${promotionMessages.codeUnknown}`);
  expect(screen.getByRole('button', { name: 'Remove code' })).toBeInTheDocument();
  expect(screen.queryByTestId('cart-discount')).toBeNull();
});

it('draws the cart at full price the moment the code’s promotion ends, and asks the server again then', async () => {
  const api = fakeApi();
  api.on('GET /promotions/current', { body: { promotions: [] } });
  const endingSoon = { ...codePromotion, endsAt: new Date(Date.now() + 1_500).toISOString() };
  api.on(checkCode, { body: { promotion: endingSoon } });
  const { user } = await renderInShop(<Cart items={[luxLine]} />);
  await user.type(screen.getByLabelText('Promotion code'), 'friends{Enter}');
  expect(await screen.findByTestId('cart-discount')).toHaveTextContent('−$359.60');
  const asked = api.sentTo(checkCode).length;
  api.on(checkCode, { status: 404, body: { error: 'not_found', message: promotionMessages.codeUnknown } });
  await waitFor(() => expect(screen.queryByTestId('cart-discount')).toBeNull(), { timeout: 5_000 });
  expect(screen.getByTestId('cart-total')).toHaveTextContent('$1,798');
  await waitFor(() => expect(api.sentTo(checkCode).length).toBeGreaterThan(asked));
});
