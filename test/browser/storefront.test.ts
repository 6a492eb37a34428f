/**
 * The storefront in Chromium against the local runtime: the home page shows every seeded album
 * with the From price of its catalog; every public page shows its own heading and
 * title, never the error page, and loads without a failed request or a console error; the shop's
 * key pages have no serious or critical accessibility violation (axe-core) once they show what
 * they load. The `/{name}` fallback shows a product's learn page; anything else unknown shows the
 * error page, with a way home.
 */
import type { Browser } from 'playwright-core';
import { z } from 'zod/mini';
import { fromPrice, publicAlbumSchema, urlNameOf } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { seriousViolations } from '../support/a11y';
import { brokenPictures, followAddress, launchBrowser, openPage, routeTo, type OpenedPage } from '../support/browser';
import { api, endpoints } from '../support/runtime';

/**
 * A sale page's offer once the promotions are read: that none runs, or a running sale's terms (the
 * promotions journey may run one at the same time).
 */
const saleOffer = /^No sale is running right now|, until /;

interface PublicPage {
  path: string;
  /** The page's h1. */
  heading: string | RegExp;
  /** What its document title starts with (the home page has the shop's full title). */
  title: string;
  /** Something else only this page shows. */
  shows?: string | RegExp;
  /**
   * A key page, checked with axe once the element this selector finds is there (what the page
   * loads is then on screen); other pages share its parts (navbar, footer, headers, forms).
   */
  axeOnceShown?: string;
}

const publicPages: PublicPage[] = [
  { path: '/', heading: /Your story/, title: 'Lumière Albums · Custom Photo Albums', axeOnceShown: '[data-testid="product-card"]' },
  {
    path: '/about',
    heading: 'A small studio for the photographs you love',
    title: 'About us',
    shows: 'It started with a shoebox',
    axeOnceShown: '[data-testid="carousel"]',
  },
  { path: '/About', heading: 'A small studio for the photographs you love', title: 'About us', shows: 'Why choose us' },
  { path: '/albums', heading: 'Our albums', title: 'Albums', shows: /with professional design included/ },
  { path: '/albums/select', heading: 'Choose your album', title: 'Choose your album', shows: 'Choose Press Book' },
  {
    path: '/albums/add-editing',
    heading: 'More pages, more polish',
    title: 'Pages & editing',
    shows: 'Black Label',
    axeOnceShown: '[data-testid="editing-dropdown"]',
  },
  { path: '/albums/Lux', heading: 'The Lux', title: 'The Lux album', shows: 'Covers', axeOnceShown: '[data-testid="learn-page"]' },
  { path: '/albums/Gallery', heading: 'The Gallery', title: 'The Gallery album' },
  { path: '/albums/Economy', heading: 'The Economy', title: 'The Economy album' },
  { path: '/albums/Press-Book', heading: 'The Press Book', title: 'The Press Book album' },
  { path: '/products/Edge-Prints', heading: 'Edge Prints', title: 'Edge Prints', shows: 'Finish options' },
  { path: '/Edge-Prints', heading: 'Edge Prints', title: 'Edge Prints', shows: 'Sizes & prices' },
  { path: '/wall-art', heading: 'Wall art', title: 'Wall art', shows: 'Coming Soon!', axeOnceShown: '[data-testid="coming-soon"]' },
  { path: '/learn-more', heading: 'Everything you need to know, before you begin', title: 'Learn more', shows: 'Compare our albums' },
  { path: '/thank-you', heading: 'Thank you!', title: 'Thank you' },
  {
    path: '/f-a-q',
    heading: 'Frequently asked questions',
    title: 'Frequently asked questions',
    shows: 'Can I cancel my order?',
    axeOnceShown: '[data-testid="accordion"]',
  },
  { path: '/terms-and-conditions/album-design', heading: 'Album design terms', title: 'Album design terms', shows: 'Revisions' },
  { path: '/cancellation-policy', heading: 'Cancellation policy', title: 'Cancellation policy', shows: /7-10 business days or more/ },
  { path: '/privacy-policy', heading: 'Privacy policy', title: 'Privacy policy', shows: 'What we collect' },
  { path: '/sale/pre-launch-special', heading: 'Be among the first to hold one', title: 'Pre-launch special', shows: saleOffer },
  { path: '/sale/capture-memories', heading: 'Your photographs deserve more than a camera roll', title: 'Capture memories', shows: saleOffer },
  { path: '/Pre-Launch-Special', heading: /on the list!/, title: 'You are on the list', shows: /you both get a free month/ },
  { path: '/Pre-Launch-Special/share', heading: 'Share the news', title: 'Share the pre-launch', shows: 'Copy link' },
  { path: '/shop/albums/Lux', heading: 'Lux', title: 'Order the Lux album', shows: 'Add to Cart', axeOnceShown: '[data-testid="album-order"]' },
];

