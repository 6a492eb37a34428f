/**
 * What the storefront pages do, in Chromium against the local runtime: the add-editing total
 * follows the shopper's choices, the FAQ accordion opens a question, a learn page's Order button
 * joins it once the details are near, and its carousel moves on by itself.
 */
import type { Browser } from 'playwright-core';
import { addEditing, addEditingTotal } from '../../shared/catalog';
import { formatCents } from '../../shared/money';
import { launchBrowser, openPage } from '../support/browser';
import { endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the add-editing page', () => {
  it('works out the total as pages and an editing tier are chosen', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/albums/add-editing');
    try {
      const total = page.getByTestId('add-editing-total');
      await expect(total.textContent()).resolves.toBe(formatCents(0));

      const pages = page.getByLabel('Pages to add');
      const offered = await pages.locator('option').evaluateAll((options) => options.map((o) => Number((o as any).value)));
      expect(offered).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);

      await pages.selectOption('10');
      await expect(total.textContent()).resolves.toBe(formatCents(addEditingTotal(10, undefined)));
      await expect(page.getByText(`${addEditing.basePages} included + 10 = 40`).count()).resolves.toBe(1);

      await page.getByRole('radio', { name: /Pro Plus/ }).check();
      await expect(total.textContent()).resolves.toBe(formatCents(addEditingTotal(10, 'Pro Plus')));
      expect(await total.textContent()).toBe('$449');

      await page.getByRole('radio', { name: /Black Label/ }).check();
      await pages.selectOption('20');
      await expect(total.textContent()).resolves.toBe(formatCents(addEditingTotal(20, 'Black Label')));
    } finally {
      await close();
    }
  });

  it('offers one or two Album Revisions from the Editing dropdown, with catalog prices', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/albums/add-editing');
    try {
      const dropdown = page.getByTestId('editing-dropdown');
      await dropdown.getByRole('button', { name: 'Editing' }).click();
      await dropdown.getByText('Requires an album purchase.').waitFor();
      const options = dropdown.getByRole('link', { name: /^\d revisions?/ });
      await expect(options.allTextContents()).resolves.toEqual(['1 revision$149', '2 revisions$298']);
      await expect(options.first().getAttribute('href')).resolves.toBe('/shop/products/Album-Revision');
    } finally {
      await close();
    }
  });
});

describe('the FAQ', () => {
  it('has six questions, each a button that opens its answer', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/f-a-q');
    try {
      const questions = page.getByTestId('accordion').getByRole('button');
      await questions.first().waitFor();
      await expect(questions.count()).resolves.toBe(6);
      for (const question of await questions.all())
        await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');

      const cancel = page.getByRole('button', { name: 'Can I cancel my order?' });
      const answer = page.getByRole('region', { name: 'Can I cancel my order?' });
      await expect(answer.isVisible()).resolves.toBe(false);
      await cancel.click();
      await expect(cancel.getAttribute('aria-expanded')).resolves.toBe('true');
      await answer.waitFor({ state: 'visible' });
      await expect(answer.textContent()).resolves.toMatch(/within 24 hours of purchase/);
      await expect(questions.first().getAttribute('aria-expanded')).resolves.toBe('false');

      await cancel.press('Enter');
      await answer.waitFor({ state: 'hidden' });
    } finally {
      await close();
    }
  });
});

describe('an album learn page', () => {
  it('shows its Order button once the details section is within 350 px of the top', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/albums/Lux', { viewport: { width: 1280, height: 800 } });
    try {
      const details = page.getByTestId('learn-details');
      await details.waitFor();
      const orderBar = page.getByTestId('order-bar');
      await expect(orderBar.count()).resolves.toBe(0);

      // Scroll until the details' top sits at 500 px from the top of the window: not near enough yet.
      const top = async () => (await details.boundingBox())!.y;
      const scrollBy = (dy: number) =>
        page.evaluate((by) => (globalThis as any).scrollBy({ top: by, behavior: 'instant' }), dy);
      await scrollBy((await top()) - 500);
      expect(Math.round(await top())).toBe(500);
      await page.waitForTimeout(100);
      await expect(orderBar.count()).resolves.toBe(0);

      // 360 px: still not; 350 px: there it is.
      await scrollBy(140);
      await page.waitForTimeout(100);
      await expect(orderBar.count()).resolves.toBe(0);
      await scrollBy(10);
      await orderBar.waitFor();
      expect(Math.round(await top())).toBe(350);
      await expect(orderBar.getByRole('link', { name: 'Order Lux' }).getAttribute('href')).resolves.toBe(
        '/shop/albums/Lux',
      );
    } finally {
      await close();
    }
  });
});

describe('a product learn page', () => {
  it('moves its pictures on every 3 s', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/products/Edge-Prints');
    try {
      await page.getByTestId('carousel').waitFor();
      // Time two turns in the page itself: from the first picture change to the next.
      const turns = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const doc = (globalThis as any).document;
            const carousel = doc.querySelector('[data-testid="carousel"]');
            const times: number[] = [];
            new (globalThis as any).MutationObserver(() => {
              times.push(performance.now());
              if (times.length === 2) resolve(times);
            }).observe(carousel, { attributes: true, attributeFilter: ['data-active-index'] });
          }),
      );
      const interval = turns[1]! - turns[0]!;
      expect(interval).toBeGreaterThan(2900);
      expect(interval).toBeLessThan(3800);
    } finally {
      await close();
    }
  });
});
