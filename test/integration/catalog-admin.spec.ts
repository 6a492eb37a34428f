/**
 * Catalog administration through the local gateway: staff lists with costs, adding albums and
 * products with the spec's rules, edits guarded by the version read, price changes reaching carts
 * and new orders but not placed ones, and a product taken off sale refused in carts and orders.
 */
import type { Album, Product } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { newAlbumBody, newProductBody, uniqueName } from '../support/catalog-admin';
import { newCustomer, signIn, type Person } from '../support/identity';
import { api } from '../support/runtime';

let admin: Person;
let client: Person;
beforeAll(async () => {
  [admin, client] = await Promise.all([signIn('admin@shop.test'), newCustomer('Cora')]);
});

const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { token: admin.idToken, body });
const addAlbum = async (price?: number): Promise<Album> => {
  const res = await asAdmin('POST', '/albums/add-albums', newAlbumBody(uniqueName('Admin album'), price));
  expect(res.status).toBe(201);
  return res.body;
};
const editAlbum = (album: Album, change: Partial<Album>, version = album.version ?? 0) =>
  asAdmin('PUT', `/albums/${album._id}`, { ...album, ...change, version });
const albumSelection = (album: Album) => ({ kind: 'album', albumName: album.albumName, size: '8x8', pages: 20, coverType: 'Leather', coverName: 'Black' });
const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

describe('the staff catalog lists', () => {
  it('show every album with its costs, which the public list leaves out', async () => {
    const staff = await asAdmin('GET', '/admin/catalog/albums');
    const lux = (staff.body as Album[]).find((a) => a.albumName === 'Lux')!;
    expect(lux.albumOptions[0]).toEqual(expect.objectContaining({ cost: expect.any(Number), designCost: expect.any(Number) }));
    const shopper = (await api('GET', '/albums/name/Lux')).body as Album;
    expect(shopper.albumOptions[0]).not.toHaveProperty('cost');
    expect(shopper.albumOptions[0]).not.toHaveProperty('designCost');
  });
});

