/**
 * Sales tax in Chromium, on a stage that charges it (the stage option stripeTax on): a customer
 * whose order ships to Washington applies a promotion code in the cart, which says the tax is
 * calculated at checkout; the card provider's page shows the discount and the tax at the shipping
 * address's state (its stand-in for Stripe Tax, infra/local/stripe-tax.ts: Washington 10.25%,
 * though the card is billed to Texas); the paid order records the tax and the total Stripe
 * computed, and My Orders and the staff's order page show them. The cart, the card page, My
 * Orders and the staff's order page pass axe.
 *
 * The run's shared cloud charges no tax, so this file starts a cloud of its own with
 * `--stripe-tax on` (support/own-cloud.ts), and stops it at the end.
 */
import type { Browser, Page } from 'playwright-core';
import { defaultAlbumSelection, findAlbumOption, publicAlbumSchema } from '../../shared/catalog';
import { formatCents } from '../../shared/money';
import { seriousViolations } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { newCustomer, signIn, type Person } from '../support/identity';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud';
import { api, endpoints } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { checkOutTo, password, pathOf, payWith } from './checkout-steps';

let cloud: OwnCloud | undefined;
let browser: Browser;
let admin: Person;
beforeAll(async () => {
  // Both at once, and the cloud kept as soon as it is up, so that afterAll stops it whatever failed.
  const starting = startOwnCloud('stripe-tax', ['--stripe-tax', 'on']).then((started) => (cloud = started));
  try {
    browser = await launchBrowser();
  } finally {
    await starting;
  }
  admin = await signIn('admin@shop.test');
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await cloud?.stop();
});

const noViolations = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
};
const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

it('charges the tax of the state an order ships to on top of a promotion code’s price, and the order, My Orders and the staff page show it', async () => {
  const lux = publicAlbumSchema.parse((await api('GET', '/albums/name/Lux')).body);
  const { size, pages, cover } = defaultAlbumSelection(lux);
  const price = findAlbumOption(lux, size, pages)!.price;
  const discount = Math.round(price * 0.2);
  // Washington's 10.25% on what is charged after the discount, rounded to the cent.
  const tax = Math.round(((price - discount) * 10.25) / 100);
  expect(tax).toBeGreaterThan(0);

  const code = `TAXED-${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const promotion = await api('POST', '/admin/promotions', {
    token: admin.idToken,
    body: {
      name: 'Friends of the studio',
      kind: 'percent',
      value: 20,
      albums: ['Lux'],
      products: [],
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      code,
    },
  });
  expect(promotion.status).toBe(201);
  const person = await newCustomer('Wren', password);
  const shippingAddress = { street: '400 Pine St', city: 'Seattle', state: 'WA', zip: '98101' };
  expect((await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress } })).status).toBe(200);
  const selection = { kind: 'album', albumName: 'Lux', size, pages, coverType: cover!.coverType, coverName: cover!.coverName };
  expect((await api('PUT', `/user/${person.sub}/cart`, { token: person.idToken, body: { cartItem: selection } })).status).toBe(200);

  const shop = await openSignedIn(browser, person, '/cart');
  const { page } = shop;
  let orderId: string;
  try {
    // The cart: the tax is worked out at checkout, on top of the total after the code.
    await page.getByTestId('address-choice').waitFor();
    await expect(text(page, 'cart-tax')).resolves.toBe('Calculated at checkout');
    await expect(text(page, 'cart-total')).resolves.toBe(`${formatCents(price)} plus tax`);
    await page.getByLabel('Promotion code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('promotion-code-applied').waitFor();
    await expect(text(page, 'cart-discount')).resolves.toBe(`−${formatCents(discount)}`);
    await expect(text(page, 'cart-total')).resolves.toBe(`${formatCents(price - discount)} plus tax`);
    await noViolations(page);

    // The card provider's page: the discount, then Washington's tax, in the total.
    await page.getByTestId('address-option').locator('input').check();
    await checkOutTo(page);
    await expect(text(page, 'checkout-discount')).resolves.toBe(`−${formatCents(discount)}`);
    await expect(text(page, 'checkout-tax')).resolves.toBe(formatCents(tax));
    await expect(text(page, 'checkout-total')).resolves.toBe(formatCents(price - discount + tax));
    await noViolations(page);
    await payWith(page, '4242 4242 4242 4242');

    // Paid: the order records what Stripe computed, the tax and the total paid.
    await page.waitForURL('**/payment-success?session_id=*');
    orderId = pathOf(page).split('/')[2]!;
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    await expect(text(page, 'payment-status')).resolves.toBe('Paid');
    const session = (await (
      await fetch(`${endpoints().stripe}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: 'Bearer sk_test_local_shop' } })
    ).json()) as { amount_total: number; total_details: { amount_discount: number; amount_tax: number } };
    expect(session).toMatchObject({ amount_total: price - discount + tax, total_details: { amount_discount: discount, amount_tax: tax } });
    const order = (await api('GET', `/orders/${person.sub}/${orderId}`, { token: person.idToken })).body;
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      tax: session.total_details.amount_tax,
      totalPrice: session.amount_total,
      cartPreTaxPrice: price - discount,
      discount,
      promotionCode: code,
    });

    // My Orders: the total paid, the discount and the sales tax in it.
    await page.getByRole('link', { name: 'My Orders and upload images' }).click();
    await page.waitForURL(`**/${person.sub}/orders?orderId=${orderId}`);
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await expect(card.getByTestId('order-payment').textContent()).resolves.toBe('Paid');
    await expect(card.getByTestId('order-total').textContent()).resolves.toBe(formatCents(price - discount + tax));
    await expect(card.getByTestId('order-discount').textContent()).resolves.toBe(`−${formatCents(discount)} (code ${code})`);
    await expect(card.getByTestId('order-tax').textContent()).resolves.toBe(`${formatCents(tax)}, in the total`);
    await noViolations(page);
  } finally {
    await shop.close();
  }

  // The staff's order page: the total paid, with the sales tax in it.
  const staff = await openSignedIn(browser, admin, `/admin/${orderId}`);
  try {
    await staff.page.getByTestId('staff-order').waitFor();
    await expect(text(staff.page, 'staff-order-tax')).resolves.toBe(` (with ${formatCents(tax)} sales tax)`);
    await expect(staff.page.getByTestId('staff-order').locator('.staff-page__lede').textContent()).resolves.toContain(
      `Paid · ${formatCents(price - discount + tax)}`,
    );
    await noViolations(staff.page);
  } finally {
    await staff.close();
  }
}, 180_000);
