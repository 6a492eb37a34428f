/**
 * Promotions in Chromium against the local runtime: an Admin runs a 30% sale on an album from the
 * promotions console (by keyboard), a customer sees the album's price struck through on its order
 * page and the sale on the sale page, buys it at the promotional price (the order shows the
 * regular price struck beside what was paid, and the discount), then applies a code in the cart
 * for another album and pays with it (the card provider's page shows the discount, the order keeps
 * the code and the billing address); once the Admin ends the sale,
 * the album's page shows its regular price again. The console, the sale page and the cart pass axe.
 * A sale that ends between the cart and the card page is not charged silently: the cart says the
 * new total, and the next Begin Checkout goes to pay that.
 * Each promotion here applies only to albums this journey adds, so the storefront journeys running
 * beside it keep their regular prices. The form's checks and states, the Price component and the
 * code field are tested in jsdom (test/components/promotions-*.spec.tsx).
 */
import type { Browser, Page } from 'playwright-core';
import type { Album } from '../../shared/catalog';
import { formatCents } from '../../shared/money';
import { promotionMessages } from '../../shared/promotion-messages';
import { seriousViolations } from '../support/a11y';
import { gotoLive, launchBrowser, openPage, routeTo } from '../support/browser';
import { addAlbumNamed, uniqueName } from '../support/catalog-admin';
import { newCustomer, signIn, type Person } from '../support/identity';
import { api, endpoints } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { checkOutTo, password, pathOf, payWith } from './checkout-steps';

let browser: Browser;
let admin: Person;
beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), signIn('admin@shop.test')]);
});
afterAll(async () => {
  await browser?.close();
});

const albumNamed = (prefix: string, price: number): Promise<Album> => addAlbumNamed(admin.idToken, prefix, price);

const noViolations = async (page: Page, within?: string) => {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page, {}, within)).toEqual([]);
};

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

