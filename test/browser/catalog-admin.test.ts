/**
 * Catalog administration in Chromium against the local runtime: an Admin adds a
 * product with an image uploaded through the page (and its Stripe ids, weight and a marketing
 * line typed by keyboard, seen again in its edit modal) and an album with its cover, changes an album's
 * price in the edit modal (opened from a button, Escape closes it) and a guest then orders at the
 * new price; a save over someone else's is refused in the modal. The pages pass axe. The form's
 * checks and states are tested in jsdom (test/components/catalog-forms.spec.tsx); the callback
 * requests desk has its own journey (callbacks-desk.test.ts).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import type { Album, Product } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { seriousViolations } from '../support/a11y';
import { launchBrowser, openPage, routeTo } from '../support/browser';
import { addAlbumNamed, uniqueName } from '../support/catalog-admin';
import { signIn, type Person } from '../support/identity';
import { pngOf } from '../support/photos';
import { api } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { web } from './auth-steps';

let browser: Browser;
let admin: Person;
beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), signIn('admin@shop.test')]);
});
afterAll(async () => {
  await browser?.close();
});

const albumNamed = (prefix: string, price: number): Promise<Album> => addAlbumNamed(admin.idToken, prefix, price);

/** The admin signed in once for the file (beforeAll) opens `path`. */
const adminPage = (path: string) => openSignedIn(browser, admin, path);

const noViolations = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
};

/** Opens the edit modal of `name` from its button and answers the dialog. */
async function openEditor(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.waitFor();
  return dialog;
}

it('adds a product with an uploaded image; a new album price reaches a guest’s order page and cart', async () => {
  const album = await albumNamed('Priced', 50000);
  const { page, consoleErrors, close } = await adminPage('/admin/add-products');
  try {
    await page.getByRole('heading', { name: 'Add a product' }).waitFor();
    await noViolations(page);

    const productName = uniqueName('Canvas wrap');
    await page.getByLabel('Product name').fill(productName);
    await page.getByLabel('Category', { exact: true }).selectOption('Prints');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Size').selectOption('8x10');
    await page.getByLabel('Price ($)').fill('35');
    await page.getByLabel('Cost ($)').fill('9.50');
    await page.getByLabel('Add images').setInputFiles({ name: 'wrap.png', mimeType: 'image/png', buffer: pngOf(40, 30) });
    const picture = page.locator('.catalog-form__images img');
    await picture.waitFor();
    const imageUrl = (await picture.getAttribute('src'))!;
    // The picture is in the catalog images bucket: it draws from the address the product stores.
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 40, await picture.elementHandle());
    // Stripe ids, weight and a marketing line by keyboard; Enter in the last field sends the form.
    await page.getByLabel('Stripe product id').focus();
    await page.keyboard.type('prod_Wrap01');
    await page.keyboard.press('Tab');
    await page.keyboard.type('price_Wrap01');
    await page.getByLabel('Weight (lb)').focus();
    await page.keyboard.type('2.5');
    await page.getByRole('button', { name: 'Add feature' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Gallery wrapped');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').textContent()).resolves.toContain(`${productName} is in the catalog.`);

    const products = (await api('GET', '/admin/catalog/products', { token: admin.idToken })).body as Product[];
    const added = products.find((p) => p.productName === productName);
    expect(added?.images.map((i) => i.url)).toEqual([imageUrl]);
    expect(added?.productOptions).toEqual([expect.objectContaining({ size: '8x10', price: 3500, cost: 950 })]);
    expect(added).toMatchObject({
      stripeProductId: 'prod_Wrap01',
      stripePriceId: 'price_Wrap01',
      shippingWeight: 2.5,
      marketing_features: ['Gallery wrapped'],
    });

    await routeTo(page, '/admin/products');
    await page.getByRole('button', { name: `Edit ${album.albumName}` }).waitFor();
    await noViolations(page);
    // The product opens again with what was typed, and the modal with its new sections passes axe.
    await page.getByRole('tab', { name: 'Products' }).click();
    const productDialog = await openEditor(page, productName);
    await expect(productDialog.getByLabel('Stripe product id').inputValue()).resolves.toBe('prod_Wrap01');
    await expect(productDialog.getByLabel('Weight (lb)').inputValue()).resolves.toBe('2.5');
    await expect(productDialog.getByLabel('Feature 1').inputValue()).resolves.toBe('Gallery wrapped');
    await noViolations(page);
    await page.keyboard.press('Escape');
    await productDialog.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Albums' }).click();
    const dialog = await openEditor(page, album.albumName);
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    await dialog.getByLabel('Price ($)').fill('612.50');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(consoleErrors).toEqual([]);
  } finally {
    await close();
  }

  const guest = await openPage(browser, web(`/shop/albums/${album.albumName}`));
  try {
    const { page } = guest;
    await expect(page.getByTestId('order-price').textContent()).resolves.toBe(formatCents(61250));
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL('**/cart');
    const line = page.getByTestId('cart-line').first();
    await line.waitFor();
    await expect(line.getByRole('heading').textContent()).resolves.toBe(album.albumName);
    await expect(line.getByTestId('cart-line-price').textContent()).resolves.toBe(formatCents(61250));
  } finally {
    await guest.close();
  }
}, 120_000);

