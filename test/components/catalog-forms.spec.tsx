/**
 * The catalog forms: adding a product (/admin/add-products) and editing an album in
 * the products page's modal. Each draft is checked by the schema the server uses, field by field;
 * the saving, saved and refused states say so. The browser journey (test/browser/catalog-admin.test.ts)
 * adds items with images uploaded to the local S3 and sees them in the shop.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Album, Product } from '@shared/catalog';
import { messages } from '@shared/messages';
import { picturesOf } from '@/features/catalog';
import { AddItemPage } from '@/features/catalog-admin/components/add-item-page';
import { ProductsPage } from '@/features/catalog-admin/components/products-page';
import { fakeApi, heldAnswer, renderInShop } from './shop';

const listStaffAlbums = 'GET /admin/catalog/albums';
const listStaffProducts = 'GET /admin/catalog/products';
const addProduct = 'POST /products/add-new-product';
const updateAlbum = 'PUT /albums/{albumName}';
const updateProduct = 'PUT /products/{id}';

const linen: Album = {
  _id: 'album-linen',
  albumName: 'Linen',
  category: 'Albums',
  tagline: 'Soft covers',
  description: '',
  features: [],
  images: [{ url: '/art/albums/linen.svg', alt: 'Linen album' }],
  navbarImage: '/art/albums/linen.svg',
  albumOptions: [{ _id: 'opt-1', size: '8x8', pages: 20, price: 38000, cost: 12000 }],
  coverOptions: [{ _id: 'cover-1', coverType: 'Linen', coverName: 'Sand', url: '/art/covers/sand.svg' }],
  version: 3,
};

const canvas: Product = {
  _id: 'product-canvas',
  productName: 'Canvas Wrap',
  category: 'Canvas',
  subcategory: 'Wall Art',
  tagline: '',
  description: '',
  images: [],
  navbarImage: '',
  productOptions: [{ _id: 'opt-1', size: '16x20', price: 24900, cost: 8000 }],
  coverOptions: [{ _id: 'cover-1', coverType: 'Edge', coverName: 'Black', url: '/art/covers/black.svg' }],
  availableForPurchase: true,
  productNumber: 'WA-CANVAS',
  currency: 'USD',
  stripeProductId: 'prod_Canvas01',
  stripePriceId: 'price_Canvas01',
  shippingWeight: 10,
  shippingDimensions: { length: 30, width: 24, height: 3.5 },
  marketing_features: ['Textured artist canvas', 'Ready to hang'],
  coverPhotos: [],
  version: 2,
};

/** What the server keeps of a new product: the body with ids and a version. */
const storedProduct = (body: Record<string, unknown>) => ({
  ...body,
  _id: 'product-1',
  version: 1,
  navbarImage: '',
  productOptions: (body.productOptions as object[]).map((o, i) => ({ ...o, _id: `opt-${i}` })),
});

