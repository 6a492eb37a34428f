/** The catalog slice through the local gateway, against the emulators, as the SPA calls it. */
import { fromPrice, type Album, type Product } from '../../shared/catalog';
import { api, endpoints } from '../support/runtime';

describe('the catalog API', () => {
  it('answers GET /products/name/Edge-Prints with the product and its options', async () => {
    const res = await api('GET', '/products/name/Edge-Prints');
    expect(res.status).toBe(200);
    const product = res.body as Product;
    expect(product).toMatchObject({ productName: 'Edge Prints', category: 'Edge-Prints' });
    expect(product.productOptions.length).toBeGreaterThan(0);
    expect(fromPrice(product)).toBe(49900);
  });

  it('finds an album by its URL name on both album paths', async () => {
    const byName = await api('GET', '/albums/name/Press-Book');
    const byPath = await api('GET', '/albums/press-book');
    expect(byName.status).toBe(200);
    expect((byName.body as Album).albumName).toBe('Press Book');
    expect(byPath.body).toEqual(byName.body);
  });

  it('lists the four seeded albums with the From prices of the album selection page', async () => {
    const res = await api('GET', '/albums/all-Albums');
    expect(res.status).toBe(200);
    // Other tests in the run add albums of their own (catalog administration).
    const seeded = (res.body as Album[]).filter((a) => ['Economy', 'Gallery', 'Lux', 'Press Book'].includes(a.albumName));
    const prices = Object.fromEntries(seeded.map((a) => [a.albumName, fromPrice(a)]));
    expect(prices).toEqual({ Economy: 44900, Gallery: 69900, Lux: 89900, 'Press Book': 29900 });
  });

  it('lists products, or those of one category', async () => {
    const all = (await api('GET', '/products/all-products')).body as Product[];
    const metal = (await api('GET', '/products/all-products?category=Metal-Art')).body as Product[];
    expect(all.length).toBeGreaterThan(metal.length);
    expect(metal.length).toBeGreaterThan(0);
    expect(metal.every((p) => p.category === 'Metal-Art')).toBe(true);
  });

  it('refuses an unknown category with a 400 naming the field', async () => {
    const res = await api('GET', '/products/all-products?category=Posters');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', fields: { category: expect.any(String) } });
  });

  it('answers 404 with a clear message for an album that does not exist', async () => {
    const res = await api('GET', '/albums/name/Platinum');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'We have no album called Platinum.' });
  });

  it('answers 404 for a path the API does not have', async () => {
    expect((await api('GET', '/no/such/route')).status).toBe(404);
  });

  it('lets the site origin call it from the browser (CORS preflight)', async () => {
    const res = await fetch(`${endpoints().api}/albums/all-Albums`, {
      method: 'OPTIONS',
      headers: { origin: endpoints().web, 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(endpoints().web);
    const other = await fetch(`${endpoints().api}/albums/all-Albums`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
