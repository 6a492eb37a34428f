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
 * axe on the way. A longer draft, whose spreads are not all in the page at once (only those near
 * the window are), moves a photo by keyboard to a spread far down and swaps one with the mouse
 * onto a spread the drag scrolled into view; its list of every photo to mark, likewise only in part
 * in the page, is gone through by Tab to the last photo.
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

/** How many spreads the draft has (its list says, though only the spreads near the window are in the page). */
const spreadCount = async (page: Page) => Number(await page.locator('[data-testid="draft-spreads"] > [role="listitem"]').first().getAttribute('aria-setsize'));

/**
 * Scrolls the window half its height down, and waits until the spreads in the page reach its
 * lower edge (or the list's end): the list has put in the page every spread now in view.
 */
async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollBy(0, innerHeight / 2));
  await page.waitForFunction(
    () => {
      const items = Array.from(document.querySelectorAll('[data-testid="draft-spreads"] > [role="listitem"]'));
      const last = items.at(-1);
      return last && (last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize') || last.getBoundingClientRect().bottom >= innerHeight);
    },
    undefined,
    { timeout: 10_000 },
  );
}

/** The numbers of the spreads in the page. */
const spreadsInPage = (page: Page) => page.getByTestId('draft-spread').evaluateAll((all) => all.map((s) => Number((s as HTMLElement).dataset.number)));

/**
 * Every spread's photos by the spread's number, read by scrolling the window down the list from
 * its top: each spread is in the page while it is near the window.
 */
async function everySpread(page: Page): Promise<Map<number, string[]>> {
  const total = await spreadCount(page);
  const seen = new Map<number, string[]>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    const found = await page
      .getByTestId('draft-spread')
      .evaluateAll((spreads) =>
        spreads.map((s) => [
          Number((s as HTMLElement).dataset.number),
          Array.from(s.querySelectorAll<HTMLElement>('[data-testid="draft-photo"]')).map((f) => f.dataset.name!),
        ]),
      );
    for (const [number, names] of found as [number, string[]][]) seen.set(number, names);
    if (seen.has(total)) break;
    await scrollDown(page);
  }
  return seen;
}

/** Scrolls the window down the list from its top until spread `number` is in the page, and puts it in the window's middle. */
async function toSpread(page: Page, number: number) {
  const spread = page.locator(`[data-testid="draft-spread"][data-number="${number}"]`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('draft-spread').first().waitFor();
  while (!(await spread.count())) {
    if (Math.max(...(await spreadsInPage(page))) >= (await spreadCount(page))) throw new Error(`There is no spread ${number}`);
    await scrollDown(page);
  }
  await spread.evaluate((section) => section.scrollIntoView({ block: 'center' }));
}

/** Scrolls the window to the end of the spreads list, where the last spreads are in the page. */
const toListEnd = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('[data-testid="draft-spreads"]')!;
    window.scrollTo(0, list.getBoundingClientRect().bottom + window.scrollY - innerHeight / 2);
  });

