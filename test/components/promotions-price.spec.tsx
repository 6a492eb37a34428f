/**
 * Struck-through prices: the Price component's text and what a screen reader hears, and the
 * storefront's From price and order panel, which show a sale only once the running promotions
 * are read from the API (a prerendered page first shows the regular price), and never one that
 * has ended or applies to another item. An order shows what it was charged: the regular price
 * struck through beside the price paid, and its discount.
 */
import { screen } from '@testing-library/react';
import type { PublicAlbum } from '@shared/catalog';
import type { PromotionFacts } from '@shared/promotion-rules';
import { FromPrice, Price } from '@/features/promotions';
import { OrderCard } from '@/features/orders';
import { AlbumOrderForm } from '@/features/shop';
import { paidOrder } from './orders';
import { fakeApi, renderInShop } from './shop';

const hour = 3_600_000;
const sale = (change: Partial<PromotionFacts> = {}): PromotionFacts => ({
  id: 'promo-1',
  name: '30% Off Sale',
  kind: 'percent',
  value: 30,
  albums: ['Lux'],
  products: [],
  allAlbums: false,
  allProducts: false,
  startsAt: new Date(Date.now() - hour).toISOString(),
  endsAt: new Date(Date.now() + 24 * hour).toISOString(),
  needsCode: false,
  ...change,
});

const lux: PublicAlbum = {
  _id: 'album-lux',
  albumName: 'Lux',
  category: 'Albums',
  tagline: 'Our finest',
  description: '',
  features: [],
  images: [{ url: '/art/albums/lux.svg', alt: 'Lux album' }],
  navbarImage: '/art/albums/lux.svg',
  albumOptions: [
    { _id: 'opt-1', size: '10x10', pages: 20, price: 89900 },
    { _id: 'opt-2', size: '12x12', pages: 20, price: 119900 },
  ],
  coverOptions: [{ _id: 'cover-1', coverType: 'Leather', coverName: 'Black', url: '/art/covers/black.svg' }],
};

describe('the Price component', () => {
  it('shows the regular price alone when no promotion lowers it', async () => {
    await renderInShop(<Price regular={89900} testId="price" />);
    expect(screen.getByTestId('price')).toHaveTextContent('$899');
    expect(screen.queryByTestId('regular-price')).toBeNull();
  });

  it('strikes the regular price through beside the promotional one, and says both in one sentence', async () => {
    const { container } = await renderInShop(<Price regular={89900} promotional={62930} promotionName="30% Off Sale" testId="price" showName />);
    expect(screen.getByTestId('regular-price').tagName).toBe('S');
    expect(screen.getByTestId('regular-price')).toHaveTextContent('$899');
    expect(screen.getByTestId('price')).toHaveTextContent('$629.30');
    expect(screen.getByText('Regular price $899, now $629.30 (30% Off Sale)')).toHaveClass('visually-hidden');
    // What is seen is hidden from screen readers, which hear the sentence instead.
    expect(screen.getByTestId('regular-price').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container).toHaveTextContent('30% Off Sale');
  });

  it('shows no sale when the "promotional" price is not lower', async () => {
    await renderInShop(<Price regular={89900} promotional={89900} promotionName="Nothing off" testId="price" />);
    expect(screen.queryByTestId('regular-price')).toBeNull();
    expect(screen.queryByText(/Nothing off/)).toBeNull();
  });
});

describe('the From price', () => {
  it('strikes the cheapest option through once the running sale is read', async () => {
    const api = fakeApi();
    api.on('GET /promotions/current', { body: { promotions: [sale()] } });
    await renderInShop(<FromPrice item={lux} />);
    expect(await screen.findByText('From Regular price $899, now $629.30 (30% Off Sale)')).toBeInTheDocument();
    expect(api.sentTo('GET /promotions/current')).toHaveLength(1);
  });

  it('keeps the regular price for a sale that has ended, one not begun, or one on other albums', async () => {
    const api = fakeApi();
    api.on('GET /promotions/current', {
      body: {
        promotions: [
          sale({ id: 'ended', endsAt: new Date(Date.now() - 1000).toISOString() }),
          sale({ id: 'soon', startsAt: new Date(Date.now() + hour).toISOString() }),
          sale({ id: 'other', albums: ['Gallery'] }),
        ],
      },
    });
    const gallery = { ...lux, _id: 'album-gallery', albumName: 'Gallery' };
    await renderInShop(
      <>
        <p data-testid="lux">
          <FromPrice item={lux} />
        </p>
        <p data-testid="gallery">
          <FromPrice item={gallery} />
        </p>
      </>,
    );
    // The promotions are in once the Gallery's sale shows: the Lux keeps its regular price.
    expect(await screen.findByText('From Regular price $899, now $629.30 (30% Off Sale)')).toBeInTheDocument();
    expect(screen.getByTestId('lux')).toHaveTextContent(/^From \$899$/);
    expect(api.sentTo('GET /promotions/current')).toHaveLength(1);
  });

  it('takes an amount off each item', async () => {
    fakeApi().on('GET /promotions/current', { body: { promotions: [sale({ name: 'Fifty off', kind: 'amount', value: 5000 })] } });
    await renderInShop(<FromPrice item={lux} />);
    expect(await screen.findByText('From Regular price $899, now $849 (Fifty off)')).toBeInTheDocument();
  });
});

describe('the album order panel', () => {
  it('shows the chosen option’s price struck through, the sale’s name under it, and the total at the promotional price', async () => {
    fakeApi().on('GET /promotions/current', { body: { promotions: [sale()] } });
    const { user } = await renderInShop(<AlbumOrderForm album={lux} />);
    expect(await screen.findByTestId('regular-price')).toHaveTextContent('$899');
    expect(screen.getByTestId('order-price')).toHaveTextContent('$629.30');
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByTestId('order-total')).toHaveTextContent('× 2 = $1,258.60');
  });
});

describe('an order on My Orders', () => {
  it('strikes the regular price through beside what was paid, names the promotion, and shows the discount with its code', async () => {
    const order = paidOrder();
    const lux = { ...order.albums[0]!, regularPrice: 61250, price: 42875, promotion: { id: 'promo-1', name: '30% Off Sale' } };
    await renderInShop(
      <OrderCard order={{ ...order, albums: [lux], discount: 18375, promotionCode: 'FRIENDS' }} expanded onToggle={() => {}} highlighted={false} />,
    );
    expect(screen.getByTestId('order-discount')).toHaveTextContent('−$183.75 (code FRIENDS)');
    const item = screen.getAllByTestId('order-item')[0]!;
    expect(item).toHaveTextContent('Regular price $612.50, now $428.75 (30% Off Sale)');
    expect(screen.getAllByTestId('regular-price')).toHaveLength(1);
  });

  it('shows the price paid alone on a line no promotion priced', async () => {
    await renderInShop(<OrderCard order={paidOrder()} expanded onToggle={() => {}} highlighted={false} />);
    expect(screen.queryByTestId('regular-price')).toBeNull();
    expect(screen.queryByTestId('order-discount')).toBeNull();
    expect(screen.getAllByTestId('order-item-price')[0]).toHaveTextContent('$612.50');
  });
});
