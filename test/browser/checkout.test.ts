/**
 * Cart, checkout and card payment in Chromium against the local runtime (/cart, the payment
 * success and failure pages, My Orders): a guest fills a cart, signs
 * in, adds an address, acknowledges the terms, confirms the address and pays on the local card
 * provider's page, giving its billing address and phone (kept on the paid order); a declined card leaves the order unpaid; a guest cannot check out; removing
 * and changing lines updates the sums.
 */
import type { Browser, Page } from 'playwright-core';
import * as z from 'zod/mini';
import {
  publicAlbumSchema,
  defaultAlbumSelection,
  findAlbumOption,
  findProductOption,
  publicProductSchema,
  sizesOf,
  type PublicAlbum as Album,
  type PublicProduct as Product,
} from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { orderSchema } from '../../shared/orders';
import { userSchema } from '../../shared/users';
import { launchBrowser, nextDialogMessage, openPage, routeTo } from '../support/browser';
import { newCustomer, type Person } from '../support/identity';
import { billingForm } from '../support/payments';
import { openSignedIn } from '../support/signed-in';
import { api, endpoints } from '../support/runtime';
import { addDefaultToCart, checkOutTo, password, pathOf, payWith, shop, signIn } from './checkout-steps';

let browser: Browser;
let lux: Album;
let edgePrints: Product;
let luxPrice: number;
let edgePrice: number;
beforeAll(async () => {
  browser = await launchBrowser();
  lux = publicAlbumSchema.parse((await api('GET', '/albums/name/Lux')).body);
  edgePrints = publicProductSchema.parse((await api('GET', '/products/name/Edge-Prints')).body);
  const luxDefault = defaultAlbumSelection(lux);
  luxPrice = findAlbumOption(lux, luxDefault.size, luxDefault.pages)!.price;
  edgePrice = findProductOption(edgePrints, sizesOf(edgePrints)[0]!)!.price;
});
afterAll(async () => {
  await browser?.close();
});

/** Records the shop API requests the page makes from now on; call the answer to read them. */
function countApiCalls(page: Page): () => string[] {
  const calls: string[] = [];
  const api = new URL(endpoints().api).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === api && request.method() !== 'OPTIONS') calls.push(`${request.method()} ${url.pathname}`);
  });
  return () => [...calls];
}
const ordersOf = async (person: Person) => {
  const { status, body } = await api('GET', `/orders/${person.sub}`, { token: person.idToken });
  expect(status).toBe(200);
  return z.array(orderSchema).parse(body);
};

