/**
 * The order pages and the guest cart in Chromium against the local runtime: the page opens on
 * the catalog's default choice, a new size brings its own page
 * counts, an option the catalog no longer has is refused with the spec's alert, and a guest's cart
 * lives in local storage, shows in the navbar and survives a reload. The rules themselves are
 * unit-tested (test/unit/album-choice, cart-lines); these journeys prove the pages apply them.
 */
import type { Browser, Page } from 'playwright-core';
import { z } from 'zod/mini';
import {
  publicAlbumSchema,
  coverTypesOf,
  defaultAlbumSelection,
  findAlbumOption,
  findProductOption,
  pagesFor,
  publicProductSchema,
  sizesOf,
  type PublicAlbum as Album,
  type PublicProduct as Product,
} from '../../shared/catalog';
import { cartItemSchema } from '../../shared/cart';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { userSchema } from '../../shared/users';
import { launchBrowser, nextDialogMessage, openPage, routeTo, type OpenedPage } from '../support/browser';
import { newCustomer } from '../support/identity';
import { openSignedIn } from '../support/signed-in';
import { api, endpoints } from '../support/runtime';

let browser: Browser;
let lux: Album;
let edgePrints: Product;
beforeAll(async () => {
  browser = await launchBrowser();
  lux = publicAlbumSchema.parse((await api('GET', '/albums/name/Lux')).body);
  edgePrints = publicProductSchema.parse((await api('GET', '/products/name/Edge-Prints')).body);
});
afterAll(async () => {
  await browser?.close();
});

const shop = (path: string) => endpoints().web + path;

/** What the album order page shows: the checked size, the chosen pages and the facts beside them. */
async function albumPageShows(page: Page) {
  const form = page.getByTestId('album-order');
  await form.waitFor();
  return {
    size: await form.locator('[data-testid="size-option"] input:checked').inputValue(),
    pages: Number(await form.getByTestId('pages').inputValue()),
    pageChoices: (
      await form
        .getByTestId('pages')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    ).map(Number),
    coverTab: await form.locator('[role="tab"][aria-selected="true"]').textContent(),
    cover: await form.locator('[data-testid="cover-option"] input:checked').evaluate((input) => input.closest('label')!.dataset.cover),
    maxImages: await form.getByTestId('max-images').textContent(),
    price: await form.getByTestId('order-price').textContent(),
  };
}

const chooseSize = (page: Page, size: string) => page.locator(`[data-testid="size-option"][data-size="${size}"]`).click();
const cartLines = (page: Page) => page.getByTestId('cart-line');
const storedGuestCart = async (page: Page) => z.array(cartItemSchema).parse(JSON.parse((await page.evaluate(() => localStorage.getItem('guestCart'))) ?? '[]'));

