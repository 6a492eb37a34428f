/**
 * The instant album draft in Chromium against the local runtime: a customer has paid for a Lux
 * album and sent photos to it (real JPEGs with their thumbnails, through the upload routes as the
 * uploader sends them). From My Orders they open "See a draft of your album", the draft is laid
 * out from the thumbnails, they swap two photos by keyboard (Space, an arrow, Space), each step
 * announced with the photos' names and spread numbers, swap them back with the mouse (the page's
 * own pointer handler: the place under the pointer marked, the steps announced alike), cancel a
 * mouse drag with Escape, click a photo without moving it, write a note for a spread, see it
 * saved, and after a reload find the last swap and the note kept; then, on a touch screen, a swipe
 * over the photos scrolls the page and a finger held on a photo drags it. The page is checked with
 * axe on the way.
 */
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/a11y';
import { scenePhotos, sendLinePhotos } from '../support/album-photos';
import { launchBrowser } from '../support/browser';
import { newCustomer } from '../support/identity';
import { paidAlbumAndPrint } from '../support/payments';
import { api } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { password } from './checkout-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of the photos on spread `number`, in the order of their frames. */
const photosOn = (page: Page, number: number) =>
  page
    .locator(`[data-testid="draft-spread"][data-number="${number}"]`)
    .getByTestId('draft-photo')
    .evaluateAll((frames) => frames.map((f) => (f as HTMLElement).dataset.name));

/**
 * What was last said to a screen reader of a drag, once it says something matching `text`: by
 * dnd-kit's live region for the keyboard's moves, by the page's own for a pointer's.
 */
async function announced(page: Page, text: RegExp, by: 'keyboard' | 'pointer' = 'keyboard'): Promise<string> {
  const region = page.locator(by === 'keyboard' ? '[id^="DndLiveRegion"]' : '[data-testid="draft-drag-announcement"]');
  // The region is visually hidden (it is for screen readers): present, not visible.
  await region.filter({ hasText: text }).waitFor({ state: 'attached', timeout: 10_000 });
  return (await region.textContent()) ?? '';
}