describe('adding a product', () => {
  it('names each field that is wrong when sent empty, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderInShop(<AddItemPage kind="product" />);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByLabelText('Product name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('Product name')).toBeInvalid();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(messages.categoryRequired);
    expect(api.sentTo(addProduct)).toEqual([]);
  });

  it('asks for size options or a base price once the rest is right', async () => {
    fakeApi();
    const { user } = await renderInShop(<AddItemPage kind="product" />);
    await user.type(screen.getByLabelText('Product name'), 'Canvas wrap');
    await user.selectOptions(screen.getByLabelText('Category'), 'Prints');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const basePrice = screen.getByLabelText('Base price ($, only without options)');
    expect(basePrice).toHaveAccessibleDescription('A product has either size options or a base price.');
    expect(screen.getByLabelText('Product name')).toBeValid();
  });

  it('refuses a price that is not a number, under that option’s price', async () => {
    fakeApi();
    const { user } = await renderInShop(<AddItemPage kind="product" />);
    await user.type(screen.getByLabelText('Product name'), 'Canvas wrap');
    await user.selectOptions(screen.getByLabelText('Category'), 'Prints');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.selectOptions(screen.getByLabelText('Size'), '8x10');
    await user.type(screen.getByLabelText('Price ($)'), 'thirty');
    await user.type(screen.getByLabelText('Cost ($)'), '9.50');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByLabelText('Price ($)')).toBeInvalid();
    expect(screen.getByLabelText('Price ($)')).toHaveAccessibleDescription(expect.stringMatching(/number/i));
    expect(screen.getByLabelText('Cost ($)')).toBeValid();
    expect(screen.getByLabelText('Product name')).toBeValid();
  });

  it('sends dollars as cents, says Saving… meanwhile, then that the product is in the catalog, with an empty form', async () => {
    const api = fakeApi();
    const held = heldAnswer({});
    api.on(addProduct, async (sent) => {
      await held.handler();
      return { status: 201, body: storedProduct(sent.body as Record<string, unknown>) };
    });
    const { user } = await renderInShop(<AddItemPage kind="product" />);
    await user.type(screen.getByLabelText('Product name'), 'Canvas wrap');
    await user.selectOptions(screen.getByLabelText('Category'), 'Prints');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.selectOptions(screen.getByLabelText('Size'), '8x10');
    await user.type(screen.getByLabelText('Price ($)'), '35');
    await user.type(screen.getByLabelText('Cost ($)'), '9.50');
    // Enter in a field sends the form.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(api.sentTo(addProduct).map((r) => r.body)).toEqual([
      expect.objectContaining({ productName: 'Canvas wrap', category: 'Prints', productOptions: [{ size: '8x10', price: 3500, cost: 950 }] }),
    ]);
    held.release();
    const added = await screen.findByRole('status');
    expect(added).toHaveTextContent('Canvas wrap is in the catalog.');
    expect(within(added).getByRole('link', { name: 'See the products page' })).toHaveAttribute('href', '/admin/products');
    expect(screen.getByLabelText('Product name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add product' })).toBeEnabled();
  });

  it('sends the subcategory, product number, Stripe ids, shipping box and marketing features as typed', async () => {
    const api = fakeApi();
    api.on(addProduct, (sent) => ({ status: 201, body: storedProduct(sent.body as Record<string, unknown>) }));
    const { user } = await renderInShop(<AddItemPage kind="product" />);
    await user.type(screen.getByLabelText('Product name'), 'Float frame');
    await user.selectOptions(screen.getByLabelText('Category'), 'Frames');
    await user.type(screen.getByLabelText('Subcategory'), 'Framed Prints');
    await user.type(screen.getByLabelText('Product number'), 'FR-FLOAT');
    await user.type(screen.getByLabelText('Base price ($, only without options)'), '120');
    await user.type(screen.getByLabelText('Stripe product id'), 'prod_Float01');
    await user.type(screen.getByLabelText('Stripe price id'), 'price_Float01');
    await user.type(screen.getByLabelText('Weight (lb)'), '14.5');
    await user.type(screen.getByLabelText('Length (in)'), '30');
    await user.type(screen.getByLabelText('Width (in)'), '24');
    await user.type(screen.getByLabelText('Height (in)'), '4');
    // Add feature puts the keyboard on the new line.
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.keyboard('Solid oak frame');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.keyboard('Wrong line');
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    await user.keyboard('UV-protective glazing');
    await user.click(screen.getByRole('button', { name: 'Remove feature 2' }));
    expect(screen.getByLabelText('Feature 2')).toHaveValue('UV-protective glazing');
    expect(screen.queryByLabelText('Feature 3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Float frame is in the catalog.');
    expect(api.sentTo(addProduct).map((r) => r.body)).toEqual([
      expect.objectContaining({
        subcategory: 'Framed Prints',
        productNumber: 'FR-FLOAT',
        basePrice: 12000,
        stripeProductId: 'prod_Float01',
        stripePriceId: 'price_Float01',
        shippingWeight: 14.5,
        shippingDimensions: { length: 30, width: 24, height: 4 },
        marketing_features: ['Solid oak frame', 'UV-protective glazing'],
      }),
    ]);
  });

  it('refuses Stripe ids without their prefixes and a box with no weight or a missing side, each under its field', async () => {
    const api = fakeApi();
    const { user } = await renderInShop(<AddItemPage kind="product" />);
    await user.type(screen.getByLabelText('Product name'), 'Float frame');
    await user.selectOptions(screen.getByLabelText('Category'), 'Frames');
    await user.type(screen.getByLabelText('Base price ($, only without options)'), '120');
    await user.type(screen.getByLabelText('Stripe product id'), 'price_Float01');
    await user.type(screen.getByLabelText('Stripe price id'), 'Float01');
    await user.type(screen.getByLabelText('Weight (lb)'), '0');
    await user.type(screen.getByLabelText('Length (in)'), '30');
    await user.type(screen.getByLabelText('Height (in)'), '200');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByLabelText('Stripe product id')).toHaveAccessibleDescription(messages.stripeProductIdInvalid);
    expect(screen.getByLabelText('Stripe price id')).toHaveAccessibleDescription(messages.stripePriceIdInvalid);
    expect(screen.getByLabelText('Weight (lb)')).toHaveAccessibleDescription('The shipping weight must be from 0.01 to 150 lb.');
    expect(screen.getByLabelText('Width (in)')).toHaveAccessibleDescription('The width must be from 0.01 to 108 in.');
    expect(screen.getByLabelText('Height (in)')).toHaveAccessibleDescription('The height must be from 0.01 to 108 in.');
    expect(screen.getByLabelText('Length (in)')).toBeValid();
    expect(api.sentTo(addProduct)).toEqual([]);
  });
});