describe('the album order page', () => {
  // One loaded shop, taken to each order page by the router (routeTo), which renders the page
  // afresh: each check starts from the page as a shopper opening it finds it. The guest carts
  // below open their own pages, as they change what the browser stores.
  let shopPage: OpenedPage;
  beforeAll(async () => {
    shopPage = await openPage(browser, shop('/shop/albums/Lux'));
  });
  afterAll(() => shopPage?.close());
  /** The shop's page, showing `path` as the router renders it, with nothing routed from an earlier check. */
  async function openOn(path: string): Promise<Page> {
    const { page } = shopPage;
    await page.unrouteAll({ behavior: 'wait' });
    await routeTo(page, path);
    return page;
  }

  it('opens Lux on its first size (it has no 6x9), the fewest pages, the first cover, and that option’s price', async () => {
    const expected = defaultAlbumSelection(lux);
    expect(sizesOf(lux)).not.toContain('6x9');
    expect(expected.size).toBe(sizesOf(lux)[0]);
    const option = findAlbumOption(lux, expected.size, expected.pages)!;

    const showsTheDefault = async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Lux');
      await expect(albumPageShows(page)).resolves.toEqual({
        size: expected.size,
        pages: Math.min(...pagesFor(lux, expected.size)),
        pageChoices: pagesFor(lux, expected.size),
        coverTab: coverTypesOf(lux)[0],
        cover: lux.coverOptions[0]!.coverName,
        maxImages: `Max Images for Design: ${2 * expected.pages}`,
        price: formatCents(option.price),
      });
    };
    // As loaded (the page opened here), then as the router renders it.
    await showsTheDefault(shopPage.page);
    await showsTheDefault(await openOn('/shop/albums/Lux'));
    expect(shopPage.consoleErrors).toEqual([]);
    expect(shopPage.failedRequests).toEqual([]);
  });

  it('moves between cover types with the arrow keys, choosing the first cover of each type', async () => {
    const [first, second] = coverTypesOf(lux) as [string, string];
    const firstCoverOf = (type: string) => lux.coverOptions.find((c) => c.coverType === type)!.coverName;
    const page = await openOn('/shop/albums/Lux');
    await page.getByRole('tab', { name: first }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: second }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(second);
    await expect(albumPageShows(page)).resolves.toMatchObject({ coverTab: second, cover: firstCoverOf(second) });

    await page.keyboard.press('Home');
    await expect(albumPageShows(page)).resolves.toMatchObject({ coverTab: first, cover: firstCoverOf(first) });
    // One tab stop: Tab leaves the tab list for the covers of the chosen type.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement).type)).resolves.toBe('radio');
  });

  it('alerts "Selected album option is not available." when the chosen option left the catalog after the page opened', async () => {
    const page = await openOn('/shop/albums/Lux');
    const shown = await albumPageShows(page);
    // From now on the catalog no longer offers the option the page shows.
    await page.route('**/albums/name/Lux', async (route) => {
      const response = await route.fetch();
      const album = publicAlbumSchema.parse(await response.json());
      album.albumOptions = album.albumOptions.filter((o) => !(o.size === shown.size && o.pages === shown.pages));
      await route.fulfill({ response, json: album });
    });
    const alerted = nextDialogMessage(page);
    await page.getByTestId('add-to-cart').click();
    await expect(alerted).resolves.toBe(messages.albumOptionUnavailable);
    expect(new URL(page.url()).pathname).toBe('/shop/albums/Lux');
    await expect(storedGuestCart(page)).resolves.toEqual([]);
  });

  it('says "Failed to add item to cart. Please try again." when the catalog cannot be reached, and stays on the page', async () => {
    const page = await openOn('/shop/albums/Lux');
    await page.getByTestId('album-order').waitFor();
    await page.route('**/albums/name/Lux', (route) => route.abort('connectionrefused'));
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('album-order').getByRole('alert').textContent()).resolves.toBe(messages.addToCartFailed);
    expect(new URL(page.url()).pathname).toBe('/shop/albums/Lux');
    await expect(storedGuestCart(page)).resolves.toEqual([]);
  });

  it('says Coming Soon! for a product that is not for sale, with no Add to Cart', async () => {
    const page = await openOn('/shop/products/Image-Box');
    await expect(page.getByTestId('coming-soon').textContent()).resolves.toBe('Coming Soon!');
    await expect(page.getByTestId('add-to-cart').count()).resolves.toBe(0);
  });
});

