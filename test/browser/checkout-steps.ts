/**
 * Steps of the buying journeys, as a shopper takes them in the browser: add the order page's default
 * choice to the cart, sign in on /login, check out up to the card provider's page and pay there.
 */
import type { Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import type { Person } from '../support/identity';
import { billingForm, fillBilling, type BillingFields } from '../support/payments';
import { endpoints } from '../support/runtime';
import { gotoLive, routeTo } from '../support/browser';

/** The password of the customers the buying journeys make (`newCustomer(name, password)`). */
export const password = 'Fresh#Albums2026!';
export const shop = (path: string) => endpoints().web + path;
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Adds the order page at `path`'s default choice to the cart, as a shopper clicking Add to Cart.
 * The page is opened as a link in the shop opens it (the shop is not loaded again), unless it is
 * the page on screen.
 */
export async function addDefaultToCart(page: Page, path: string, form: 'album-order' | 'product-order') {
  if (pathOf(page) !== path) await routeTo(page, path);
  await page.getByTestId(form).waitFor();
  await page.getByTestId('add-to-cart').click();
  await page.waitForURL('**/cart');
  await page.getByTestId('cart-line').first().waitFor();
}

/** Signs in on /login (the first visit compiles the sign-in screens in the dev server: time). */
export async function signIn(page: Page, person: Person) {
  if (pathOf(page) !== '/login') await gotoLive(page, shop('/login'));
  await page.getByRole('tab', { name: 'Sign In' }).waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The verify-contact step may come (neither email nor phone verified); it can be skipped.
  const skip = page.getByRole('button', { name: 'Skip' });
  const left = page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 }).then(() => 'left' as const);
  const asked = skip.waitFor({ timeout: 30_000 }).then(() => 'asked' as const);
  left.catch(() => {});
  asked.catch(() => {});
  if ((await Promise.race([left, asked])) === 'asked') await skip.click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Begin Checkout → terms → confirm address, up to the card provider's page. */
export async function checkOutTo(page: Page, confirm: (button: ReturnType<Page['getByRole']>) => Promise<void> = (b) => b.click()) {
  await page.getByTestId('begin-checkout').click();
  const terms = page.getByRole('dialog', { name: 'Album design terms' });
  await terms.waitFor();
  const confirmTerms = terms.getByRole('button', { name: 'Confirm' });
  await expect(confirmTerms.isDisabled()).resolves.toBe(true);
  await expect(terms.getByRole('link', { name: /album design terms/ }).getAttribute('href')).resolves.toBe('/terms-and-conditions/album-design');
  await terms.getByLabel(messages.termsCheckbox).check();
  await confirmTerms.click();
  const addressDialog = page.getByRole('dialog', { name: 'Ship to this address?' });
  await addressDialog.waitFor();
  await confirm(addressDialog.getByRole('button', { name: 'Yes, use this address' }));
  await page.waitForURL((url) => url.origin === endpoints().stripe && url.pathname.startsWith('/pay/'));
}

/** Fills the card provider's page (the card, then the billing address and phone it asks for) and pays. */
export async function payWith(page: Page, card: string, billing: BillingFields = billingForm) {
  await page.locator('#cardNumber').fill(card);
  await page.locator('#expiry').fill('12 / 34');
  await page.locator('#cvc').fill('123');
  await page.locator('#name').fill('Clara Tester');
  await fillBilling(page, billing);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
