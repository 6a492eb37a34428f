/**
 * The navbar in Chromium: the Albums dropdown opens on hover and closes 300 ms
 * after the pointer leaves (timed on Playwright's clock), works from the keyboard, below 1001 px
 * the menus live behind a Menu button, and a signed-in shopper is greeted by name with a Sign Out
 * button.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, pauseClock, routeTo, settled, type OpenedPage } from '../support/browser';
import { signIn } from '../support/identity';
import { endpoints } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const albumsButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Albums' });
/** The panel is the element the button's aria-controls names. */
async function panelOf(page: Page) {
  const id = await albumsButton(page).getAttribute('aria-controls');
  if (!id) throw new Error('The Albums button controls no panel');
  return page.locator(`[id="${id}"]`);
}

describe('the Albums dropdown', () => {
  // One loaded shop for the three (its clock installed for the first), taken back to /about by
  // the router before each, which renders the page afresh; the navbar stays, as it does for a shopper.
  let about: OpenedPage;
  beforeAll(async () => {
    about = await openPage(browser, endpoints().web + '/about', { clock: true });
  });
  afterAll(() => about?.close());
  /** The shop on /about, its Albums button and the panel it opens, with the links in place (they come from the catalog). */
  async function onAbout() {
    const { page } = about;
    await routeTo(page, '/about');
    await page.getByRole('heading', { level: 1, name: 'A small studio for the photographs you love' }).waitFor();
    const panel = await panelOf(page);
    await panel.locator('a[href="/albums/Lux"]').waitFor({ state: 'attached' });
    return { page, button: albumsButton(page), panel };
  }

  it('opens on hover and closes 300 ms after the pointer leaves', async () => {
    const { page, button, panel } = await onAbout();
    await expect(panel.isVisible()).resolves.toBe(false);

    await button.hover();
    await panel.waitFor({ state: 'visible' });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // Crossing from the button into the panel keeps it open.
    await panel.getByRole('link', { name: /Order Lux/ }).hover();
    await expect(panel.isVisible()).resolves.toBe(true);

    // From here the page's time moves only when the test moves it, until the end of this check.
    await pauseClock(page);
    try {
      await page.mouse.move(5, 700);
      await page.clock.runFor(299);
      await settled(page);
      await expect(panel.isVisible()).resolves.toBe(true);
      await page.clock.runFor(1);
      await panel.waitFor({ state: 'hidden' });
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    } finally {
      await page.clock.resume();
    }
  });

  it('closes when focus leaves it', async () => {
    const { page, button, panel } = await onAbout();
    await button.focus();
    await page.keyboard.press('Space');
    await panel.waitFor({ state: 'visible' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).focus();
    await panel.waitFor({ state: 'hidden' });
  });

  it('opens from the keyboard, moves through its links, and Escape returns focus to the button', async () => {
    const { page, button, panel } = await onAbout();
    await button.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect(button.evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);

    await page.keyboard.press('ArrowDown');
    await panel.waitFor({ state: 'visible' });
    const focusedName = () => page.evaluate(() => (globalThis as any).document.activeElement?.textContent as string);
    await expect(focusedName()).resolves.toBe('Learn about Lux');
    await page.keyboard.press('ArrowDown');
    await expect(focusedName()).resolves.toBe('Order Lux');

    await page.keyboard.press('Enter');
    await page.waitForURL('**/shop/albums/Lux');
  });
});

describe('the mobile menu', () => {
  it('at 800 px folds the menus behind a Menu button that opens them and navigates', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/', { viewport: { width: 800, height: 900 } });
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.waitFor();
      await expect(nav.isVisible()).resolves.toBe(false);

      await toggle.click();
      await nav.waitFor({ state: 'visible' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      for (const name of ['Albums', 'Wall Art']) await expect(nav.getByRole('button', { name }).isVisible()).resolves.toBe(true);
      for (const name of ['About', 'Login']) await expect(nav.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);

      // Escape closes it and leaves focus on the Menu button.
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      await expect(toggle.evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);

      await toggle.click();
      await nav.getByRole('button', { name: 'Albums' }).click();
      await nav.getByRole('link', { name: /Learn about Gallery/ }).click();
      await page.getByRole('heading', { level: 1, name: 'The Gallery' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/albums/Gallery');
      // Navigating closes the menu.
      await expect(nav.isVisible()).resolves.toBe(false);
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    } finally {
      await close();
    }
  });
});

describe('the account links', () => {
  it('greet a signed-in shopper by first name, and Sign Out returns to Login', async () => {
    // Signed in on /login, the greeting comes the same way: test/browser/signed-in.test.ts.
    const { page, close } = await openSignedIn(browser, await signIn('client@shop.test'), '/');
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByText('Welcome, Clara!').waitFor({ timeout: 15000 });
      await expect(nav.getByRole('link', { name: 'Login', exact: true }).count()).resolves.toBe(0);
      await nav.getByRole('button', { name: 'Sign Out' }).click();
      await nav.getByRole('link', { name: 'Login', exact: true }).waitFor();
      await expect(nav.getByText(/Welcome,/).count()).resolves.toBe(0);
      // The navbar shows Login as soon as the session has ended; the way home follows it.
      await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 });
    } finally {
      await close();
    }
  });
});