describe('adding to the catalog', () => {
  it('adds an album that the storefront lists at once, its options given ids', async () => {
    const album = await addAlbum(41000);
    expect(album).toMatchObject({ version: 0, navbarImage: album.images[0]!.url });
    expect(album.albumOptions[0]!._id).toEqual(expect.any(String));
    const listed = ((await api('GET', '/albums/all-Albums')).body as Album[]).find((a) => a._id === album._id);
    expect(listed?.albumOptions[0]?.price).toBe(41000);
  });

  it('requires a category for a product', async () => {
    const { category: _none, ...body } = newProductBody(uniqueName('No category'));
    const res = await asAdmin('POST', '/products/add-new-product', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ category: messages.categoryRequired });
  });

  it('requires size options or a base price, not both and not neither', async () => {
    const neither = await asAdmin('POST', '/products/add-new-product', { ...newProductBody(uniqueName('Bare')), productOptions: [] });
    expect(neither.status).toBe(400);
    expect(neither.body.fields).toMatchObject({ basePrice: 'A product has either size options or a base price.' });
    const based = await asAdmin('POST', '/products/add-new-product', { ...newProductBody(uniqueName('Service')), productOptions: [], basePrice: 9900 });
    expect(based.status).toBe(201);
  });

  it('stores the main image and the cover photos given with a product, and an edit keeps or changes them', async () => {
    // A picture the site has: the shop's pages lead with a product's main picture, and other journeys load them.
    const edgePrints = await api('GET', '/products/name/Edge-Prints');
    const body = {
      ...newProductBody(uniqueName('Pictured print')),
      mainImage: edgePrints.body.images[0].url as string,
      coverPhotos: [{ url: '/catalog-images/linen.png', alt: 'Linen cover' }],
    };
    const added = await asAdmin('POST', '/products/add-new-product', body);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ mainImage: body.mainImage, coverPhotos: body.coverPhotos });
    const shown = await api('GET', `/products/name/${encodeURIComponent(body.productName)}`);
    expect(shown.body).toMatchObject({ mainImage: body.mainImage, coverPhotos: body.coverPhotos });
    const edited = await asAdmin('PUT', `/products/${added.body._id}`, { ...body, coverPhotos: [], version: added.body.version });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ mainImage: body.mainImage, coverPhotos: [] });
  });

  it('keeps the subcategory, product number, Stripe ids, shipping box, marketing features and covers of a product, added and edited', async () => {
    const details = {
      subcategory: 'Framed Prints',
      productNumber: 'FR-TEST',
      stripeProductId: 'prod_Test01',
      stripePriceId: 'price_Test01',
      shippingWeight: 14.5,
      shippingDimensions: { length: 30, width: 24, height: 4 },
      marketing_features: ['Solid oak frame', 'UV-protective glazing'],
      coverOptions: [{ coverType: 'Frame', coverName: 'Oak', url: '/art/covers/oak.svg' }],
    };
    const body = { ...newProductBody(uniqueName('Detailed frame')), ...details };
    const added = await asAdmin('POST', '/products/add-new-product', body);
    expect(added.status).toBe(201);
    const stored = async () => ((await asAdmin('GET', '/admin/catalog/products')).body as Product[]).find((p) => p._id === added.body._id);
    const coverWithId = { ...details.coverOptions[0], _id: expect.any(String) };
    expect(await stored()).toMatchObject({ ...details, coverOptions: [coverWithId] });

    const changed = {
      subcategory: 'Wall Art',
      productNumber: 'FR-TEST-2',
      stripeProductId: 'prod_Test02',
      stripePriceId: 'price_Test02',
      shippingWeight: 150,
      shippingDimensions: { length: 108, width: 0.01, height: 2.5 },
      marketing_features: ['Solid oak frame'],
    };
    const edited = await asAdmin('PUT', `/products/${added.body._id}`, { ...added.body, ...changed, version: added.body.version });
    expect(edited.status).toBe(200);
    expect(await stored()).toMatchObject({ ...changed, coverOptions: [coverWithId], version: 1 });
  });

  it('refuses Stripe ids without their prefixes and a shipping box past what a parcel carrier takes, naming the field', async () => {
    const body = newProductBody(uniqueName('Refused frame'));
    const refused = async (change: object) => {
      const res = await asAdmin('POST', '/products/add-new-product', { ...body, ...change });
      expect(res.status).toBe(400);
      return res.body.fields;
    };
    expect(await refused({ stripeProductId: 'price_Test01' })).toEqual({ stripeProductId: messages.stripeProductIdInvalid });
    expect(await refused({ stripePriceId: 'Test01' })).toEqual({ stripePriceId: messages.stripePriceIdInvalid });
    expect(await refused({ shippingWeight: 0 })).toEqual({ shippingWeight: 'The shipping weight must be from 0.01 to 150 lb.' });
    expect(await refused({ shippingDimensions: { length: 109, width: 1, height: 1 } })).toEqual({
      'shippingDimensions.length': 'The length must be from 0.01 to 108 in.',
    });
    expect((await asAdmin('GET', `/products/name/${encodeURIComponent(body.productName)}`)).status).toBe(404);
  });

  it('prices a new product in USD unless told', async () => {
    const res = await asAdmin('POST', '/products/add-new-product', newProductBody(uniqueName('Dollar print')));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ currency: 'USD', availableForPurchase: true });
  });

  it('refuses a second item with the name of one already in the catalog', async () => {
    const res = await asAdmin('POST', '/albums/add-albums', newAlbumBody('lux'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.catalogNameTaken('lux'));
  });
});

