/**
 * No serious or critical accessibility violation (axe-core) on the shop's key pages, in Chromium
 * against the local runtime. Each entry says what must be on screen before the page is checked.
 */
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../support/a11y';
import { brokenPictures, launchBrowser, openPage, routeTo, type OpenedPage } from '../support/browser';
import { endpoints } from '../support/runtime';

interface CheckedPage {
  path: string;
  /** A selector that is visible once the page has loaded what it shows. */
  ready: string;
}

const pages: CheckedPage[] = [
  { path: '/', ready: '[data-testid="product-card"]' },
  { path: '/f-a-q', ready: '[data-testid="accordion"]' },
  { path: '/about', ready: '[data-testid="carousel"]' },
  { path: '/albums/Lux', ready: '[data-testid="learn-page"]' },
  { path: '/albums/add-editing', ready: '[data-testid="editing-dropdown"]' },
  { path: '/wall-art', ready: '[data-testid="coming-soon"]' },
  { path: '/shop/albums/Lux', ready: '[data-testid="album-order"]' },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility', () => {
  // One loaded shop, taken from page to page by the router (routeTo), as a shopper's clicks would.
  let shop: OpenedPage;
  beforeAll(async () => {
    shop = await openPage(browser, endpoints().web + '/');
  });
  afterAll(() => shop?.close());

  it.each(pages)('$path has no serious or critical axe violation', async ({ path, ready }) => {
    const { page } = shop;
    await routeTo(page, path);
    await page.locator(ready).first().waitFor();
    // The navbar's menus come from the catalog, and the pictures below the fold load lazily: all in place first.
    await page.locator('nav a[href="/albums/Lux"]').first().waitFor({ state: 'attached' });
    await expect(brokenPictures(page)).resolves.toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
