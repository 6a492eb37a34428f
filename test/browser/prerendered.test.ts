/**
 * The prerendered storefront in Chromium: React takes the page over where it stands (hydration,
 * not a fresh render: the prerendered nodes stay), without a hydration warning, also for a
 * shopper whose browser holds a guest cart and asks for less motion, which the prerender could
 * not know; and a page with no prerendered HTML of its own (the error page) is rendered afresh.
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { seedProducts } from '../../infra/seed/catalog';
import { resolveCartItem } from '../../shared/cart';
import { publicProductSchema } from '../../shared/catalog';
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

async function visit(path: string, options: BrowserContextOptions & { guestCart?: boolean } = {}) {
  const { guestCart, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  await page.addInitScript(watchRoot);
  if (guestCart) await page.addInitScript((cart) => localStorage.setItem('guestCart', cart), JSON.stringify([twoEdgePrints()]));
  await page.goto(endpoints().web + path);
  // The account area says Login once the app is live (the prerender leaves it waiting).
  await page.getByRole('link', { name: 'Login' }).waitFor();
  return { page, messages, close: () => context.close() };
}

/** A guest cart line as the product page would have stored it. */
function twoEdgePrints() {
  const product = publicProductSchema.parse(seedProducts.find((p) => p.productName === 'Edge Prints'));
  const size = product.productOptions[0]!.size;
  const cover = product.coverOptions[0];
  return resolveCartItem(
    product,
    { kind: 'product', productName: product.productName, size, coverType: cover?.coverType, coverName: cover?.coverName, quantity: 2 },
    'line-1',
  );
}

describe('a prerendered page', () => {
  it.each(['/', '/products/Edge-Prints', '/shop/albums/Lux', '/albums/Lux', '/f-a-q', '/about'])(
    'hydrates %s without a warning, keeping the prerendered page',
    async (path) => {
      const { page, messages, close } = await visit(path);
      try {
        await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
        expect(messages).toEqual([]);
        expect(await rootRemovals(page)).toBe(0);
      } finally {
        await close();
      }
    },
  );

  it('hydrates for a shopper with a guest cart who asks for less motion, then shows what their browser knows', async () => {
    const { page, messages, close } = await visit('/products/Edge-Prints', { reducedMotion: 'reduce', guestCart: true });
    try {
      expect(messages).toEqual([]);
      expect(await rootRemovals(page)).toBe(0);
      // What the prerender could not know shows once the page is live.
      await page.getByRole('button', { name: 'Play slideshow' }).first().waitFor();
      await expect(page.getByTestId('cart-count').textContent()).resolves.toBe('2');
    } finally {
      await close();
    }
  });

  it.each([
    // A phone's width: the hero's 800-pixel WebP, which the preload in the head names too.
    ['/', '/art/home/hero-800.webp'],
    ['/shop/albums/Lux', '/art/albums/lux/open.svg'],
  ])('draws %s from its HTML: no stylesheet request, and no app code asked for before its main picture has come', async (path, picture) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const requests: { url: string; at: number }[] = [];
    const finished = new Map<string, number>();
    page.on('request', (request) => requests.push({ url: new URL(request.url()).pathname, at: Date.now() }));
    page.on('requestfinished', (request) => finished.set(new URL(request.url()).pathname, Date.now()));
    try {
      await page.goto(endpoints().web + path);
      await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
      expect(requests.filter((r) => r.url.endsWith('.css'))).toEqual([]);
      // The entry itself is the one script asked for with the page; the app's chunks wait for the picture.
      const pictureDone = finished.get(picture);
      expect(pictureDone).toBeDefined();
      const appScripts = requests.filter((r) => r.url.startsWith('/assets/') && r.url.endsWith('.js')).slice(1);
      expect(appScripts.length).toBeGreaterThan(3);
      for (const script of appScripts) expect(script.at).toBeGreaterThanOrEqual(pictureDone!);
      // Styled from the first paint: the inlined sheets are in force (the site header sticks to the top).
      await expect(page.locator('.site-header').evaluate((el) => getComputedStyle(el).position)).resolves.toBe('sticky');
    } finally {
      await context.close();
    }
  });

  it('holds back an order form sent before the app is live, rather than let the browser reload the page with the choices', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      // The app never starts here: its code does not arrive.
      await page.route('**/assets/start-*.js', (route) => route.abort());
      await page.goto(endpoints().web + '/shop/albums/Lux');
      await page.getByTestId('add-to-cart').click();
      await page.locator('html[data-app="failed"]').waitFor({ state: 'attached' });
      expect(new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe('/shop/albums/Lux');
    } finally {
      await context.close();
    }
  });

  // The site has no page for the first; the second is the album page's, which asks the catalog
  // for an album it does not have and must then show the error page, not wait or try again.
  it.each(['/no/such/page', '/albums/NoSuchAlbum'])('is rendered afresh where it has no page of its own: %s shows the error page', async (path) => {
    const { page, messages, close } = await visit(path);
    try {
      await page.getByTestId('error-page').waitFor();
      await expect(page.title()).resolves.toMatch(/^Page not found/);
      // The 404 the server answered is the only complaint.
      expect(messages.filter((m) => !/404/.test(m))).toEqual([]);
    } finally {
      await close();
    }
  });
});
