/**
 * The studio dashboard in Chromium against the local runtime, as an Admin: the charts drawn, each
 * switched to its table from the keyboard, an order that has waited over a week for its photos
 * listed, and its customer reminded from the keyboard, once, with the email in their inbox. The
 * page passes axe before and after. The figures themselves are checked in
 * test/integration/dashboard.spec.ts, the states of each part in test/components/studio-dashboard.spec.tsx.
 */
import type { Browser, Page } from 'playwright-core';
import type { Order } from '../../shared/orders';
import { seriousViolations } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { seededOrder } from '../support/dashboard';
import { signIn } from '../support/identity';
import { deliveriesSettled, messagesTo, waitForMessage } from '../support/outbox';
import { useLocalCloudEnvironment } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';

let browser: Browser;
let waiting: Order;

beforeAll(async () => {
  useLocalCloudEnvironment();
  browser = await launchBrowser();
  const { createOrder } = await import('../../functions/data/orders');
  const { syncOrderFigures } = await import('../../functions/data/dashboard');
  // Paid twelve days ago and still without its photos, taken in as its payment's event takes it in.
  waiting = seededOrder({ user: `journey-${Date.now()}`, paidDaysAgo: 12.5, total: 18_000, orderNumber: `LA-${Date.now() % 1_000_000}` }, new Date());
  await createOrder(waiting);
  await syncOrderFigures(waiting);
});
afterAll(async () => {
  await browser?.close();
});

/** Presses Tab until the focus is on an element `matches` accepts; fails after `most` presses. */
async function tabTo(page: Page, matches: (el: { tag: string; text: string; label: string | null }) => boolean, most = 150) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { tag: el?.tagName ?? '', text: el?.textContent?.trim() ?? '', label: el?.getAttribute('aria-label') ?? null };
    });
    if (matches(focused)) return;
  }
  throw new Error('The keyboard never reached the element');
}

it('shows an Admin where the work stands and lets them remind a customer from the keyboard', async () => {
  const { page, close } = await openSignedIn(browser, await signIn('admin@shop.test'), '/admin');
  try {
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const orders = page.getByRole('figure', { name: 'Orders paid per week' });
    // The bars are drawn on a canvas that screen readers skip; its table is what they read.
    await orders.locator('canvas').first().waitFor();
    await expect(orders.getByTestId('chart-canvas').getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(orders.getByRole('table', { includeHidden: true }).locator('tbody tr').count()).resolves.toBe(12);
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect(page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBe('page');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    // The first chart's table, from the keyboard: Show as table is a switch.
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Show as table');
    await page.keyboard.press('Enter');
    await expect(orders.getByRole('button', { name: 'Show as table' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await orders.getByRole('table').waitFor();
    await expect(orders.locator('canvas').count()).resolves.toBe(0);

    // The order waiting for its photos, and its reminder, from the keyboard.
    const awaiting = page.getByTestId('awaiting-photos');
    const name = `Remind the customer of order ${waiting.orderNumber}, ${waiting.firstName} ${waiting.lastName}`;
    await awaiting.getByRole('button', { name }).waitFor();
    await expect(awaiting.getByRole('link', { name: waiting.orderNumber! }).getAttribute('href')).resolves.toBe(`/admin/${waiting._id}`);
    const before = messagesTo(waiting.email).length;
    await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === name);
    const sent = page.waitForResponse((r) => r.url().includes('/admin/dashboard/reminders/') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    await awaiting
      .getByRole('status')
      .filter({ hasText: `Reminder sent to ${waiting.email}.` })
      .waitFor();
    const button = awaiting.getByRole('button', { name: `Reminder sent of order ${waiting.orderNumber}, ${waiting.firstName} ${waiting.lastName}` });
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(button.textContent()).resolves.toMatch(/^Reminder sent/);
    const mail = await waitForMessage(waiting.email, before, { about: waiting.orderNumber! });
    expect(mail.subject).toBe(`Your photos for order ${waiting.orderNumber}`);
    // One keypress on a resting button sends nothing more: no request leaves the page (a key's
    // handler would have sent it by the next frame), and no second email once the bus is idle.
    const reminders: string[] = [];
    page.on('request', (request) => request.url().includes('/admin/dashboard/reminders/') && reminders.push(request.method()));
    await page.keyboard.press('Enter');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(reminders).toEqual([]);
    await deliveriesSettled();
    expect(messagesTo(waiting.email).filter((m) => m.subject.startsWith('Your photos for order'))).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await close();
  }
}, 90_000);