it('runs a sale from the console that a customer sees and buys at, applies a code in the cart, and ends the sale', async () => {
  const saleAlbum = await albumNamed('Sale', 50000);
  const codeAlbum = await albumNamed('Coded', 40000);
  const saleName = uniqueName('Autumn Sale');

  // The Admin adds a 30% sale on the album, by keyboard, running from now for a week (the form's default).
  const console_ = await openSignedIn(browser, admin, '/admin/promotions');
  const adminPage = console_.page;
  try {
    await adminPage.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    await adminPage.getByRole('button', { name: 'New promotion' }).waitFor();
    await adminPage.getByRole('link', { name: 'Promotions' }).waitFor();
    await noViolations(adminPage);

    await adminPage.getByRole('button', { name: 'New promotion' }).focus();
    await adminPage.keyboard.press('Enter');
    const dialog = adminPage.getByRole('dialog', { name: 'New promotion' });
    await dialog.waitFor();
    await dialog.getByLabel('Name', { exact: true }).focus();
    await adminPage.keyboard.type(saleName);
    await dialog.getByLabel('Percent off', { exact: true }).focus();
    await adminPage.keyboard.type('30');
    await dialog.getByRole('checkbox', { name: saleAlbum.albumName, exact: true }).focus();
    await adminPage.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: saleAlbum.albumName, exact: true }).isChecked()).resolves.toBe(true);
    await noViolations(adminPage, '[data-testid="promotion-dialog"]');
    await dialog.getByLabel('Name', { exact: true }).focus();
    await adminPage.keyboard.press('Enter');
    await expect(adminPage.getByTestId('promotion-saved').textContent()).resolves.toBe(`Saved ${saleName}.`);
    const listed = adminPage.getByTestId('promotions-running').locator(`[data-testid="promotion-item"][data-name="${saleName}"]`);
    await expect(listed.getByTestId('promotion-discount').textContent()).resolves.toBe('30% off');

    // A customer sees the album's price struck through on its order page, and the sale on the sale page.
    const person = await newCustomer('Sally', password);
    const shippingAddress = { street: '12 Orchard Lane', city: 'Austin', state: 'TX', zip: '78701' };
    expect((await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress } })).status).toBe(200);
    const shop = await openSignedIn(browser, person, `/shop/albums/${saleAlbum.albumName}`);
    const { page } = shop;
    try {
      await page.getByTestId('album-order').getByTestId('regular-price').waitFor();
      await expect(text(page, 'regular-price')).resolves.toBe('$500');
      await expect(text(page, 'order-price')).resolves.toBe('$350');
      await page.getByText(`Regular price $500, now $350 (${saleName})`).waitFor({ state: 'attached' });

      await routeTo(page, '/sale/pre-launch-special');
      const offer = page.getByTestId('sale-offer').filter({ hasText: saleName });
      await offer.waitFor();
      await expect(offer.textContent()).resolves.toContain(`30% off the ${saleAlbum.albumName} album, until `);
      const card = page.locator(`[data-testid="product-card"][data-name="${saleAlbum.albumName}"]`);
      await expect(card.getByTestId('regular-price').textContent()).resolves.toBe('$500');
      await noViolations(page);

      // It buys the album at the sale's price: the cart, the card provider's page and the order say so.
      await routeTo(page, `/shop/albums/${saleAlbum.albumName}`);
      await page.getByTestId('add-to-cart').click();
      await page.waitForURL('**/cart');
      const line = page.getByTestId('cart-line');
      await expect(line.getByTestId('regular-price').textContent()).resolves.toBe('$500');
      await expect(line.getByTestId('cart-line-price').textContent()).resolves.toBe('$350');
      await expect(text(page, 'cart-subtotal')).resolves.toBe('$500');
      await expect(text(page, 'cart-discount')).resolves.toBe('−$150');
      await page.getByTestId('address-option').locator('input').check();
      await checkOutTo(page);
      await expect(text(page, 'checkout-total')).resolves.toBe(formatCents(35000));
      await expect(text(page, 'checkout-discount')).resolves.toBe('−$150');
      await payWith(page, '4242 4242 4242 4242');
      await page.waitForURL('**/payment-success?session_id=*');
      const orderId = pathOf(page).split('/')[2]!;
      await page.getByRole('link', { name: 'My Orders and upload images' }).click();
      await page.waitForURL(`**/${person.sub}/orders?orderId=${orderId}`);
      const order = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
      await expect(order.getByTestId('order-discount').textContent()).resolves.toBe('−$150');
      const item = order.getByTestId('order-item');
      await expect(item.getByTestId('regular-price').textContent()).resolves.toBe('$500');
      await expect(item.getByTestId('order-item-price').textContent()).resolves.toBe('$350');

      // A code promotion on the other album, applied in the cart: the card provider's page shows the discount.
      const code = `FRIENDS-${Date.now().toString(36).toUpperCase().slice(-6)}`;
      const coded = await api('POST', '/admin/promotions', {
        token: admin.idToken,
        body: {
          name: 'Friends of the studio',
          kind: 'percent',
          value: 20,
          albums: [codeAlbum.albumName],
          products: [],
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          code,
        },
      });
      expect(coded.status).toBe(201);
      await routeTo(page, `/shop/albums/${codeAlbum.albumName}`);
      await page.getByTestId('album-order').waitFor();
      await page.getByTestId('add-to-cart').click();
      await page.waitForURL('**/cart');
      await page.getByLabel('Promotion code', { exact: true }).fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(text(page, 'promotion-code-error')).resolves.toBe('This code is not valid or has ended.');
      await page.getByLabel('Promotion code', { exact: true }).fill(code.toLowerCase());
      await page.getByLabel('Promotion code', { exact: true }).press('Enter');
      await expect(text(page, 'promotion-code-applied')).resolves.toBe(
        `Code ${code} applied: Friends of the studio, 20% off the ${codeAlbum.albumName} album.`,
      );
      await expect(page.getByTestId('cart-line').getByTestId('cart-line-price').textContent()).resolves.toBe('$320');
      await expect(text(page, 'cart-discount')).resolves.toBe('−$80');
      // The whole page: the cart page and the navbar's cart link with its count.
      await noViolations(page);
      await page.getByTestId('address-option').locator('input').check();
      await checkOutTo(page);
      await expect(text(page, 'checkout-total')).resolves.toBe(formatCents(32000));
      await expect(text(page, 'checkout-discount')).resolves.toBe('−$80');
      await expect(page.getByText('Friends of the studio').count()).resolves.toBeGreaterThan(0);
      // Paid with the code: the order keeps the code's price, the code and the billing address given on the card page.
      await payWith(page, '4242 4242 4242 4242');
      await page.waitForURL('**/payment-success?session_id=*');
      const codedOrderId = pathOf(page).split('/')[2]!;
      await page.getByRole('link', { name: 'My Orders and upload images' }).click();
      await page.waitForURL(`**/${person.sub}/orders?orderId=${codedOrderId}`);
      const codedCard = page.locator(`[data-testid="order-card"][data-order-id="${codedOrderId}"]`);
      await expect(codedCard.getByTestId('order-discount').textContent()).resolves.toBe(`−$80 (code ${code})`);
      await expect(codedCard.getByTestId('order-total').textContent()).resolves.toBe('$320');
      await expect(codedCard.getByTestId('order-billing').textContent()).resolves.toBe('Clara Tester, 1200 Congress Ave, Suite 4, Austin, Texas 78701');
    } finally {
      await shop.close();
    }

    // The Admin ends the sale now, after confirming; a shopper's album page shows the regular price again.
    await adminPage.getByRole('button', { name: `End now: ${saleName}` }).click();
    const confirm = adminPage.getByRole('dialog', { name: `End ${saleName} now?` });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'End now' }).click();
    await expect(adminPage.getByTestId('promotion-saved').textContent()).resolves.toBe(`Ended ${saleName}.`);
    await adminPage.getByTestId('promotions-ended').locator(`[data-testid="promotion-item"][data-name="${saleName}"]`).waitFor();

    // A fresh browser: the public list is cached for a minute by the browser that read it.
    const guest = await openPage(browser, `${endpoints().web}/about`);
    try {
      const read = guest.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/promotions/current') && r.request().method() === 'GET');
      await gotoLive(guest.page, `${endpoints().web}/shop/albums/${saleAlbum.albumName}`);
      const { promotions } = (await (await read).json()) as { promotions: { name: string }[] };
      expect(promotions.map((p) => p.name)).not.toContain(saleName);
      await guest.page.getByTestId('album-order').waitFor();
      await expect(text(guest.page, 'order-price')).resolves.toBe('$500');
      await expect(guest.page.getByTestId('regular-price').count()).resolves.toBe(0);
    } finally {
      await guest.close();
    }
  } finally {
    await console_.close();
  }
}, 240_000);