/** Once the window has not scrolled for ten frames (a fling run out, an auto-scroll stopped). */
const scrollStill = (page: Page) =>
  page.evaluate(
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
      // Every photo's frame, spread by spread down the list.
      const spreads = await everySpread(page);
      const placed = [...spreads.values()].flat();
      expect([...placed].sort()).toEqual(photos.map((p) => p.fileName).sort());
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.getByTestId('draft-left-out').textContent()).toBe('Every photo is in the draft.');
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // The first spread with two photos or more: its first two swap by keyboard.
      const number = [...spreads.entries()].sort(([a], [b]) => a - b).find(([, names]) => names.length >= 2)![0];
      await toSpread(page, number);
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
      const last = await spreadCount(page);
      await toListEnd(page);
      await page.getByRole('textbox', { name: `Note for the designer (spread ${last})` }).fill('The sunset photos here, please');
      await page
        .getByTestId('draft-save-state')
        .filter({ hasText: /^Saved$/ })
        .waitFor({ timeout: 20_000 });

      // After a reload the stored draft is shown as stored.
      await page.reload();
      await page.getByTestId('draft-spread').first().waitFor({ timeout: 60_000 });
      await toSpread(page, number);
      expect(await photosOn(page, number)).toEqual(before);
      await toListEnd(page);
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
        await touchPage.getByTestId('draft-spread').first().waitFor({ timeout: 60_000 });
        await toSpread(touchPage, number);
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
        await scrollStill(touchPage);

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

  it('keeps only the spreads near the window in the page (and the one holding the focus), and moves a photo by mouse onto a spread the drag scrolled to and by keyboard to one far down', async () => {
    const person = await newCustomer('Grace', password);
    const { orderId } = await paidAlbumAndPrint(person);
    const order = (await api('GET', `/orders/${person.sub}/${orderId}`, { token: person.idToken })).body as { albums: { _id: string }[] };
    const lineId = order.albums[0]!._id;
    const { page, close } = await openSignedIn(browser, person, `/${person.sub}/orders?orderId=${orderId}`);
    try {
      const photos = await scenePhotos(page, 30);
      await sendLinePhotos((method, path, body) => api(method, path, { token: person.idToken, body }), person.sub, orderId, lineId, photos);
      await page.goto(new URL(`/${person.sub}/${orderId}/draft/${lineId}`, page.url()).href);
      await page.getByTestId('draft-spread').first().waitFor({ timeout: 60_000 });

      // Every spread is reached down the list, and each says its place among all of them; at the
      // top of the list only the spreads near the window are in the page.
      let spreads = await everySpread(page);
      const total = await spreadCount(page);
      expect(total).toBeGreaterThanOrEqual(10);
      expect([...spreads.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('[data-testid="draft-spread"]')?.getAttribute('data-number') === '1');
      expect(await page.getByTestId('draft-spread').count()).toBeLessThan(total);
      const first = page.locator('[data-testid="draft-spreads"] > [role="listitem"]').first();
      expect([await first.getAttribute('aria-posinset'), await first.getAttribute('aria-setsize')]).toEqual(['1', String(total)]);
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // With the mouse: the first photo of spread 1 held near the window's lower edge scrolls the
      // spreads under it until a photo of spread `far` is in the middle of the window, and dropped
      // on that photo: the two swap.
      const far = 9;
      const [held] = spreads.get(1)! as [string];
      const [onto] = spreads.get(far)! as [string];
      const frame = (number: number, name: string) =>
        page.locator(`[data-testid="draft-spread"][data-number="${number}"] [data-testid="draft-photo"][data-name="${name}"]`);
      const viewport = page.viewportSize()!;
      await frame(1, held).evaluate((f) => f.scrollIntoView({ block: 'center' }));
      const from = (await frame(1, held).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      // In the band along the lower edge, half way in: the window scrolls a few pixels a frame.
      for (let step = 1; step <= 5; step++)
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((viewport.height * 0.92 - (from.y + from.height / 2)) * step) / 5);
      await page.waitForFunction(
        ({ far, onto }) => {
          const target = document.querySelector(`[data-testid="draft-spread"][data-number="${far}"] [data-testid="draft-photo"][data-name="${onto}"]`);
          if (!target) return false;
          const box = target.getBoundingClientRect();
          return box.top + box.height / 2 < innerHeight * 0.55;
        },
        { far, onto },
        { timeout: 60_000 },
      );
      // Out of the band, to the window's middle: the window stops scrolling, and the photo of spread
      // `far` stays where the drag brought it while the pointer goes to it.
      const at = { x: from.x + from.width / 2, y: viewport.height * 0.5 };
      await page.mouse.move(at.x, at.y);
      await scrollStill(page);
      // The spread the photo was picked up from is still in the page (its handle holds the pointer), the spreads between are not.
      expect(await page.locator('[data-testid="draft-spread"][data-number="1"] [data-dragging]').count()).toBe(1);
      const inPage = await spreadsInPage(page);
      expect(inPage.filter((n) => n > 2 && n < far).length).toBeLessThan(far - 3);
      const to = (await frame(far, onto).boundingBox())!;
      for (let step = 1; step <= 5; step++)
        await page.mouse.move(at.x + ((to.x + to.width / 2 - at.x) * step) / 5, at.y + ((to.y + to.height / 2 - at.y) * step) / 5);
      expect(await announced(page, new RegExp(`^${escaped(held)} is over ${escaped(onto)}`), 'pointer')).toBe(`${held} is over ${onto}, on spread ${far}.`);
      expect(await page.locator('[data-testid="draft-photo"][data-over]').evaluateAll((frames) => frames.map((f) => (f as HTMLElement).dataset.name))).toEqual([
        onto,
      ]);
      await page.mouse.up();
      expect(await announced(page, /swapped/, 'pointer')).toBe(`${held} and ${onto} swapped: ${held} is now on spread ${far}, ${onto} on spread 1.`);
      expect(await photosOn(page, far)).toContain(held);
      await toSpread(page, 1);
      expect(await photosOn(page, 1)).toContain(onto);

      // By keyboard: a photo of the first spread with two photos or more picked up, taken down a
      // spread at a time (Down) to a spread far below, and dropped there: it moves to that spread.
      spreads = await everySpread(page);
      const start = [...spreads.entries()].sort(([a], [b]) => a - b).find(([, names]) => names.length >= 2)![0];
      const moved = spreads.get(start)![0]!;
      const target = Math.min(total, start + 8);
      await toSpread(page, start);
      await page.getByRole('button', { name: new RegExp(`^${escaped(moved)}, on spread ${start}`) }).focus();
      await page.keyboard.press('Space');
      expect(await announced(page, /^Picked up/)).toBe(`Picked up ${moved}, on spread ${start}.`);
      for (let number = start + 1; number <= target; number++) {
        await page.keyboard.press('ArrowDown');
        expect(await announced(page, new RegExp(`over spread ${number}\\.$`))).toBe(`${moved} is over spread ${number}.`);
      }
      // The spread the photo is moved from is still in the page, with the one it is over.
      expect(await page.locator(`[data-testid="draft-spread"][data-number="${start}"]`).count()).toBe(1);
      expect(await page.locator(`[data-testid="draft-spread"][data-number="${target}"]`).count()).toBe(1);
      expect(await page.getByTestId('draft-spread').count()).toBeLessThan(total);
      await page.keyboard.press('Space');
      expect(await announced(page, /moved/)).toBe(`${moved} moved to spread ${target}.`);
      expect(await photosOn(page, target)).toContain(moved);
      await toSpread(page, start);
      expect(await photosOn(page, start)).not.toContain(moved);
      await expect(seriousViolations(page)).resolves.toEqual([]);

      // A spread holding the focus stays in the page while the window is scrolled far from it:
      // typing goes on into its note.
      const note = page.getByRole('textbox', { name: 'Note for the designer (spread 1)' });
      await toSpread(page, 1);
      await note.fill('Our first look');
      await toListEnd(page);
      await page.locator(`[data-testid="draft-spread"][data-number="${total}"]`).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('What matters on these pages');
      await page.keyboard.type(', at the lake');
      expect(await note.inputValue()).toBe('Our first look, at the lake');

      // The list of every photo to mark is a list of its own of which only the rows near the window
      // are in the page (each photo saying its place among all of them), and its checkboxes are
      // reached one after another by Tab to the last photo's: the rows ahead are drawn as the
      // focus comes to them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollStill(page);
      const choices = page.getByTestId('draft-choices').getByRole('listitem');
      expect(await choices.first().getAttribute('aria-setsize')).toBe('30');
      expect(await choices.count()).toBeLessThan(30);
      await choices.first().getByRole('checkbox').first().focus();
      for (let press = 1; press < 2 * 30; press++) await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => ({
        place: document.activeElement?.closest('[role="listitem"]')?.getAttribute('aria-posinset'),
        label: document.activeElement?.getAttribute('aria-label'),
      }));
      expect(focused.place).toBe('30');
      expect(focused.label).toMatch(/: leave out$/);
      await expect(seriousViolations(page)).resolves.toEqual([]);
    } finally {
      await close();
    }
  }, 400_000);
});
