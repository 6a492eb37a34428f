/**
 * The instant album draft in Chromium against the local runtime: a customer has paid for a Lux
 * album and sent photos to it (real JPEGs with their thumbnails, through the upload routes as the
 * uploader sends them). From My Orders they open "See a draft of your album", the draft is laid
 * out from the thumbnails, they swap two photos by keyboard (Space, an arrow, Space), each step
 * announced with the photos' names and spread numbers, swap them back with the mouse, write a note
 * for a spread, see it saved, and after a reload find the last swap and the note kept. The page is checked with axe on the way.
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

/** The names of the photos on spread `number`, in the order of their frames. */
const photosOn = (page: Page, number: number) =>
  page
    .locator(`[data-testid="draft-spread"][data-number="${number}"]`)
    .getByTestId('draft-photo')
    .evaluateAll((frames) => frames.map((f) => (f as HTMLElement).dataset.name));

/** What dnd-kit's live region last said to a screen reader, once it says something matching `text`. */
async function announced(page: Page, text: RegExp): Promise<string> {
  const region = page.locator('[id^="DndLiveRegion"]');
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
      const from = (await frameOf(first).boundingBox())!;
      const onto = (await frameOf(second).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) {
        await page.mouse.move(from.x + from.width / 2 + ((onto.x - from.x) * step) / 10, from.y + from.height / 2 + ((onto.y - from.y) * step) / 10);
      }
      expect(await announced(page, new RegExp(`^${first.replace('.', '\\.')} is over ${second.replace('.', '\\.')}`))).toBe(
        `${first} is over ${second}, on spread ${number}.`,
      );
      await page.mouse.up();
      expect(await announced(page, /swapped/)).toBe(`${first} and ${second} swapped: ${first} is now on spread ${number}, ${second} on spread ${number}.`);
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
    } finally {
      await close();
    }
  }, 240_000);
});