it('tells a customer whose cart still shows an ended sale the new total before the card page, and then takes them to pay it', async () => {
  const album = await albumNamed('Ending', 30000);
  const sale = await api('POST', '/admin/promotions', {
    token: admin.idToken,
    body: {
      name: uniqueName('Last hours'),
      kind: 'percent',
      value: 50,
      albums: [album.albumName],
      products: [],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(sale.status).toBe(201);
  const person = await newCustomer('Late', password);
  const shippingAddress = { street: '4 Clock Street', city: 'Austin', state: 'TX', zip: '78701' };
  expect((await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress } })).status).toBe(200);
  const shop = await openSignedIn(browser, person, `/shop/albums/${album.albumName}`);
  const { page } = shop;
  try {
    await page.getByTestId('album-order').getByTestId('regular-price').waitFor();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL('**/cart');
    await expect(page.getByTestId('cart-line').getByTestId('cart-line-price').textContent()).resolves.toBe('$150');
    await expect(text(page, 'cart-total')).resolves.toBe('$150');

    // The Admin ends the sale while the cart shows it; the customer goes on to check out.
    expect((await api('POST', `/admin/promotions/${sale.body.id}/end`, { token: admin.idToken, body: { version: 0 } })).status).toBe(200);
    await page.getByTestId('address-option').locator('input').check();
    await page.getByTestId('begin-checkout').click();
    const terms = page.getByRole('dialog', { name: 'Album design terms' });
    await terms.waitFor();
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Ship to this address?' }).getByRole('button', { name: 'Yes, use this address' }).click();
    const told = page.getByTestId('checkout-error');
    await told.waitFor();
    await expect(told.textContent()).resolves.toBe(promotionMessages.pricesChanged('$300', '$150'));
    expect(pathOf(page)).toBe('/cart');
    await noViolations(page);

    // Told the new total, the customer begins again and the card page asks for it.
    await checkOutTo(page);
    await expect(text(page, 'checkout-total')).resolves.toBe(formatCents(30000));
  } finally {
    await shop.close();
  }
}, 180_000);