let browser: Browser;
// One loaded shop, opened on the home page and then taken from page to page as the shopper's
// clicks would (the router follows the address): a full load per page would mostly measure the
// browser starting the app again, which the journeys that open these pages directly, and the
// unknown addresses below, already do.
let shop: OpenedPage;
beforeAll(async () => {
  browser = await launchBrowser();
  shop = await openPage(browser, endpoints().web + '/');
});
afterAll(async () => {
  await shop?.close();
  await browser?.close();
});

describe('the home page, as loaded', () => {
  it('shows the four albums, each with the From price of its cheapest option', async () => {
    const listed = await api('GET', '/albums/all-Albums');
    expect(listed.status).toBe(200);
    // Other suites add albums through the admin pages while this runs: the seeded four are checked.
    const seeded = ['Economy', 'Gallery', 'Lux', 'Press Book'];
    const albums = z
      .array(publicAlbumSchema)
      .parse(listed.body)
      .filter((a) => seeded.includes(a.albumName));
    expect(albums.map((a) => a.albumName).sort()).toEqual(seeded);

    const { page, consoleErrors, failedRequests } = shop;
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    for (const album of albums) {
      const card = page.locator(`[data-testid="product-card"][data-name="${album.albumName}"]`);
      await expect(card.getByRole('heading').textContent()).resolves.toBe(album.albumName);
      await expect(card.getByTestId('from-price').textContent()).resolves.toBe(`From ${formatCents(fromPrice(album)!)}`);
      const urlName = urlNameOf(album.albumName);
      await expect(card.getByRole('link', { name: /^Learn more/ }).getAttribute('href')).resolves.toBe(`/albums/${urlName}`);
      await expect(card.getByRole('link', { name: /^Order/ }).getAttribute('href')).resolves.toBe(`/shop/albums/${urlName}`);
      await expect(card.locator('img').getAttribute('alt')).resolves.toBeTruthy();
    }

    // The lazy pictures further down too: none of them, nor anything else, may fail (checked
    // together, so that a broken picture comes with the request that failed it).
    const broken = await brokenPictures(page);
    expect({ broken, failedRequests, consoleErrors }).toEqual({ broken: [], failedRequests: [], consoleErrors: [] });
  });
});

describe('the storefront pages', () => {
  it.each(publicPages)('$path shows its own page', async ({ path, heading, title, shows, axeOnceShown }) => {
    const { page, consoleErrors, failedRequests } = shop;
    const [errorsBefore, failuresBefore] = [consoleErrors.length, failedRequests.length];
    await routeTo(page, path);
    const h1 = page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' });
    await h1.waitFor();
    if (typeof heading === 'string') await expect(h1.textContent()).resolves.toBe(heading);
    else await expect(h1.textContent()).resolves.toMatch(heading);
    if (shows) await page.getByText(shows).first().waitFor();
    await page.waitForFunction((start) => document.title.startsWith(start), title);
    await expect(page.getByTestId('error-page').count()).resolves.toBe(0);
    await expect(page.getByText(messages.errorPage).count()).resolves.toBe(0);

    // The pictures below the fold load lazily: load them too, none may fail.
    const broken = await brokenPictures(page);
    expect({ broken, failedRequests: failedRequests.slice(failuresBefore), consoleErrors: consoleErrors.slice(errorsBefore) }).toEqual({
      broken: [],
      failedRequests: [],
      consoleErrors: [],
    });

    if (axeOnceShown) {
      await page.locator(axeOnceShown).first().waitFor();
      // The navbar's menus come from the catalog: in place too.
      await page.locator('nav a[href="/albums/Lux"]').first().waitFor({ state: 'attached' });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('links the share page to the refer-a-friend form', async () => {
    const { page } = shop;
    await routeTo(page, '/Pre-Launch-Special/share');
    await expect(page.getByRole('link', { name: 'refer-a-friend form' }).getAttribute('href')).resolves.toBe('/Pre-Launch-Special/refer-a-friend');
  });

  // An unknown address loaded afresh is prerendered.test.ts's (the error page rendered where the
  // site has no page of its own); here each is followed from a page the shop has.
  it.each(['/no-such-page/here', '/NoSuchProduct', '/albums/NoSuchAlbum', '/products/NoSuchProduct'])(
    '%s shows the error page with a way home',
    async (path) => {
      const { page } = shop;
      await routeTo(page, '/about');
      await page.getByRole('heading', { level: 1, name: 'A small studio for the photographs you love' }).waitFor();
      const since = await followAddress(page, path);
      const h1 = page.getByRole('heading', { level: 1, name: messages.errorPage });
      await h1.waitFor();
      await expect(page.title()).resolves.toMatch(/^Page not found/);
      // A catalog 404 is not asked again: the error page shows at once.
      const asked = await page.evaluate(
        ({ api, since }) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= since && e.name.startsWith(api))
            .map((e) => e.name),
        { api: endpoints().api, since },
      );
      expect(asked).toEqual([...new Set(asked)]);
      await page.getByRole('button', { name: 'Go to Home page' }).click();
      await page.getByRole('heading', { level: 1, name: /Your story/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );
});