describe('editing the catalog', () => {
  it('saves one of two edits made from the same version and refuses the other', async () => {
    const album = await addAlbum();
    const [a, b] = await Promise.all([editAlbum(album, { tagline: 'First admin' }), editAlbum(album, { tagline: 'Second admin' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [saved, refused] = a.status === 200 ? [a, b] : [b, a];
    expect(refused.body).toEqual({ error: 'conflict', message: messages.catalogEditConflict });
    const stored = ((await asAdmin('GET', '/admin/catalog/albums')).body as Album[]).find((x) => x._id === album._id);
    expect(stored).toMatchObject({ version: 1, tagline: saved.body.tagline });
  });

  it('edits a seeded item (version 0) and then only from its new version', async () => {
    const seeded = ((await asAdmin('GET', '/admin/catalog/products')).body as Product[]).find((p) => p.productName === 'Edge Prints')!;
    const first = await asAdmin('PUT', `/products/${seeded._id}`, { ...seeded, version: seeded.version ?? 0 });
    expect(first.status).toBe(200);
    const again = await asAdmin('PUT', `/products/${seeded._id}`, { ...seeded, version: seeded.version ?? 0 });
    expect(again.status).toBe(409);
    const next = await asAdmin('PUT', `/products/${seeded._id}`, { ...seeded, version: first.body.version });
    expect(next.status).toBe(200);
  });

  it('renames an item and frees its old name', async () => {
    const album = await addAlbum();
    const newName = uniqueName('Renamed album');
    expect((await editAlbum(album, { albumName: newName })).status).toBe(200);
    expect((await api('GET', `/albums/name/${encodeURIComponent(newName)}`)).status).toBe(200);
    expect((await asAdmin('POST', '/albums/add-albums', newAlbumBody(album.albumName))).status).toBe(201);
  });

  it('applies a new price to carts and new orders, while a placed order keeps its own', async () => {
    const album = await addAlbum(50000);
    const me = (path = '') => `/user/${client.sub}${path}`;
    await api('PUT', me('/cart'), { token: client.idToken, body: { cartItem: albumSelection(album) } });
    const placedBefore = await api('POST', `/orders/${client.sub}/new-order`, {
      token: client.idToken,
      body: { cartItems: [albumSelection(album)], shippingAddress: address, albumDesignTermsAcknowledged: true },
    });
    expect(placedBefore.status).toBe(201);

    const repriced = { ...album, albumOptions: album.albumOptions.map((o) => ({ ...o, price: 55500 })) };
    expect((await editAlbum(album, repriced)).status).toBe(200);

    const cart = (await api('GET', me(), { token: client.idToken })).body.cart as { albumName: string; price: number }[];
    expect(cart.find((line) => line.albumName === album.albumName)?.price).toBe(55500);
    const placedAfter = await api('POST', `/orders/${client.sub}/new-order`, {
      token: client.idToken,
      body: { cartItems: [albumSelection(album)], shippingAddress: address, albumDesignTermsAcknowledged: true },
    });
    const after = await api('GET', `/orders/${client.sub}/${placedAfter.body.orderId}`, { token: client.idToken });
    const before = await api('GET', `/orders/${client.sub}/${placedBefore.body.orderId}`, { token: client.idToken });
    expect({ before: before.body.totalPrice, after: after.body.totalPrice }).toEqual({ before: 50000, after: 55500 });
  });

  it('refuses a product taken off sale in the cart and in an order', async () => {
    const added = await asAdmin('POST', '/products/add-new-product', newProductBody(uniqueName('Soon print')));
    const product = added.body as Product;
    const selection = { kind: 'product', productName: product.productName, size: '8x10' };
    expect((await api('PUT', `/user/${client.sub}/cart`, { token: client.idToken, body: { cartItem: selection } })).status).toBe(200);

    expect((await asAdmin('PUT', `/products/${product._id}`, { ...product, availableForPurchase: false, version: 0 })).status).toBe(200);
    const cart = await api('PUT', `/user/${client.sub}/cart`, { token: client.idToken, body: { cartItem: selection } });
    expect(cart.body).toMatchObject({ message: messages.productOptionUnavailable });
    const order = await api('POST', `/orders/${client.sub}/new-order`, {
      token: client.idToken,
      body: { cartItems: [selection], shippingAddress: address, albumDesignTermsAcknowledged: true },
    });
    expect(order.body).toMatchObject({ message: messages.productOptionUnavailable });
    expect([cart.status, order.status]).toEqual([400, 400]);
  });
});