describe('a guest’s cart', () => {
  // The rules behind these pages (the opening choice, a new size's pages, the same choice adding
  // to its line) are unit-tested in album-choice and cart-lines; here, that the pages apply them.
  it('adds a Lux with its cover, size, pages and lay-flat to /cart, keeps it over a reload and counts it in the navbar', async () => {
    const size = sizesOf(lux)[1]!;
    const pages = pagesFor(lux, size)[1]!;
    const cover = lux.coverOptions.find((c) => c.coverType === coverTypesOf(lux)[1])!;
    const unit = findAlbumOption(lux, size, pages)!.price + lux.layFlatUpgradePrice!;

    const { page, consoleErrors, close } = await openPage(browser, shop('/shop/albums/Lux'));
    try {
      await page.getByRole('tab', { name: cover.coverType }).click();
      await page.locator(`[data-testid="cover-option"][data-cover="${cover.coverName}"]`).click();
      // From the first size at its most pages, the new size brings its own page counts, at the fewest.
      const first = sizesOf(lux)[0]!;
      await page.getByTestId('pages').selectOption(String(Math.max(...pagesFor(lux, first))));
      await chooseSize(page, size);
      const fewest = pagesFor(lux, size)[0]!;
      await expect(albumPageShows(page)).resolves.toMatchObject({
        size,
        pages: fewest,
        pageChoices: pagesFor(lux, size),
        maxImages: `Max Images for Design: ${2 * fewest}`,
      });
      await page.getByTestId('pages').selectOption(String(pages));
      await expect(page.getByTestId('max-images').textContent()).resolves.toBe(`Max Images for Design: ${2 * pages}`);
      await page.getByTestId('lay-flat').locator('input').check();
      await page.getByTestId('quantity').fill('2');
      await expect(page.getByTestId('order-price').textContent()).resolves.toBe(formatCents(unit));
      await page.getByTestId('add-to-cart').click();
      await page.waitForURL('**/cart');

      const checkCart = async (quantity: number) => {
        await cartLines(page).first().waitFor();
        await expect(cartLines(page).count()).resolves.toBe(1);
        const line = cartLines(page).first();
        await expect(line.getByRole('heading').textContent()).resolves.toBe('Lux');
        await expect(line.getByTestId('cart-line-size').textContent()).resolves.toBe(size);
        await expect(line.getByTestId('cart-line-pages').textContent()).resolves.toBe(String(pages));
        await expect(line.getByTestId('cart-line-cover').textContent()).resolves.toBe(`${cover.coverType} · ${cover.coverName}`);
        await expect(line.getByTestId('cart-line-quantity').textContent()).resolves.toBe(String(quantity));
        await expect(line.getByTestId('cart-line-price').textContent()).resolves.toBe(formatCents(unit * quantity));
        await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe(formatCents(unit * quantity));
        await expect(page.getByRole('link', { name: `Cart ${quantity} items` }).count()).resolves.toBe(1);
      };
      await checkCart(2);

      await page.reload();
      await checkCart(2);
      const stored = await storedGuestCart(page);
      expect(stored).toEqual([
        expect.objectContaining({ kind: 'album', albumName: 'Lux', size, pages, coverName: cover.coverName, layFlatUpgrade: true, price: unit, quantity: 2 }),
      ]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('adds Edge Prints with a finish and a size', async () => {
    const finish = edgePrints.coverOptions.find((c) => c !== edgePrints.coverOptions[0])!;
    const size = sizesOf(edgePrints)[1]!;
    const price = findProductOption(edgePrints, size)!.price;

    const { page, close } = await openPage(browser, shop('/shop/products/Edge-Prints'));
    try {
      await page.getByTestId('product-order').waitFor();
      await expect(page.getByTestId('order-price').textContent()).resolves.toBe(formatCents(findProductOption(edgePrints, sizesOf(edgePrints)[0]!)!.price));
      await page.locator(`[data-testid="cover-option"][data-cover="${finish.coverName}"]`).click();
      await expect(page.getByTestId('selected-cover').textContent()).resolves.toBe(finish.coverName);
      await chooseSize(page, size);
      await expect(page.getByTestId('order-price').textContent()).resolves.toBe(formatCents(price));
      await page.getByTestId('add-to-cart').click();
      await page.waitForURL('**/cart');

      const line = cartLines(page).first();
      await expect(line.getByRole('heading').textContent()).resolves.toBe('Edge Prints');
      await expect(line.getByTestId('cart-line-size').textContent()).resolves.toBe(size);
      await expect(line.getByTestId('cart-line-cover').textContent()).resolves.toBe(finish.coverName);
      await expect(line.getByTestId('cart-line-price').textContent()).resolves.toBe(formatCents(price));
      await expect(storedGuestCart(page)).resolves.toEqual([
        expect.objectContaining({ kind: 'product', productName: 'Edge Prints', size, coverType: finish.coverType, coverName: finish.coverName, price }),
      ]);
    } finally {
      await close();
    }
  });
});

describe('a signed-in shopper’s cart', () => {
  it('saves the line in the server cart, priced from the catalog, and /cart lists it', async () => {
    const person = await newCustomer('Iris');
    const gallery = publicAlbumSchema.parse((await api('GET', '/albums/name/Gallery')).body);
    const size = sizesOf(gallery).at(-1)!;
    const pages = pagesFor(gallery, size).at(-1)!;
    const price = findAlbumOption(gallery, size, pages)!.price;

    const { page, close } = await openSignedIn(browser, person, '/shop/albums/Gallery');
    try {
      await page.getByText('Welcome, Iris!', { exact: true }).waitFor();
      await page.getByTestId('album-order').waitFor();
      await chooseSize(page, size);
      await page.getByTestId('pages').selectOption(String(pages));
      await page.getByTestId('add-to-cart').click();
      await page.waitForURL('**/cart');

      const line = cartLines(page).first();
      await expect(line.getByRole('heading').textContent()).resolves.toBe('Gallery');
      await expect(line.getByTestId('cart-line-price').textContent()).resolves.toBe(formatCents(price));
      const { cart } = userSchema.parse((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body);
      expect(cart).toEqual([
        expect.objectContaining({ kind: 'album', albumName: 'Gallery', size, pages, price, quantity: 1, coverName: gallery.coverOptions[0]!.coverName }),
      ]);
      await expect(page.evaluate(() => localStorage.getItem('guestCart'))).resolves.toBeNull();
    } finally {
      await close();
    }
  }, 120_000);

  it('adds to the server cart a line chosen before the greeting shows, while the user record is still on its way', async () => {
    const person = await newCustomer('Dora');
    const { size, pages, cover } = defaultAlbumSelection(lux);
    const album = { kind: 'album', albumName: 'Lux', size, pages, coverType: cover!.coverType, coverName: cover!.coverName };
    expect((await api('PUT', `/user/${person.sub}/cart`, { token: person.idToken, body: { cartItem: album } })).status).toBe(200);

    // The user record is held until the test lets it go; so are the product reads a guest's add
    // would make after the click, until the signed-in page has settled.
    let releaseRecord!: () => void;
    const recordHeld = new Promise<void>((resolve) => (releaseRecord = resolve));
    const heldReads: (() => Promise<void>)[] = [];
    let holdingReads = false;
    let recordsAsked = 0;
    const { page, close } = await openSignedIn(browser, person, '/shop/products/Edge-Prints', {
      beforeLoad: async (page) => {
        await page.route(
          (url) => url.pathname.endsWith(`/user/${person.sub}`),
          async (route) => {
            if (route.request().method() === 'GET') {
              recordsAsked++;
              await recordHeld;
            }
            await route.continue();
          },
        );
        await page.route(
          (url) => /\/products\/name\/Edge(-|%20)Prints$/.test(url.pathname),
          (route) => (holdingReads ? void heldReads.push(() => route.continue()) : route.continue()),
        );
      },
    });
    try {
      await page.getByTestId('product-order').waitFor();
      holdingReads = true;
      await page.getByTestId('add-to-cart').click();
      // Busy while the sign-in is checked, and nothing is in the browser's guest cart.
      await expect(page.getByTestId('add-to-cart').textContent()).resolves.toBe('Adding…');
      // The record has been asked for (and is held meanwhile).
      for (const deadline = Date.now() + 10_000; recordsAsked === 0 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
      expect(recordsAsked).toBeGreaterThan(0);
      await expect(page.getByText('Welcome, Dora!', { exact: true }).count()).resolves.toBe(0);
      releaseRecord();
      await page.getByText('Welcome, Dora!', { exact: true }).waitFor();
      holdingReads = false;
      heldReads.splice(0).forEach((read) => void read());
      await page.waitForURL('**/cart');

      await cartLines(page).nth(1).waitFor();
      await expect(cartLines(page).getByRole('heading').allTextContents()).resolves.toEqual(['Lux', 'Edge Prints']);
      const { cart } = userSchema.parse((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body);
      expect(cart.map((line) => (line.kind === 'album' ? line.albumName : line.kind === 'product' ? line.productName : line.kind))).toEqual([
        'Lux',
        'Edge Prints',
      ]);
      await expect(page.evaluate(() => localStorage.getItem('guestCart'))).resolves.toBeNull();
    } finally {
      await close();
    }
  }, 120_000);
});