describe('the instant album draft', () => {
  it('is laid out from the photos sent, swaps two photos by keyboard and back with the mouse, keeps a note, and keeps both after a reload', async () => {
    const person = await newCustomer('Ada', password);
    const { orderId } = await paidAlbumAndPrint(person);
    const order = (await api('GET', `/orders/${person.sub}/${orderId}`, { token: person.idToken })).body as { albums: { _id: string }[] };
    const lineId = order.albums[0]!._id;
    const { page, close } = await openSignedIn(browser, person, `/${person.sub}/orders?orderId=${orderId}`);
    try {
      const photos = await scenePhotos(page, 9);
      await sendLinePhotos((method, path, body) => api(method, path, { token: person.idToken, body }), person.sub, orderId, lineId, photos);

      // My Orders offers the draft on the album line, once it has photos.
      await page.reload();
      const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
      const link = card.locator('[data-testid="order-item"][data-name="Lux"]').getByRole('link', { name: 'See a draft of your album' });
      await link.click({ timeout: 60_000 });
      await page.waitForURL(`**/${person.sub}/${orderId}/draft/${lineId}`);

      // The draft appears, laid out from the thumbnails: every photo placed once.
      await page.getByTestId('draft-spread').first().waitFor({ timeout: 60_000 });
      // The first spreads are drawn first and the rest just after: every photo's frame is read once all are.
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="draft-photo"]').length >= n, photos.length, { timeout: 60_000 });
      const placed = await page.getByTestId('draft-photo').evaluateAll((frames) => frames.map((f) => (f as HTMLElement).dataset.name));
      expect([...placed].sort()).toEqual(photos.map((p) => p.fileName).sort());
      expect(await page.getByTestId('draft-left-out').textContent()).toBe('Every photo is in the draft.');
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // The first spread with two photos or more: its first two swap by keyboard.
      const numbers = await page
        .getByTestId('draft-spread')
        .evaluateAll((spreads) =>
          spreads.filter((s) => s.querySelectorAll('[data-testid="draft-photo"]').length >= 2).map((s) => Number((s as HTMLElement).dataset.number)),
        );
      const number = numbers[0]!;
      const before = await photosOn(page, number);
      const [first, second] = before as [string, string];
      await page.getByRole('button', { name: new RegExp(`^${first.replace('.', '\\.')}, on spread ${number}`) }).focus();
      await page.keyboard.press('Space');
      expect(await announced(page, /^Picked up/)).toBe(`Picked up ${first}, on spread ${number}.`);
      await page.keyboard.press('ArrowRight');
      expect(await announced(page, /is over/)).toBe(`${first} is over ${second}, on spread ${number}.`);
      await page.keyboard.press('Space');
      expect(await announced(page, /swapped/)).toBe(`${first} and ${second} swapped: ${first} is now on spread ${number}, ${second} on spread ${number}.`);
      const after = await photosOn(page, number);
      expect(after.slice(0, 2)).toEqual([second, first]);
      expect(after.slice(2)).toEqual(before.slice(2));

      // With the mouse: the same two dragged back, the photo under the pointer found from the spread's frames.
      const frameOf = (name: string) => page.locator(`[data-testid="draft-spread"][data-number="${number}"] [data-testid="draft-photo"][data-name="${name}"]`);
      const centre = async (name: string) => {
        const box = (await frameOf(name).boundingBox())!;
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const dragWithMouse = async (name: string, onto: string) => {
        const from = await centre(name);
        const to = await centre(onto);
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + ((to.x - from.x) * step) / 10, from.y + ((to.y - from.y) * step) / 10);
        expect(await announced(page, new RegExp(`^${escaped(name)} is over ${escaped(onto)}`), 'pointer')).toBe(
          `${name} is over ${onto}, on spread ${number}.`,
        );
        // The photo under the pointer is marked, and the one dragged is dimmed in its place.
        expect(
          await page.locator('[data-testid="draft-photo"][data-over]').evaluateAll((frames) => frames.map((f) => (f as HTMLElement).dataset.name)),
        ).toEqual([onto]);
        expect(await frameOf(name).locator('[data-dragging]').count()).toBe(1);
      };
      await dragWithMouse(first, second);
      await page.mouse.up();
      expect(await announced(page, /swapped/, 'pointer')).toBe(
        `${first} and ${second} swapped: ${first} is now on spread ${number}, ${second} on spread ${number}.`,
      );
      expect(await photosOn(page, number)).toEqual(before);
      expect(await page.locator('[data-over], [data-dragging], .album-draft__dragged').count()).toBe(0);

      // Escape cancels a mouse drag: nothing changes, and letting go of the button afterwards drops nothing.
      await dragWithMouse(second, first);
      await page.keyboard.press('Escape');
      expect(await announced(page, /cancelled/, 'pointer')).toBe(`Moving ${second} was cancelled; it stays on spread ${number}.`);
      await page.mouse.up();
      expect(await photosOn(page, number)).toEqual(before);
      expect(await page.locator('[data-over], [data-dragging], .album-draft__dragged').count()).toBe(0);

      // A click on a photo (no move) picks nothing up: the photo is focused, as a button is.
      const clicked = await centre(first);
      await page.mouse.click(clicked.x, clicked.y);
      expect(await page.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-testid="draft-photo"]')?.dataset.name)).toBe(first);
      expect(await page.getByTestId('draft-drag-announcement').textContent()).toBe(`Moving ${second} was cancelled; it stays on spread ${number}.`);
      expect(await photosOn(page, number)).toEqual(before);

      // A note for the designer on the last spread.
      const last = await page.getByTestId('draft-spread').count();
      await page.getByRole('textbox', { name: `Note for the designer (spread ${last})` }).fill('The sunset photos here, please');
      await page
        .getByTestId('draft-save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor({ timeout: 20_000 });

      // After a reload the stored draft is shown as stored.
      await page.reload();
      await page.getByTestId('draft-spread').first().waitFor({ timeout: 60_000 });
      expect(await photosOn(page, number)).toEqual(before);
      expect(await page.getByRole('textbox', { name: `Note for the designer (spread ${last})` }).inputValue()).toBe('The sunset photos here, please');
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // On a phone-sized touch screen: a swipe over the photos scrolls the page (no photo picked up),
      // and a finger held still on a photo picks it up and drags it onto another, which swaps them.
      const phone = await openSignedIn(browser, person, `/${person.sub}/${orderId}/draft/${lineId}`, {
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      try {
        const touchPage = phone.page;
        await touchPage.waitForFunction((n) => document.querySelectorAll('[data-testid="draft-photo"]').length >= n, photos.length, { timeout: 60_000 });
        const cdp = await touchPage.context().newCDPSession(touchPage);
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
        const frameOn = (name: string) =>
          touchPage.locator(`[data-testid="draft-spread"][data-number="${number}"] [data-testid="draft-photo"][data-name="${name}"]`);
        // The spread in the middle of the window, away from the edges where a drag scrolls it.
        const toMiddle = () => frameOn(first).evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
        await toMiddle();
        const swipeFrom = (await frameOn(first).boundingBox())!;
        const scrolledBefore = await touchPage.evaluate(() => window.scrollY);
        const sx = swipeFrom.x + swipeFrom.width / 2;
        const sy = swipeFrom.y + swipeFrom.height / 2;
        await touch('touchStart', sx, sy);
        for (let step = 1; step <= 10; step++) await touch('touchMove', sx, sy - step * 15);
        await touch('touchEnd', sx, sy - 150);
        await touchPage.waitForFunction((y) => window.scrollY > y, scrolledBefore, { timeout: 10_000 });
        expect(await touchPage.getByTestId('draft-drag-announcement').textContent()).toBe('');
        // The swipe's fling runs out first (a touch that starts during a fling only stops it).
        await touchPage.evaluate(
          () =>
            new Promise<void>((resolve) => {
              let last = -1;
              let still = 0;
              const frame = () => {
                still = window.scrollY === last ? still + 1 : 0;
                last = window.scrollY;
                if (still >= 10) resolve();
                else requestAnimationFrame(frame);
              };
              requestAnimationFrame(frame);
            }),
        );

        // Held still, then moved onto the other photo and lifted.
        await toMiddle();
        const held = (await frameOn(first).boundingBox())!;
        const onto = (await frameOn(second).boundingBox())!;
        const hx = held.x + held.width / 2;
        const hy = held.y + held.height / 2;
        await touch('touchStart', hx, hy);
        expect(await announced(touchPage, /^Picked up/, 'pointer')).toBe(`Picked up ${first}, on spread ${number}.`);
        const scrolledHeld = await touchPage.evaluate(() => window.scrollY);
        const tx = onto.x + onto.width / 2;
        const ty = onto.y + onto.height / 2;
        for (let step = 1; step <= 10; step++) await touch('touchMove', hx + ((tx - hx) * step) / 10, hy + ((ty - hy) * step) / 10);
        expect(await announced(touchPage, /is over/, 'pointer')).toBe(`${first} is over ${second}, on spread ${number}.`);
        await touch('touchEnd', tx, ty);
        expect(await announced(touchPage, /swapped/, 'pointer')).toBe(
          `${first} and ${second} swapped: ${first} is now on spread ${number}, ${second} on spread ${number}.`,
        );
        // The finger's drag did not scroll the page under it (the photos are well inside the window).
        expect(await touchPage.evaluate(() => window.scrollY)).toBe(scrolledHeld);
        expect(await photosOn(touchPage, number)).toEqual([second, first, ...before.slice(2)]);
        await expect(seriousViolations(touchPage)).resolves.toEqual([]);
      } finally {
        await phone.close();
      }
    } finally {
      await close();
    }
  }, 300_000);
});
