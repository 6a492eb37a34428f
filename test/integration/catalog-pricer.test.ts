/**
 * The catalog pricer (functions/cart/lib/price-selection.ts) reads only what the selections name: a
 * cart of albums costs one catalog query, a mixed cart two. Counted at the data layer's client,
 * against the run's local cloud.
 */
import { catalogPricer } from '../../functions/cart/lib/price-selection';
import { db } from '../../functions/data/client';
import { useLocalCloudEnvironment } from '../support/runtime';

const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Cognac' } as const;
const edge = { kind: 'product', productName: 'Edge Prints', size: '20x30', coverType: 'Finish', coverName: 'Lustre' } as const;

beforeAll(() => useLocalCloudEnvironment());
afterEach(() => jest.restoreAllMocks());

async function pricerReads(selections: { kind: string }[]) {
  const send = jest.spyOn(db, 'send');
  const price = await catalogPricer(selections);
  return { price, reads: send.mock.calls.length };
}

describe('the catalog pricer', () => {
  it('reads the albums alone for a cart of albums, and prices them from the catalog', async () => {
    const { price, reads } = await pricerReads([lux, { kind: 'pages' }]);
    expect(reads).toBe(1);
    expect(price(lux, 'cartItems.0')).toMatchObject({ kind: 'album', albumName: 'Lux', price: 89900 });
  });

  it('reads the products alone for a cart of wall art', async () => {
    const { price, reads } = await pricerReads([edge]);
    expect(reads).toBe(1);
    expect(price(edge, 'cartItems.0')).toMatchObject({ kind: 'product', productName: 'Edge Prints' });
  });

  it('reads both for a mixed cart', async () => {
    const { price, reads } = await pricerReads([edge, lux]);
    expect(reads).toBe(2);
    expect(price(lux, 'a')).toMatchObject({ albumName: 'Lux' });
    expect(price(edge, 'b')).toMatchObject({ productName: 'Edge Prints' });
  });

  it('refuses to price a kind it was not asked to read, rather than call the option unavailable', async () => {
    const { price } = await pricerReads([lux]);
    expect(() => price(edge, 'cartItems.1')).toThrow('catalogPricer was given no product to read for');
  });
});