// Each journey has its own customer (or guest) and browser context: they run side by side, and
// the file waits for the slowest (mostly the card provider and the payment event) instead of their sum.
describe('checking out', () => {
  it.concurrent(
    'takes a guest’s Lux album and Edge Print through sign-in, a new address, the terms and a 4242 card to a paid order awaiting images',
    async () => {
      const person = await newCustomer('Clara', password);
      const { page, close } = await openPage(browser, shop('/shop/albums/Lux'));
      // The shop's own errors: the card provider's test page asks for a favicon it does not have.
      const shopErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && new URL(page.url()).origin === new URL(shop('/')).origin) shopErrors.push(m.text());
      });
      try {
        await addDefaultToCart(page, '/shop/albums/Lux', 'album-order');
        await addDefaultToCart(page, '/shop/products/Edge-Prints', 'product-order');
        await expect(page.getByTestId('cart-line').count()).resolves.toBe(2);
        await expect(page.getByTestId('cart-subtotal').textContent()).resolves.toBe(formatCents(luxPrice + edgePrice));
        await expect(page.getByTestId('cart-shipping').textContent()).resolves.toBe('Free');
        // The run's local cloud charges no sales tax (the stage option stripeTax is off), and the cart says so.
        await expect(page.getByTestId('cart-tax').textContent()).resolves.toBe('Not charged');

        // Signing in from the cart comes back to the cart, with the guest's lines merged into the server cart.
        await page.getByRole('link', { name: 'Sign in' }).click();
        await page.waitForURL('**/login');
        await signIn(page, person);
        expect(pathOf(page)).toBe('/cart');
        await page.getByTestId('address-choice').waitFor();
        await expect(page.getByTestId('cart-line').count()).resolves.toBe(2);

        // The Add Address modal (its checks and states: test/components/address-form.spec.tsx).
        await page.getByRole('button', { name: 'Add Address' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add a shipping address' });
        await dialog.waitFor();
        const save = dialog.getByRole('button', { name: 'Save address' });
        await dialog.getByLabel('Street').fill('12 Orchard Lane');
        await dialog.getByLabel('City').fill('Austin');
        await dialog.getByLabel('State').selectOption('TX');
        await dialog.getByLabel('Zip code').fill('78701');
        // Saving is one request: its answer is the record with the address, nothing is read back.
        const savingCalls = countApiCalls(page);
        await save.click();
        await dialog.waitFor({ state: 'hidden' });
        expect(savingCalls()).toEqual(['PUT /user/' + person.sub]);
        const option = page.getByTestId('address-option');
        await expect(option.count()).resolves.toBe(1);
        await expect(option.locator('input').isChecked()).resolves.toBe(true);

        await checkOutTo(page);
        await expect(page.getByTestId('checkout-total').textContent()).resolves.toBe(formatCents(luxPrice + edgePrice));
        // The card provider's page asks for the billing address and phone, and refuses a ZIP that is not one.
        await payWith(page, '4242 4242 4242 4242', { ...billingForm, billingPostalCode: '7870' });
        await expect(page.getByRole('alert').textContent()).resolves.toBe('Your ZIP is invalid.');
        await expect(page.getByLabel('Address line 1').inputValue()).resolves.toBe(billingForm.billingLine1);
        await payWith(page, '4242 4242 4242 4242');

        await page.waitForURL('**/payment-success?session_id=*');
        const [, userId, orderId] = pathOf(page).split('/');
        expect(userId).toBe(person.sub);
        await expect(page.getByTestId('payment-status').textContent()).resolves.toBe('Paid');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Thank you for your order!');
        await expect(page.getByTestId('order-number').textContent()).resolves.toBe(orderId);
        await page.getByRole('link', { name: 'Cart 0 items' }).waitFor();
        await expect(page.getByTestId('payment-success').getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).resolves.toBe('/');

        await page.getByRole('link', { name: 'My Orders and upload images' }).click();
        await page.waitForURL(`**/${person.sub}/orders?orderId=${orderId}`);
        const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
        await expect(card.getByTestId('order-payment').textContent()).resolves.toBe('Paid');
        await expect(card.getByTestId('order-status').textContent()).resolves.toBe('Awaiting user images');
        await expect(card.getByTestId('order-total').textContent()).resolves.toBe(formatCents(luxPrice + edgePrice));
        await expect(card.getByTestId('order-address').textContent()).resolves.toBe('12 Orchard Lane, Austin, Texas 78701');
        // What the card provider's page was given: the name on the card and the billing address.
        await expect(card.getByTestId('order-billing').textContent()).resolves.toBe('Clara Tester, 1200 Congress Ave, Suite 4, Austin, Texas 78701');
        // ?orderId= opens the order: its items show with their options.
        await expect(card.getByTestId('order-toggle').getAttribute('aria-expanded')).resolves.toBe('true');
        await expect(card.getByTestId('order-item').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.name))).resolves.toEqual([
          'Lux',
          'Edge Prints',
        ]);

        // On within the shop, as the customer would (a page loaded afresh is the other journeys' start).
        await page.getByRole('link', { name: 'Cart 0 items' }).click();
        await page.getByTestId('cart-empty').waitFor();
        const orders = await ordersOf(person);
        expect(orders).toEqual([
          expect.objectContaining({
            _id: orderId,
            paymentStatus: 'paid',
            status: 'Awaiting user images',
            billingAddress: { street: '1200 Congress Ave, Suite 4', city: 'Austin', state: 'TX', zip: '78701' },
            billingName: 'Clara Tester',
            phone: '+15125550199',
          }),
        ]);
        const user = userSchema.parse((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body);
        expect(user.cart).toEqual([]);

        // A signed-in Add to Cart is one request: the server prices the selection and answers the cart.
        await routeTo(page, '/shop/products/Edge-Prints');
        await page.getByTestId('product-order').waitFor();
        await page.getByText(/^Welcome, /).waitFor();
        const addingCalls = countApiCalls(page);
        await page.getByTestId('add-to-cart').click();
        await page.waitForURL('**/cart');
        await page.getByRole('link', { name: 'Cart 1 item' }).waitFor();
        await page.getByTestId('cart-line').first().waitFor();
        await expect(page.getByTestId('cart-line').count()).resolves.toBe(1);
        expect(addingCalls()).toEqual(['PUT /user/' + person.sub + '/cart']);
        expect(shopErrors).toEqual([]);
      } finally {
        await close();
      }
    },
    180_000,
  );

  it.concurrent(
    'shows the decline of 4000 0000 0000 0002, lands on the failure page from Back to the shop, and leaves one unpaid order however often Yes is clicked',
    async () => {
      const person = await newCustomer('Dora', password);
      const { size, pages, cover } = defaultAlbumSelection(lux);
      const selection = { kind: 'album', albumName: 'Lux', size, pages, coverType: cover!.coverType, coverName: cover!.coverName };
      expect((await api('PUT', `/user/${person.sub}/cart`, { token: person.idToken, body: { cartItem: selection } })).status).toBe(200);
      const shippingAddress = { street: '9 Elm St', city: 'Denver', state: 'CO', zip: '80202-1234' };
      expect((await api('PUT', `/user/${person.sub}`, { token: person.idToken, body: { shippingAddress } })).status).toBe(200);

      const { page, close } = await openSignedIn(browser, person, '/cart');
      try {
        await page.getByTestId('address-choice').waitFor();

        // No address chosen yet: checkout asks for one.
        await page.getByTestId('begin-checkout').click();
        await expect(page.getByTestId('address-choice').getByRole('alert').textContent()).resolves.toBe(messages.selectAddress);
        await page.getByTestId('address-option').click();

        // A double click on Yes places one order.
        await checkOutTo(page, (button) => button.dblclick());
        await payWith(page, '4000 0000 0000 0002');
        await expect(page.getByRole('alert').textContent()).resolves.toBe('Your card was declined.');

        await page.getByRole('link', { name: /Back to the shop/ }).click();
        await page.waitForURL('**/payment-failure');
        const [, , orderId] = pathOf(page).split('/');
        await expect(page.getByTestId('payment-failure').getByRole('alert').textContent()).resolves.toBe(messages.paymentFailedPage);
        await page.getByRole('link', { name: 'Try Again' }).click();
        await page.waitForURL((url) => url.pathname === '/');

        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
        await page.waitForURL(`**/${person.sub}/orders`);
        const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
        await expect(card.getByTestId('order-status').textContent()).resolves.toBe('Awaiting payment');
        await expect(card.getByRole('button', { name: 'Pay now' }).count()).resolves.toBe(1);
        await expect(page.getByTestId('order-card').count()).resolves.toBe(1);
        const orders = await ordersOf(person);
        expect(orders).toEqual([expect.objectContaining({ _id: orderId, paymentStatus: 'pending' })]);
        // Nothing was paid: the cart is still there.
        await expect(page.getByRole('link', { name: 'Cart 1 item' }).count()).resolves.toBe(1);

        // Someone else's orders are refused by the API and read as no history.
        await routeTo(page, '/someone-else-0000/orders');
        await expect(page.getByTestId('orders-error').textContent()).resolves.toBe(messages.noOrderHistory);
      } finally {
        await close();
      }
    },
    180_000,
  );

  it.concurrent('tells a guest "Please log in to proceed with checkout." and opens /login', async () => {
    const { page, close } = await openPage(browser, shop('/shop/albums/Lux'));
    try {
      await addDefaultToCart(page, '/shop/albums/Lux', 'album-order');
      const alerted = nextDialogMessage(page);
      await page.getByTestId('begin-checkout').click();
      await expect(alerted).resolves.toBe(messages.loginToCheckout);
      await page.waitForURL('**/login');
    } finally {
      await close();
    }
  });
});

