/**
 * The home page in Chromium against the local runtime: every album the API lists is on a card
 * with its From price from the catalog, and an unknown address shows the generic error page.
 */
import type { Browser } from 'playwright-core';
import { z } from 'zod/mini';
import { publicAlbumSchema, fromPrice, urlNameOf } from '../../shared/catalog';
import { messages } from '../../shared/messages';
import { formatCents } from '../../shared/money';
import { brokenPictures, launchBrowser, openPage } from '../support/browser';
import { api, endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the home page', () => {
  it('shows the four albums, each with the From price of its cheapest option', async () => {
    const listed = await api('GET', '/albums/all-Albums');
    expect(listed.status).toBe(200);
    // Other suites add albums through the admin pages while this runs: the seeded four are checked.
    const seeded = ['Economy', 'Gallery', 'Lux', 'Press Book'];
    const albums = z.array(publicAlbumSchema).parse(listed.body).filter((a) => seeded.includes(a.albumName));
    expect(albums.map((a) => a.albumName).sort()).toEqual(seeded);

    const { page, consoleErrors, failedRequests, close } = await openPage(browser, endpoints().web + '/');
    try {
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor();

      for (const album of albums) {
        const card = page.locator(`[data-testid="product-card"][data-name="${album.albumName}"]`);
        await expect(card.getByRole('heading').textContent()).resolves.toBe(album.albumName);
        await expect(card.getByTestId('from-price').textContent()).resolves.toBe(
          `From ${formatCents(fromPrice(album)!)}`,
        );
        const urlName = urlNameOf(album.albumName);
        await expect(card.getByRole('link', { name: /^Learn more/ }).getAttribute('href')).resolves.toBe(
          `/albums/${urlName}`,
        );
        await expect(card.getByRole('link', { name: /^Order/ }).getAttribute('href')).resolves.toBe(
          `/shop/albums/${urlName}`,
        );
        await expect(card.locator('img').getAttribute('alt')).resolves.toBeTruthy();
      }

      // The lazy pictures further down too: none of them, nor anything else, may fail.
      await expect(brokenPictures(page)).resolves.toEqual([]);
      expect(failedRequests).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the error page for an address the shop does not have, with a way home', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/no/such/page');
    try {
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(messages.errorPage);
      await page.getByRole('button', { name: 'Go to Home page' }).click();
      await page.getByTestId('product-card').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await close();
    }
  });
});
