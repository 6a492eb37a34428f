/**
 * Navigation lands at the top of the new page, and back returns to where the reader was: a
 * shopper who scrolls the home page down to Wall art and orders Edge Prints sees the photo, the
 * price and Add to Cart, not the middle of the page.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const scrollY = (page: import('playwright-core').Page) => page.evaluate(() => window.scrollY);

it('opens an order page from far down the home page at its top, and back returns to the same place', async () => {
  const { page, close } = await openPage(browser, endpoints().web + '/');
  try {
    const wallArt = page.locator('#wall-art');
    const order = wallArt.locator('[data-testid="product-card"][data-name="Edge Prints"]').getByRole('link', { name: /^Order/ });
    await order.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(400);

    await order.click();
    await page.waitForURL('**/shop/products/Edge-Prints');
    await page.getByTestId('add-to-cart').waitFor();
    expect(await scrollY(page)).toBe(0);
    // The product's name and price are in view without scrolling.
    const viewport = page.viewportSize()!;
    for (const part of [page.getByRole('heading', { level: 1 }), page.getByTestId('order-price')]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }

    await page.goBack();
    await page.waitForURL(endpoints().web + '/');
    await wallArt.waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
  } finally {
    await close();
  }
});

it('shows the cart from its heading after Add to Cart far down an album page', async () => {
  const { page, close } = await openPage(browser, endpoints().web + '/shop/albums/Lux');
  try {
    const addToCart = page.getByTestId('add-to-cart');
    await addToCart.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(100);
    await addToCart.click();
    await page.waitForURL('**/cart');
    await page.getByTestId('cart-page').waitFor();
    const heading = page.getByTestId('cart-page').getByRole('heading', { level: 1 });
    expect(await scrollY(page)).toBe(0);
    // The heading is below the sticky navbar, not under it.
    const navBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = (await heading.boundingBox())!.y;
    expect(headingTop).toBeGreaterThanOrEqual(navBottom);
  } finally {
    await close();
  }
});

it('opens a page loaded afresh at its top, whatever another page of the tab was scrolled to', async () => {
  const { page, close } = await openPage(browser, endpoints().web + '/');
  try {
    await page.locator('#wall-art').scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(400);
    // Another document in the same tab: `/About`, written so, is not the prerendered page's own
    // path, so the app draws it afresh rather than hydrating it.
    await page.goto(endpoints().web + '/About');
    await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.evaluate(() => document.body.scrollHeight > window.innerHeight + 400)).resolves.toBe(true);
    expect(await scrollY(page)).toBe(0);
  } finally {
    await close();
  }
});