describe('the cart page', () => {
  it.concurrent('updates the subtotal when a guest changes a quantity and removes a line', async () => {
    const { page, consoleErrors, close } = await openPage(browser, shop('/shop/albums/Lux'));
    try {
      await addDefaultToCart(page, '/shop/albums/Lux', 'album-order');
      await addDefaultToCart(page, '/shop/products/Edge-Prints', 'product-order');
      const subtotal = () => page.getByTestId('cart-subtotal').textContent();
      await expect(subtotal()).resolves.toBe(formatCents(luxPrice + edgePrice));

      const edge = page.locator('[data-testid="cart-line"][data-name="Edge Prints"]');
      await expect(edge.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).resolves.toBe(true);
      await edge.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(edge.getByTestId('cart-line-quantity').textContent()).resolves.toBe('2');
      await expect(subtotal()).resolves.toBe(formatCents(luxPrice + 2 * edgePrice));

      await page.locator('[data-testid="cart-line"][data-name="Lux"]').getByTestId('cart-line-remove').click();
      await expect(page.getByTestId('cart-line').count()).resolves.toBe(1);
      await expect(subtotal()).resolves.toBe(formatCents(2 * edgePrice));
      await expect(page.getByTestId('cart-total').textContent()).resolves.toBe(formatCents(2 * edgePrice));
      await expect(page.getByRole('link', { name: 'Cart 2 items' }).count()).resolves.toBe(1);

      await edge.getByTestId('cart-line-remove').click();
      await page.getByTestId('cart-empty').waitFor();
      await expect(page.evaluate(() => localStorage.getItem('guestCart'))).resolves.toBeNull();
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.concurrent('sends /checkout to /cart', async () => {
    const { page, close } = await openPage(browser, shop('/checkout'));
    try {
      await page.waitForURL('**/cart');
      await page.getByTestId('cart-page').waitFor();
    } finally {
      await close();
    }
  });
});