describe('editing a product in the products page', () => {
  async function openEditor() {
    const api = fakeApi();
    api.on(listStaffAlbums, { body: [] });
    api.on(listStaffProducts, { body: [canvas] });
    const shop = await renderInShop(<ProductsPage />);
    await shop.user.click(await screen.findByRole('tab', { name: 'Products' }));
    await shop.user.click(await screen.findByRole('button', { name: 'Edit Canvas Wrap' }));
    return { ...shop, api, dialog: screen.getByRole('dialog', { name: 'Edit Canvas Wrap' }) };
  }

  it('opens with the product’s details, Stripe ids, shipping box, features and covers as stored', async () => {
    const { dialog } = await openEditor();
    const shown = (label: string) => within(dialog).getByLabelText(label);
    expect(shown('Subcategory')).toHaveValue('Wall Art');
    expect(shown('Product number')).toHaveValue('WA-CANVAS');
    expect(shown('Stripe product id')).toHaveValue('prod_Canvas01');
    expect(shown('Stripe price id')).toHaveValue('price_Canvas01');
    expect(shown('Weight (lb)')).toHaveValue('10');
    expect([shown('Length (in)'), shown('Width (in)'), shown('Height (in)')].map((i) => (i as HTMLInputElement).value)).toEqual(['30', '24', '3.5']);
    expect([shown('Feature 1'), shown('Feature 2')].map((i) => (i as HTMLInputElement).value)).toEqual(['Textured artist canvas', 'Ready to hang']);
    expect(shown('Cover type')).toHaveValue('Edge');
    expect(shown('Cover name')).toHaveValue('Black');
  });

  it('saves changed details with the version it read and keeps the ones left alone', async () => {
    const { user, api, dialog } = await openEditor();
    api.on(updateProduct, (sent) => ({ body: { ...canvas, ...(sent.body as object), version: 3 } }));
    const weight = within(dialog).getByLabelText('Weight (lb)');
    await user.clear(weight);
    await user.type(weight, '11.25');
    await user.clear(within(dialog).getByLabelText('Stripe price id'));
    await user.type(within(dialog).getByLabelText('Stripe price id'), 'price_Canvas02');
    await user.click(within(dialog).getByRole('button', { name: 'Remove feature 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.sentTo(updateProduct);
    expect(sent?.path).toBe('/products/product-canvas');
    expect(sent?.body).toMatchObject({
      version: 2,
      subcategory: 'Wall Art',
      productNumber: 'WA-CANVAS',
      stripeProductId: 'prod_Canvas01',
      stripePriceId: 'price_Canvas02',
      shippingWeight: 11.25,
      shippingDimensions: { length: 30, width: 24, height: 3.5 },
      marketing_features: ['Ready to hang'],
      coverOptions: [{ _id: 'cover-1', coverType: 'Edge', coverName: 'Black', url: '/art/covers/black.svg' }],
    });
  });
});

describe("a product's main picture and cover photos", () => {
  const pictured: Product = {
    ...canvas,
    images: [
      { url: '/art/canvas-front.jpg', alt: 'Canvas front' },
      { url: '/art/canvas-wall.jpg', alt: 'Canvas on a wall' },
    ],
    mainImage: '/art/canvas-wall.jpg',
    coverPhotos: [
      { url: '/art/edge-black.jpg', alt: 'Black edge' },
      { url: '/art/edge-white.jpg', alt: 'White edge' },
    ],
  };

  it('opens with the main picture chosen, saves another choice and the cover photos left', async () => {
    const api = fakeApi();
    api.on(listStaffAlbums, { body: [] });
    api.on(listStaffProducts, { body: [pictured] });
    api.on(updateProduct, (sent) => ({ body: { ...pictured, ...(sent.body as object), version: 3 } }));
    const { user } = await renderInShop(<ProductsPage />);
    await user.click(await screen.findByRole('tab', { name: 'Products' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Canvas Wrap' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Canvas Wrap' });
    const mains = within(dialog).getAllByRole('radio', { name: 'Main picture' });
    expect(mains.map((r) => (r as HTMLInputElement).checked)).toEqual([false, true]);
    await user.click(mains[0]!);
    const covers = within(dialog).getByRole('group', { name: 'Cover photos' });
    expect(
      within(covers)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/art/edge-black.jpg', '/art/edge-white.jpg']);
    await user.click(within(covers).getByRole('button', { name: 'Remove cover photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sentTo(updateProduct)[0]?.body).toMatchObject({
      mainImage: '/art/canvas-front.jpg',
      coverPhotos: [{ url: '/art/edge-white.jpg', alt: 'White edge' }],
    });
  });

  it('leads the pages with the main picture, then the other images in their order', () => {
    expect(picturesOf(pictured).map((p) => p.url)).toEqual(['/art/canvas-wall.jpg', '/art/canvas-front.jpg']);
    expect(picturesOf({ ...pictured, mainImage: undefined }).map((p) => p.url)).toEqual(['/art/canvas-front.jpg', '/art/canvas-wall.jpg']);
    expect(picturesOf(linen)).toBe(linen.images);
  });
});

describe('editing an album in the products page', () => {
  async function openEditor() {
    const api = fakeApi();
    api.on(listStaffAlbums, { body: [linen] });
    api.on(listStaffProducts, { body: [] });
    const shop = await renderInShop(<ProductsPage />);
    await shop.user.click(await screen.findByRole('button', { name: 'Edit Linen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Linen' });
    return { ...shop, api, dialog };
  }

  it('lists the album with its From price', async () => {
    const api = fakeApi();
    api.on(listStaffAlbums, { body: [linen] });
    api.on(listStaffProducts, { body: [] });
    await renderInShop(<ProductsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the catalog…');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Linen' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Albums · from $380');
  });

  it('opens with the album as stored, and refuses an odd page count under Pages', async () => {
    const { user, api, dialog } = await openEditor();
    const pages = within(dialog).getByLabelText('Pages');
    expect(pages).toHaveValue('20');
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('380');
    await user.clear(pages);
    await user.type(pages, '21');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(pages).toHaveAccessibleDescription('Albums have an even number of pages');
    expect(api.sentTo(updateAlbum)).toEqual([]);
  });

  it('saves the new price with the version it read, and closes', async () => {
    const { user, api, dialog } = await openEditor();
    api.on(updateAlbum, (sent) => ({ body: { ...linen, ...(sent.body as object), version: 4 } }));
    const price = within(dialog).getByLabelText('Price ($)');
    await user.clear(price);
    await user.type(price, '612.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.sentTo(updateAlbum);
    expect(sent?.path).toBe('/albums/album-linen');
    expect(sent?.body).toMatchObject({ version: 3, albumOptions: [expect.objectContaining({ _id: 'opt-1', price: 61250 })] });
    // The saved album replaces the listed one: no second read.
    expect(await screen.findByText('Albums · from $612.50')).toBeInTheDocument();
    expect(api.sentTo(listStaffAlbums)).toHaveLength(1);
  });

  it('shows the server’s refusal of a save over someone else’s, and keeps the modal open', async () => {
    const { user, api, dialog } = await openEditor();
    api.on(updateAlbum, { status: 409, body: { error: 'conflict', message: messages.catalogEditConflict } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.catalogEditConflict);
    expect(screen.getByRole('dialog', { name: 'Edit Linen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('says "There was an error saving the album information" when the server fails without a reason of its own', async () => {
    const { user, api, dialog } = await openEditor();
    api.on(updateAlbum, { status: 500, body: { message: 'Internal error' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.albumSaveFailed);
  });
});