it('adds an album with its cover and lay-flat price through /addAlbums; its order page offers them', async () => {
  const { page, consoleErrors, close } = await adminPage('/admin/products');
  try {
    // The products page leads there: by keyboard, as an admin moving through the page would.
    await page.getByRole('link', { name: 'Add an album' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/addAlbums');
    await page.getByRole('heading', { name: 'Add an album' }).waitFor();
    await noViolations(page);
    const albumName = uniqueName('Linen').replace(/\s/g, '');
    await page.getByLabel('Album name').fill(albumName);
    const option = page.getByTestId('catalog-option');
    await option.getByLabel('Size').selectOption('8x8');
    await option.getByLabel('Pages').fill('20');
    await option.getByLabel('Price ($)').fill('380');
    await option.getByLabel('Cost ($)', { exact: true }).fill('120');
    await page.getByLabel('Lay-flat upgrade price ($, empty when not offered)').fill('45');
    const cover = page.getByTestId('catalog-cover');
    await cover.getByLabel('Cover type').fill('Linen');
    await cover.getByLabel('Cover name').fill('Sand');
    await cover.getByLabel('Swatch').setInputFiles({ name: 'sand.png', mimeType: 'image/png', buffer: pngOf(12, 12) });
    await cover.getByRole('img').waitFor();
    // Remove option and Remove cover sit under their fields, over none of them.
    await expect(crowding(option)).resolves.toEqual([]);
    await expect(crowding(cover)).resolves.toEqual([]);
    await page.getByLabel('Add images').setInputFiles({ name: 'linen.png', mimeType: 'image/png', buffer: pngOf(30, 20) });
    await page.locator('.catalog-form__images img').waitFor();
    await page.getByRole('button', { name: 'Add album' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain(`${albumName} is in the catalog.`);
    expect(consoleErrors).toEqual([]);

    const shown = (await api('GET', `/albums/name/${albumName}`)).body as Album;
    expect(shown).toMatchObject({ layFlatUpgradePrice: 4500, albumOptions: [expect.objectContaining({ size: '8x8', pages: 20, price: 38000 })] });
    expect(shown.coverOptions).toEqual([expect.objectContaining({ coverType: 'Linen', coverName: 'Sand', url: expect.stringContaining('/catalog-images/') })]);
    await routeTo(page, `/shop/albums/${albumName}`);
    await page.locator('[data-testid="cover-option"][data-cover="Sand"]').waitFor();
  } finally {
    await close();
  }
}, 90_000);

/** Controls of `container` that run past its right edge, or lie over one another. */
const crowding = (container: Locator) =>
  container.evaluate((root) => {
    const named = (e: Element) =>
      (e as HTMLInputElement).labels?.[0]?.textContent?.trim() || e.getAttribute('aria-label') || e.textContent?.trim() || e.tagName;
    const boxes = Array.from(root.querySelectorAll('input, select, textarea, button'))
      .map((e) => ({ name: named(e), r: e.getBoundingClientRect() }))
      .filter((b) => b.r.width > 0 && b.r.height > 0);
    const edge = root.getBoundingClientRect().right;
    const problems: string[] = [];
    for (const b of boxes) if (b.r.right > edge + 0.5) problems.push(`${b.name} runs past the edge`);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!.r, boxes[j]!.r];
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
          problems.push(`${boxes[i]!.name} lies over ${boxes[j]!.name}`);
      }
    return problems;
  });

it('closes the edit modal with Escape, and refuses a save over someone else’s in the modal', async () => {
  const album = await albumNamed('Contested', 40000);
  const { page, close } = await adminPage('/admin/products');
  try {
    // From the keyboard: the Edit button opens the modal, focus stays inside it, Escape closes it
    // and focus is back on the button.
    await page.getByRole('button', { name: `Edit ${album.albumName}` }).focus();
    await page.keyboard.press('Enter');
    let dialog = page.getByRole('dialog', { name: `Edit ${album.albumName}` });
    await dialog.waitFor();
    // The page behind is inert: Tab goes round the dialog's controls (by way of the browser's own
    // controls, which is where the native dialog lets it out) and never to the page behind.
    const stops: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await dialog.evaluate((d) =>
          d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body || !document.activeElement ? 'browser' : 'page',
        ),
      );
    }
    expect(stops).not.toContain('page');
    // More stops in the dialog than it has controls: Tab came round to them again.
    const controls = await dialog.locator('button, input, select, textarea').count();
    expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThan(controls);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === `Edit ${name}`, album.albumName);

    dialog = await openEditor(page, album.albumName);
    // Every field fits inside the modal, none over another.
    await expect(crowding(dialog)).resolves.toEqual([]);
    // Someone else saves the album, from the version this modal read.
    const behind = await api('PUT', `/albums/${album._id}`, {
      token: admin.idToken,
      body: { ...album, albumOptions: album.albumOptions.map((o) => ({ ...o, price: 41000 })), version: album.version },
    });
    expect(behind.status).toBe(200);
    await dialog.getByLabel('Price ($)').fill('450');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(messages.catalogEditConflict);
    const stored = (await api('GET', `/albums/name/${album.albumName}`)).body as Album;
    expect(stored.albumOptions[0]!.price).toBe(41000);
    // What the modal says when the server fails without a reason: test/components/catalog-forms.spec.tsx.
  } finally {
    await close();
  }
}, 90_000);
