/**
 * The orders desk in Chromium against the local runtime: a paid order appears on the board, an
 * Employee opens it (the customer's phone and billing address from checkout on it) and sets Shipped with a tracking number, and the customer sees the journey on
 * My Orders and has the email. The board and the order page pass axe. An Album Revision bought
 * with an album sits apart from the album's photos and their zip button. The board's colours, counts
 * and filters are tested in jsdom (test/components/outstanding-board.spec.tsx).
 */
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { newCustomer, signIn, type Person } from '../support/identity';
import { messagesTo, waitForMessage } from '../support/outbox';
import { api, useLocalCloudEnvironment } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { cardForm } from '../support/payments';
import { orderWithPhotoUploaded } from '../support/editing';

const password = 'Staff#Albums2026!';
const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
const address = { street: '7 Harbor Way', city: 'Mobile', state: 'AL', zip: '36602' };

let browser: Browser;
let customer: Person;
let orderId: string;
let orderNumber: string;

beforeAll(async () => {
  // The photo's order is read straight from the table (test/support/photos.ts).
  useLocalCloudEnvironment();
  [browser, customer] = await Promise.all([launchBrowser(), newCustomer('Maeve', password)]);
  const placed = await api('POST', `/orders/${customer.sub}/new-order`, {
    token: customer.idToken,
    body: { cartItems: [lux], shippingAddress: address, albumDesignTermsAcknowledged: true },
  });
  orderId = placed.body.orderId;
  const { url } = (await api('POST', `/orders/${customer.sub}/stripe-create-checkout`, { token: customer.idToken, body: { orderId } })).body;
  await fetch(url, { method: 'POST', body: cardForm('4242 4242 4242 4242'), redirect: 'manual' });
  for (let i = 0; i < 100; i++) {
    const order = (await api('GET', `/orders/${customer.sub}/${orderId}`, { token: customer.idToken })).body;
    orderNumber = order.orderNumber;
    if (order.paymentStatus === 'paid') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The order was not paid');
});
afterAll(async () => {
  await browser?.close();
});

it('shows a paid order on the board; an Employee ships it; the customer sees the journey and has the email', async () => {
  const staff = await openSignedIn(browser, await signIn('employee@shop.test'), '/');
  try {
    const { page } = staff;
    const nav = page.getByRole('navigation', { name: 'Staff' });
    // Signed in from the start: the staff bar appears once the user record has been read.
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    // Each link's own name, without the count of new callback requests beside Callbacks.
    await expect(nav.getByRole('link').evaluateAll((links) => links.map((l) => l.firstChild?.textContent))).resolves.toEqual([
      'Dashboard',
      'Orders',
      'Callbacks',
    ]);
    await nav.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/outstanding-orders');

    const box = page.locator(`[data-testid="board-box"][data-order-id="${orderId}"]`);
    await box.waitFor();
    await expect(box.textContent()).resolves.toContain(orderNumber);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('board-search').fill(orderNumber);
    await expect(page.getByTestId('board-box').count()).resolves.toBe(1);
    await box.click();
    await page.waitForURL(`**/admin/${orderId}`);
    await expect(page.getByTestId('staff-order-number').textContent()).resolves.toBe(orderNumber);
    // The phone and billing address the customer gave on the card provider's page (test/support/payments.ts).
    await expect(page.getByTestId('staff-order-phone').textContent()).resolves.toBe('(512) 555-0199');
    await expect(page.getByTestId('staff-order-billing').textContent()).resolves.toBe('1200 Congress Ave, Suite 4, Austin, Texas 78701');
    await page.getByTestId('staff-line').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByTestId('status-form');
    await form.getByLabel('Status').selectOption('Shipped');
    await form.getByLabel('Carrier').fill('UPS');
    await form.getByLabel('Tracking number').fill('1Z999AA10123456784');
    const before = messagesTo(customer.email).length;
    await page.getByTestId('save-status').click();
    await page.getByTestId('status-timeline').getByText('UPS tracking 1Z999AA10123456784').waitFor();
    await expect(page.getByTestId('staff-order-status').textContent()).resolves.toBe('Shipped');
    await expect(page.getByTestId('status-saved').textContent()).resolves.toBe('Saved: Shipped.');
    // When it was placed and when each change was made read in one format.
    const times = await page.locator('time').allTextContents();
    expect(times.length).toBeGreaterThan(1);
    for (const time of times) expect(time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    const email = await waitForMessage(customer.email, before);
    expect(email.subject).toBe(`Your order ${orderNumber} has shipped`);
    expect(email.text).toContain('1Z999AA10123456784');
  } finally {
    await staff.close();
  }

  const shopper = await openSignedIn(browser, customer, `/${customer.sub}/orders?orderId=${orderId}`);
  try {
    const { page } = shopper;
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await expect(card.getByTestId('order-number').textContent()).resolves.toBe(orderNumber);
    const entries = card.getByTestId('status-entry');
    await entries.last().waitFor();
    await expect(entries.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.status))).resolves.toEqual([
      'Awaiting user images',
      'Awaiting user images',
      'Shipped',
    ]);
    await expect(card.getByTestId('order-tracking').textContent()).resolves.toContain('1Z999AA10123456784');
    await expect(page.getByRole('navigation', { name: 'Staff' }).count()).resolves.toBe(0);
  } finally {
    await shopper.close();
  }
}, 120_000);

it('tells a signed-in customer they have no access to the board, and leads them home by keyboard', async () => {
  const { page, close } = await openSignedIn(browser, customer, '/admin/outstanding-orders');
  try {
    await page.getByRole('heading', { name: 'You don’t have access to this page' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/outstanding-orders');
    await expect(page.getByTestId('outstanding-board').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
  } finally {
    await close();
  }
}, 60_000);

it('shows an order that does not exist as a page of its own, with the way back', async () => {
  const { page, close } = await openSignedIn(browser, await signIn('employee@shop.test'), '/admin/no-such-order');
  try {
    await page.getByRole('heading', { level: 1, name: 'Order not found.' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to outstanding orders' }).last().click();
    await page.waitForURL('**/admin/outstanding-orders');
  } finally {
    await close();
  }
}, 60_000);

it('sets the Album Revision bought with an album apart from the album photos’ zip button', async () => {
  const buyer = await newCustomer('Rhea', password);
  const { kind: _kind, ...luxChoice } = lux;
  const revision = {
    kind: 'albumRevision',
    productName: 'Album Revision',
    revisions: 1,
    forAlbum: { in: 'cart', album: { ...luxChoice, layFlatUpgrade: false } },
  };
  const paid = await orderWithPhotoUploaded(buyer, [lux, revision]);
  const { page, close } = await openSignedIn(browser, await signIn('employee@shop.test'), `/admin/${paid._id}`);
  try {
    const zip = page.getByRole('button', { name: 'Download all 1 as a zip' });
    await zip.waitFor();
    const addOn = page.getByTestId('staff-add-on');
    await expect(addOn.textContent()).resolves.toContain('Album Revision');
    const [button, line] = [(await zip.boundingBox())!, (await addOn.boundingBox())!];
    // A clear gap (at least the page's 1.5rem between groups) between the button and the revision's line, nothing overlapping.
    expect(line.y - (button.y + button.height)).toBeGreaterThanOrEqual(24);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);
