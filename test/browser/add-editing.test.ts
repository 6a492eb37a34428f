/**
 * Buying add-on pages and an editing tier on /albums/add-editing, in Chromium against the local
 * runtime: a guest with an album in the cart picks pages and a tier for it, adds them to the
 * cart, and the cart shows the add-on for that album at the catalog's price.
 */
import type { Browser } from 'playwright-core';
import { addEditingTotal, type PublicAlbum } from '../../shared/catalog';
import { resolveCartItem } from '../../shared/cart';
import { formatCents } from '../../shared/money';
import { launchBrowser, openPage } from '../support/browser';
import { luxAlbum } from '../support/photos';
import { api, endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('adds pages and a tier for the album in the cart, priced as the page showed', async () => {
  const lux = (await api('GET', '/albums/name/Lux')).body as PublicAlbum;
  const albumLine = resolveCartItem(lux, luxAlbum as never, 'guest-album-line');
  // The guest's cart is in local storage when the page opens, as after an earlier visit.
  const { page, close } = await openPage(browser, endpoints().web + '/albums/add-editing', {
    localStorage: { guestCart: JSON.stringify([albumLine]) },
  });
  try {
    await page.getByLabel('Pages to add').selectOption('10');
    await page.getByRole('radio', { name: /^Lux/ }).check();
    const price = formatCents(addEditingTotal(10, 'Lux'));
    await expect(page.getByTestId('add-editing-total').textContent()).resolves.toBe(price);
    // The only album there is is chosen already; a guest is offered signing in for earlier orders.
    await expect(page.getByLabel('For which album').inputValue()).resolves.toBe('cart:guest-album-line');
    await page.getByText('For an album of an earlier order').waitFor();

    await page.getByTestId('add-add-ons').click();
    await page.waitForURL('**/cart');
    const line = page.locator('[data-testid="cart-line"][data-name="Album add-ons"]');
    await expect(line.getByTestId('cart-line-price').textContent()).resolves.toBe(price);
    await expect(line.getByTestId('cart-line-for').textContent()).resolves.toBe('Lux 10x10, 20 pages');
    await expect(line.getByTestId('cart-line-add-ons').textContent()).resolves.toBe('+10 pages, Lux editing');
  } finally {
    await close();
  }
});
