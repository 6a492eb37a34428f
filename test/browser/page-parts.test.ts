/**
 * A part a page draws at some of its addresses only (app/lazy-page.ts, `PagePart`): the Album
 * Revision's order panel. Its prerendered page preloads the panel's code and hydrates with the
 * panel in place, without a warning; another product's page never loads it; and reached by a
 * link from another page, the panel is drawn once its code is in.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { rootRemovals, watchRoot } from '../support/hydration';
import { endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(watchRoot);
  await page.goto(endpoints().web + path);
  // The account area says Login once the app is live (the prerender leaves it waiting).
  await page.getByRole('link', { name: 'Login' }).waitFor();
  return { page, messages, scripts, close: () => context.close() };
}

/** The scripts a page's HTML preloads (the inert template the entry moves into the head). */
const preloaded = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname));

describe("a page's part", () => {
  it('is preloaded and hydrated in place on the Album Revision page', async () => {
    const { page, messages, close } = await open('/shop/products/Album-Revision');
    try {
      const form = page.getByRole('form', { name: 'Order Album Revision' });
      await expect(form.isVisible()).resolves.toBe(true);
      expect(messages).toEqual([]);
      expect(await rootRemovals(page)).toBe(0);
      // The panel is the app's: choosing two revisions is React's state, not the browser's alone.
      await form.getByRole('radio', { name: '2 revisions' }).check();
      await expect(form.getByRole('radio', { name: '2 revisions' }).isChecked()).resolves.toBe(true);
      expect((await preloaded(page)).some((path) => /\/assets\/add-ons-[\w-]+\.js$/.test(path))).toBe(true);
    } finally {
      await close();
    }
  });

  it('is never loaded by another product’s page', async () => {
    const { page, messages, scripts, close } = await open('/shop/products/Edge-Prints');
    try {
      await expect(page.getByRole('button', { name: 'Add to Cart' }).isVisible()).resolves.toBe(true);
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
      expect(scripts.filter((path) => /\/assets\/(add-ons|schemas)-[\w-]+\.js$/.test(path))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is drawn once its code is in, on the Album Revision page reached by a link', async () => {
    const { page, messages, close } = await open('/products/Album-Revision');
    try {
      await page
        .getByRole('link', { name: /Order Album Revision/ })
        .first()
        .click();
      await page.waitForURL(/\/shop\/products\/Album-Revision$/);
      // The panel's code may still be on its way when the address changes: it is drawn once it is in.
      await page.getByRole('form', { name: 'Order Album Revision' }).waitFor({ state: 'visible' });
      expect(messages).toEqual([]);
    } finally {
      await close();
    }
  });
});
