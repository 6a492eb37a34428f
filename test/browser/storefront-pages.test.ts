/**
 * What the storefront pages do, in Chromium against the local runtime: the add-editing total
 * follows the shopper's choices, the FAQ accordion opens a question, a learn page's Order button
 * joins it once the details are near, and the carousels move on by themselves (on Playwright's
 * clock: the test moves time on rather than waiting for it).
 */
import type { Browser, Page } from 'playwright-core';
import { addEditing, addEditingTotal } from '../../shared/catalog';
import { formatCents } from '../../shared/money';
import { brokenPictures, launchBrowser, openPage, pauseClock, routeTo, settled, type OpenedPage } from '../support/browser';
import { endpoints } from '../support/runtime';

let browser: Browser;
// One loaded shop for the checks that need nothing of their own (a clock, a reader's setting),
// taken to each page by the router, which renders the page afresh, as a shopper's click would.
let shop: OpenedPage;
beforeAll(async () => {
  browser = await launchBrowser();
  shop = await openPage(browser, endpoints().web + '/albums/add-editing');
});
afterAll(async () => {
  await shop?.close();
  await browser?.close();
});

/** The shared shop, showing `path`. */
async function show(path: string): Promise<Page> {
  await routeTo(shop.page, path);
  return shop.page;
}

describe('the add-editing page', () => {
  it('works out the total as pages and an editing tier are chosen', async () => {
    const page = await show('/albums/add-editing');
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
  });

  it('offers one or two Album Revisions from the Editing dropdown, with catalog prices', async () => {
    const page = await show('/albums/add-editing');
    const dropdown = page.getByTestId('editing-dropdown');
    await dropdown.getByRole('button', { name: 'Editing' }).click();
    await dropdown.getByText('Requires an album purchase.').waitFor();
    const options = dropdown.getByRole('link', { name: /^\d revisions?/ });
    await expect(options.allTextContents()).resolves.toEqual(['1 revision$149', '2 revisions$298']);
    await expect(options.first().getAttribute('href')).resolves.toBe('/shop/products/Album-Revision?revisions=1');
  });
});

describe('the FAQ', () => {
  it('has six questions, each a button that opens its answer', async () => {
    const page = await show('/f-a-q');
    const questions = page.getByTestId('accordion').getByRole('button');
    await questions.first().waitFor();
    await expect(questions.count()).resolves.toBe(6);
    for (const question of await questions.all()) await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');

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
  });
});

describe('an album learn page', () => {
  it('shows its Order button once the details section is within 350 px of the top', async () => {
    const page = await show('/albums/Lux');
    const details = page.getByTestId('learn-details');
    await details.waitFor();
    await settled(page);
    const orderBar = page.getByTestId('order-bar');
    await expect(orderBar.count()).resolves.toBe(0);

    const top = async () => (await details.boundingBox())!.y;
    /** Scrolls, and resolves once the page has handled that scroll and rendered what it changed. */
    const scrollBy = async (dy: number) => {
      await page.evaluate(
        (by) =>
          new Promise<void>((resolve) => {
            // Added after the page's own listener, so called after it.
            addEventListener('scroll', () => resolve(), { once: true });
            window.scrollBy({ top: by, behavior: 'instant' });
          }),
        dy,
      );
      await settled(page);
    };
    // Scroll until the details' top sits at 500 px from the top of the window: not near enough yet.
    await scrollBy((await top()) - 500);
    expect(Math.round(await top())).toBe(500);
    await expect(orderBar.count()).resolves.toBe(0);

    // 360 px: still not; 350 px: there it is.
    await scrollBy(140);
    await expect(orderBar.count()).resolves.toBe(0);
    await scrollBy(10);
    await orderBar.waitFor();
    expect(Math.round(await top())).toBe(350);
    await expect(orderBar.getByRole('link', { name: 'Order Lux' }).getAttribute('href')).resolves.toBe('/shop/albums/Lux');
  });
});

describe('the carousels', () => {
  // The home page's pictures and album covers turn every 4 s, product covers every 3 s; the About page's clips every 6 s.
  it.each([
    ['/', 4000],
    ['/albums/Lux', 4000],
    ['/products/Edge-Prints', 3000],
    ['/about', 6000],
  ])('on %s move on every %i ms, and hold while the pointer rests on them', async (path, interval) => {
    const { page, close } = await openPage(browser, endpoints().web + path, { clock: true });
    try {
      const carousel = page.getByTestId('carousel');
      const showing = (index: number) => page.locator(`[data-testid="carousel"][data-active-index="${index}"]`).waitFor();
      await carousel.waitFor();
      const count = await carousel.locator('[aria-roledescription="slide"]').count();
      expect(count).toBeGreaterThanOrEqual(2);
      // Stopping the clock a minute on lets the turn under way happen; the next starts from there.
      await pauseClock(page);
      await showing(1);
      await settled(page);

      // Two more turns, each exactly `interval` after the one before, wrapping round at the end.
      let current = 1;
      for (let turn = 0; turn < 2; turn++) {
        await page.clock.runFor(interval - 1);
        await settled(page);
        await expect(carousel.getAttribute('data-active-index')).resolves.toBe(String(current));
        await page.clock.runFor(1);
        current = (current + 1) % count;
        await showing(current);
        await settled(page);
      }

      await carousel.hover();
      await page.clock.runFor(3 * interval);
      await settled(page);
      await expect(carousel.getAttribute('data-active-index')).resolves.toBe(String(current));
    } finally {
      await close();
    }
  });

  /** What each clip shows now: its picture over its set. */
  const clipsShown = (page: Page) =>
    page
      .getByTestId('carousel')
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) =>
        slides.map((slide) =>
          Array.from(slide.querySelectorAll('img'))
            .map((img) => new URL(img.src).pathname)
            .join(' over '),
        ),
      );

  it("plays the About page's clips over their sets, and stills them when the slideshow is paused", async () => {
    const page = await show('/about');
    await page.getByRole('button', { name: 'Pause slideshow' }).waitFor();
    const clips = [1, 2, 3].map((n) => `/art/about/clip-${n}`);
    await expect(clipsShown(page)).resolves.toEqual(clips.map((c) => `${c}-set.svg over ${c}.svg`));
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(clipsShown(page)).resolves.toEqual(clips.map((c) => `${c}-set.svg over ${c}-still.svg`));
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await expect(clipsShown(page)).resolves.toEqual(clips.map((c) => `${c}-set.svg over ${c}.svg`));
    // The action is drawn on a layer of its own, so its set is not drawn again with each of its frames.
    await expect(
      page
        .locator('.carousel__action')
        .first()
        .evaluate((img) => getComputedStyle(img).willChange),
    ).resolves.toBe('transform');
    await expect(brokenPictures(page)).resolves.toEqual([]);
  });

  it("shows the About page's clips still to a reader who asks for less motion", async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/about', { reducedMotion: 'reduce' });
    try {
      await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
      await expect(clipsShown(page)).resolves.toEqual([1, 2, 3].map((n) => `/art/about/clip-${n}-set.svg over /art/about/clip-${n}-still.svg`));
    } finally {
      await close();
    }
  });
});
