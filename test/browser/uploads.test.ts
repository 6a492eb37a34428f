/**
 * Photo uploads in Chromium against the local runtime, from My Orders: a customer pays for a Lux
 * album and an Edge Print, uploads photos to the album (small JPEGs
 * with a single PUT each, a PNG over 10 MB in parts, one part's first attempt cut off), sees each
 * one arrive and the count, is warned about low resolution, views and removes a photo, is refused
 * Step 2 while the print has no photo, and completes. A large photo interrupted by a reload carries
 * on from the parts S3 already has, in the same place; a photo whose bytes the browser had not kept
 * before the reload gives its place back and is asked for again. A text file named .jpg is refused
 * where it was chosen, at once; a photo the server's check refuses shows as refused with its reason;
 * a lost connection is said as such and sending resumes by itself; after a reload the photos sent
 * show their thumbnails, the low-resolution warning holds and a refused photo counts as refused.
 */
import type { Browser } from 'playwright-core';
import { messages } from '../../shared/messages';
import { uploadProgressWords } from '../../shared/upload-progress';
import { MULTIPART_THRESHOLD_BYTES, PART_BYTES, uploadMessages, uploadStates } from '../../shared/uploads';
import { seriousViolations } from '../support/a11y';
import { launchBrowser } from '../support/browser';
import { newCustomer, type Person } from '../support/identity';
import { chooseFiles } from '../support/choose-files';
import { jpegPhoto } from '../support/photos';
import { paidAlbumAndPrint } from '../support/payments';
import { api } from '../support/runtime';
import { pauseRequests, uploadPartPatterns, type PausedRequest } from '../support/paused-requests';
import { openSignedIn } from '../support/signed-in';
import { password } from './checkout-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A paid order of the default Lux album and an Edge Print, paid with the card provider by the API. */
/** The places the order's lines hold, reserved or arrived, as the server counts them. */
async function placesHeld(person: Person, orderId: string): Promise<number> {
  const { body } = await api('GET', `/galleries/user/${person.sub}/image-count`, { token: person.idToken });
  return Object.values((body.imageCounts as Record<string, Record<string, number>>)[orderId] ?? {}).reduce((sum, n) => sum + n, 0);
}

/**
 * Runs in the page: whether the uploader's saved state (Golden Retriever's, in local storage, which
 * a reload restores) lists the photo named `name` with the place reserved for it.
 */
function savedWithItsPlace(name: string): boolean {
  type Saved = { metadata?: { files?: Record<string, { name?: string; meta?: { imageId?: string } }> } };
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('uppyState:'))
    .some((key) =>
      Object.values((JSON.parse(localStorage.getItem(key)!) as Saved).metadata?.files ?? {}).some((file) => file.name === name && !!file.meta?.imageId),
    );
}

/**
 * Runs in the page: whether the uploader's saved state no longer holds the photo named `name` among
 * the files Uppy sends (Golden Retriever's copy of them), only in the uploader's small record of
 * the photos already in S3, which a reload brings back with them.
 */
function savedAsSent(name: string): boolean {
  type Saved = { metadata?: { files?: Record<string, { name?: string }>; pluginData?: { shopSentPhotos?: { fileName?: string; imageId?: string }[] } } };
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('uppyState:'))
    .some((key) => {
      const { metadata } = JSON.parse(localStorage.getItem(key)!) as Saved;
      const sent = metadata?.pluginData?.shopSentPhotos ?? [];
      return sent.some((photo) => photo.fileName === name && !!photo.imageId) && !Object.values(metadata?.files ?? {}).some((file) => file.name === name);
    });
}

/**
 * Runs in the page: waits until the uploader has kept the photo named `name` in IndexedDB (where
 * it keeps chosen photos for a reload), then deletes it there, as if the reload had come first.
 */
async function forgetKeptPhoto(name: string): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open('uppy-blobs');
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  for (let tries = 0; tries < 200; tries++) {
    const store = db.transaction('files', 'readwrite').objectStore('files');
    const kept = await new Promise<{ id: string; data: File }[]>((resolve) => {
      const all = store.getAll();
      all.onsuccess = () => resolve(all.result as { id: string; data: File }[]);
    });
    const photo = kept.find((record) => record.data.name === name);
    if (photo) {
      await new Promise((resolve) => (store.delete(photo.id).onsuccess = resolve));
      return db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The uploader never kept ${name}`);
}

/**
 * Sends `bytes` spaces to the URL of the paused photo PUT `request`, signed for that length, in
 * its place, and answers the page with S3's answer: the photo's bytes spoiled on their way, which
 * the server's check refuses (the browser's own check of the first bytes let the real photo go).
 */
async function spoilOnTheWay(request: PausedRequest, bytes: number): Promise<void> {
  const headers = { 'content-type': request.headers['content-type']!, 'if-none-match': request.headers['if-none-match'] ?? '*' };
  const answer = await fetch(request.url, { method: 'PUT', body: new Uint8Array(Buffer.alloc(bytes, 0x20)), headers });
  await request.fulfill(answer.status, {
    etag: answer.headers.get('etag') ?? '',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'ETag',
  });
}

// Each journey has its own customer, order and browser context: they run side by side, and the
// file waits for the slowest (mostly S3 and the upload checks) instead of their sum.
describe('uploading photos for a paid order', () => {
  it.concurrent(
    'sends photos straight to S3, resumes a part cut off, counts, warns, removes, refuses, and completes',
    async () => {
      const person = await newCustomer('Petra', password);
      const { orderId, albumLimit } = await paidAlbumAndPrint(person);
      const { page, close } = await openSignedIn(browser, person, `/${person.sub}/orders?orderId=${orderId}`);
      try {
        const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
        const album = card.locator('[data-testid="order-item"][data-name="Lux"]').getByTestId('line-uploads');
        const print = card.locator('[data-testid="order-item"][data-name="Edge Prints"]').getByTestId('line-uploads');
        await expect(album.getByTestId('line-count').textContent({ timeout: 60_000 })).resolves.toBe(`0 of ${albumLimit}`);

        // The first attempt at part 2 of the large photo is cut off; the uploader tries it again by itself.
        const partAttempts: string[] = [];
        await pauseRequests(page, uploadPartPatterns(2, 2), async (request) => {
          partAttempts.push(request.method);
          if (partAttempts.length === 1) await request.abort('ConnectionReset');
          else await request.continue();
        });

        const jpegs = await Promise.all([1, 2, 3].map((n) => jpegPhoto(page, 1200, 900, n * 60)));
        const sizes = await chooseFiles(album.getByTestId('photo-input'), [
          ...jpegs.map((buffer, i) => ({ name: `ceremony-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
          { name: 'first-dance.png', randomPng: { width: 2100, height: 1800 } },
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
        ]);
        expect(sizes[3]).toBeGreaterThan(MULTIPART_THRESHOLD_BYTES);
        await expect(album.getByTestId('refused-photos').textContent()).resolves.toBe(`notes.txt: ${messages.imagesOnly}`);
        await album.getByTestId('upload-state').filter({ hasText: uploadStates.done }).waitFor({ timeout: 90_000 });
        await expect(album.getByTestId('upload-photo').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.state))).resolves.toEqual([
          'done',
          'done',
          'done',
          'done',
        ]);
        await expect(album.getByTestId('batch-progress').getAttribute('value')).resolves.toBe('100');
        // Each photo sent shows its thumbnail, made once nothing is sending.
        await album.getByTestId('upload-photo').getByRole('img', { name: 'ceremony-1.jpg' }).waitFor();
        expect(partAttempts.length).toBeGreaterThanOrEqual(2);
        await album
          .getByTestId('line-count')
          .filter({ hasText: `4 of ${albumLimit}` })
          .waitFor();
        // 1200 × 900 is below 150 ppi on a Lux page; the 2100 × 1800 PNG is not.
        await expect(album.getByTestId('low-resolution').getByRole('listitem').allTextContents()).resolves.toEqual([
          'ceremony-1.jpg',
          'ceremony-2.jpg',
          'ceremony-3.jpg',
        ]);

        // Step 2 is refused while the print has no photo.
        await card.getByTestId('complete-uploads').click();
        await expect(card.getByTestId('complete-problem').textContent()).resolves.toBe(messages.completeNeedsAllImages);

        // View Images shows the four; one is removed.
        await album.getByTestId('view-images').click();
        const dialog = page.getByRole('dialog', { name: 'Photos for Lux' });
        await dialog.getByTestId('line-image').nth(3).waitFor();
        await expect(dialog.getByTestId('line-image').count()).resolves.toBe(4);
        // Each shows its thumbnail (the browser-made one, or the photo itself), named by its file.
        await expect(dialog.getByRole('img', { name: 'first-dance.png' }).count()).resolves.toBe(1);
        await dialog.getByRole('button', { name: 'Remove ceremony-2.jpg' }).click();
        await dialog.getByText('ceremony-2.jpg').waitFor({ state: 'detached' });
        await expect(dialog.getByTestId('line-image').count()).resolves.toBe(3);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await album
          .getByTestId('line-count')
          .filter({ hasText: `3 of ${albumLimit}` })
          .waitFor();

        // A print takes one photo: two at once are refused before anything is sent.
        await print.getByTestId('photo-input').setInputFiles([
          { name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpegs[0]! },
          { name: 'b.jpg', mimeType: 'image/jpeg', buffer: jpegs[1]! },
        ]);
        await expect(print.getByTestId('over-limit').textContent()).resolves.toBe(messages.productUploadLimit(1));
        await print.getByTestId('photo-input').setInputFiles([{ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: jpegs[2]! }]);
        await print.getByTestId('upload-state').filter({ hasText: uploadStates.done }).waitFor({ timeout: 60_000 });
        await print.getByTestId('line-count').filter({ hasText: '1 of 1' }).waitFor();

        await card.getByTestId('complete-uploads').click();
        await card.getByTestId('order-status').filter({ hasText: 'Sent to editing team' }).waitFor();
        await expect(card.getByTestId('photo-picker').count()).resolves.toBe(0);
        await expect(card.getByTestId('complete-uploads').count()).resolves.toBe(0);
      } finally {
        await close();
      }
    },
    240_000,
  );

  /** A new customer's paid order open on My Orders, its Lux line's uploader still empty. */
  async function emptyAlbumLine(firstName: string) {
    const person = await newCustomer(firstName, password);
    const { orderId, albumLimit } = await paidAlbumAndPrint(person);
    const opened = await openSignedIn(browser, person, `/${person.sub}/orders?orderId=${orderId}`);
    const album = opened.page
      .locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
      .locator('[data-testid="order-item"][data-name="Lux"]')
      .getByTestId('line-uploads');
    await expect(album.getByTestId('line-count').textContent({ timeout: 60_000 })).resolves.toBe(`0 of ${albumLimit}`);
    return { ...opened, album, albumLimit, person, orderId };
  }

  it.concurrent(
    'resumes a large photo after a reload without sending its finished parts again or reserving a second place, and asks again for a photo the browser had not kept',
    async () => {
      const { page, close, album, albumLimit, person, orderId } = await emptyAlbumLine('Ines');
      try {
        // Part PUTs that S3 accepted, by part number, across both visits (the listener stays with the page).
        const partsStored = new Map<string, number>();
        const partStored = (part: string) =>
          new Promise<void>((resolve) => {
            page.on('response', (response) => {
              const partNumber = new URL(response.url()).searchParams.get('partNumber');
              if (response.request().method() !== 'PUT' || !partNumber || !response.ok()) return;
              partsStored.set(partNumber, (partsStored.get(partNumber) ?? 0) + 1);
              if (partNumber === part) resolve();
            });
          });
        const firstPart = partStored('1');
        // Every other part of the first visit hangs until the page goes away, so only part 1 reaches S3.
        let holding = true;
        let partHeld!: () => void;
        const aPartHeld = new Promise<void>((resolve) => (partHeld = resolve));
        await pauseRequests(page, uploadPartPatterns(2, 9), (request) => (holding ? partHeld() : request.continue()));

        const [large] = await chooseFiles(album.getByTestId('photo-input'), [{ name: 'vows.png', randomPng: { width: 2100, height: 1800 } }]);
        expect(large).toBeGreaterThan(2 * PART_BYTES);
        await Promise.all([firstPart, aPartHeld]);

        // A small photo chosen just before the reload: its place is reserved and its PUT held, and
        // the browser has not kept its bytes (the reload came first). It comes back with nothing to
        // send, so its place is given back (the line counts the large photo alone, below).
        let smallHeld!: () => void;
        const aSmallHeld = new Promise<void>((resolve) => (smallHeld = resolve));
        await pauseRequests(page, ['*x-id=PutObject*'], (request) => (holding ? smallHeld() : request.continue()));
        await album.getByTestId('photo-input').setInputFiles([{ name: 'toast.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(page, 1200, 900, 30) }]);
        await aSmallHeld;
        expect(await placesHeld(person, orderId)).toBe(2);
        await page.waitForFunction(savedWithItsPlace, 'toast.jpg');
        await page.evaluate(forgetKeptPhoto, 'toast.jpg');
        const starts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/multipart')) starts.push(request.url());
        });
        holding = false;
        // The held parts go with the page; those of the second visit pass.
        await page.reload();

        await album.getByTestId('upload-state').filter({ hasText: uploadStates.done }).waitFor({ timeout: 90_000 });
        await expect(album.getByTestId('upload-photo').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.state))).resolves.toEqual(['done']);
        await expect(album.getByTestId('refused-photos').textContent()).resolves.toBe(`toast.jpg: ${uploadMessages.lostInReload}`);
        const parts = Math.ceil(large! / PART_BYTES);
        expect(Object.fromEntries(partsStored)).toEqual(Object.fromEntries(Array.from({ length: parts }, (_, i) => [String(i + 1), 1])));
        expect(starts).toEqual([]);
        await album
          .getByTestId('line-count')
          .filter({ hasText: `1 of ${albumLimit}` })
          .waitFor();
        expect(await placesHeld(person, orderId)).toBe(1);
        await album.getByTestId('view-images').click();
        const dialog = page.getByRole('dialog', { name: 'Photos for Lux' });
        await dialog.getByRole('img', { name: 'vows.png' }).waitFor();
        await expect(dialog.getByTestId('line-image').count()).resolves.toBe(1);
      } finally {
        await close();
      }
    },
    240_000,
  );

  it.concurrent(
    'lets a large photo finish while the customer looks at another page of the shop',
    async () => {
      const { page, close, album, albumLimit } = await emptyAlbumLine('Noor');
      try {
        // The parts after the first wait until the customer has left for the home page.
        let holding = true;
        const released: (() => Promise<void>)[] = [];
        await pauseRequests(page, uploadPartPatterns(2, 9), (request) => (holding ? void released.push(request.continue) : request.continue()));
        // Its size, so its number of parts, is known once the page has made it.
        let parts = Infinity;
        const stored = new Set<string>();
        const allStored = new Promise<void>((resolve) =>
          page.on('response', (response) => {
            const partNumber = new URL(response.url()).searchParams.get('partNumber');
            if (response.request().method() === 'PUT' && partNumber && response.ok()) stored.add(partNumber);
            if (stored.size === parts) resolve();
          }),
        );
        const [large] = await chooseFiles(album.getByTestId('photo-input'), [{ name: 'dance.png', randomPng: { width: 2100, height: 1800 } }]);
        parts = Math.ceil(large! / PART_BYTES);
        // Part 1 is in S3 and the next part is held: the upload is under way.
        for (let i = 0; i < 600 && (released.length === 0 || !stored.has('1')); i++) await page.waitForTimeout(100);
        expect(released.length).toBeGreaterThan(0);

        // Away within the shop (no reload): the upload goes on.
        await page.getByRole('link', { name: 'Cart 0 items' }).click();
        await page.waitForURL('**/cart');
        holding = false;
        released.splice(0).forEach((release) => void release());
        await allStored;

        // Back on My Orders the photo has arrived, once: an uploader closed on leaving would have
        // abandoned its multipart upload and freed the place.
        await page.goBack();
        await album
          .getByTestId('line-count')
          .filter({ hasText: `1 of ${albumLimit}` })
          .waitFor({ timeout: 120_000 });
        await album.getByTestId('view-images').click();
        const dialog = page.getByRole('dialog', { name: 'Photos for Lux' });
        await dialog.locator('[data-testid="line-image"][data-status="uploaded"]').waitFor({ timeout: 60_000 });
        await expect(dialog.getByTestId('line-image').count()).resolves.toBe(1);
      } finally {
        await close();
      }
    },
    240_000,
  );

  it.concurrent(
    'refuses a text file named .jpg where it was chosen, at once, and shows a photo the server refused as refused, with its reason and counts',
    async () => {
      const person = await newCustomer('Tomas', password);
      const { orderId } = await paidAlbumAndPrint(person);
      const { page, close } = await openSignedIn(browser, person, `/${person.sub}/orders?orderId=${orderId}`);
      try {
        const print = page
          .locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
          .locator('[data-testid="order-item"][data-name="Edge Prints"]')
          .getByTestId('line-uploads');
        await print.getByTestId('line-count').filter({ hasText: '0 of 1' }).waitFor({ timeout: 60_000 });
        const signings: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === `/galleries/user/${person.sub}/${orderId}`) signings.push(request.url());
        });
        // Its first bytes are no image, whatever its name and type say: refused there and then, never sent.
        await print
          .getByTestId('photo-input')
          .setInputFiles([{ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('these are not the pixels you are looking for') }]);
        await expect(print.getByTestId('refused-photos').textContent({ timeout: 2_000 })).resolves.toBe(
          `holiday.jpg: ${uploadProgressWords.notPrintableChosen('holiday.jpg')}`,
        );
        await expect(print.getByTestId('upload-photo').count()).resolves.toBe(0);
        expect(signings).toEqual([]);

        // A real photo whose bytes are spoiled on their way to S3: the server's check refuses it,
        // and the line says so beside it, with the server's reason, as soon as the check answers.
        const jpeg = await jpegPhoto(page, 1200, 900, 90);
        let first = true;
        await pauseRequests(page, ['*x-id=PutObject*'], (request) => {
          // Its CORS preflight goes its way.
          if (!first || request.method !== 'PUT') return request.continue();
          first = false;
          return spoilOnTheWay(request, jpeg.length);
        });
        await print.getByTestId('photo-input').setInputFiles([{ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
        const photo = print.getByTestId('upload-photo');
        await photo.and(page.locator('[data-state="refused"]')).waitFor({ timeout: 30_000 });
        await expect(photo.getByTestId('photo-state').textContent()).resolves.toBe(`Refused: ${uploadMessages.notPrintable('wall.jpg')}`);
        await expect(print.getByTestId('batch-count').textContent()).resolves.toBe('All photos: 0 of 1 received, 1 refused');
        await expect(print.getByTestId('upload-state').textContent()).resolves.toBe('0 of 1 photos received, 1 refused.');
        await print.getByTestId('line-count').filter({ hasText: '0 of 1' }).waitFor();
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await close();
      }
    },
    180_000,
  );

  it.concurrent(
    'says the connection is lost while the network is down, and carries on sending by itself once it is back',
    async () => {
      const { page, close, album, albumLimit } = await emptyAlbumLine('Oskar');
      try {
        const jpegs = await Promise.all([1, 2, 3].map((n) => jpegPhoto(page, 1200, 900, n * 40)));
        await page.context().setOffline(true);
        await album.getByTestId('photo-input').setInputFiles(jpegs.map((buffer, i) => ({ name: `offline-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
        await album.getByTestId('upload-state').filter({ hasText: uploadProgressWords.offline }).waitFor({ timeout: 10_000 });
        await expect(album.getByTestId('upload-state').textContent()).resolves.not.toBe(uploadStates.signing);
        // Six seconds down: the line keeps saying so, and no photo is given up.
        await page.waitForTimeout(6_000);
        await expect(album.getByTestId('upload-state').textContent()).resolves.toBe(uploadProgressWords.offline);
        await expect(album.locator('[data-testid="upload-photo"][data-state="failed"]').count()).resolves.toBe(0);
        await page.context().setOffline(false);
        await album.getByTestId('upload-state').filter({ hasText: uploadStates.done }).waitFor({ timeout: 60_000 });
        await album
          .getByTestId('line-count')
          .filter({ hasText: `3 of ${albumLimit}` })
          .waitFor();
      } finally {
        await close();
      }
    },
    180_000,
  );

  it.concurrent(
    'after a reload, shows each photo sent with its thumbnail, keeps the low-resolution warning and counts a refused photo as refused',
    async () => {
      const { page, close, album, albumLimit, person, orderId } = await emptyAlbumLine('Rosa');
      try {
        const jpegs = await Promise.all([1, 2, 3].map((n) => jpegPhoto(page, 1200, 900, n * 70)));
        // The third photo's bytes are spoiled on their way (the server refuses it); the fourth's PUT
        // hangs until the page goes, so the batch is still under way when it reloads.
        // Each PUT is told by its URL, which the signing call answered for its file's name.
        const nameOf = new Map<string, string>();
        page.on('response', async (response) => {
          if (response.request().method() !== 'POST' || new URL(response.url()).pathname !== `/galleries/user/${person.sub}/${orderId}`) return;
          for (const signed of (await response.json()).signedUrls as { fileName: string; uploadUrl: string }[]) nameOf.set(signed.uploadUrl, signed.fileName);
        });
        let holding = true;
        await pauseRequests(page, ['*x-id=PutObject*'], async (request) => {
          if (!holding || request.method !== 'PUT') return request.continue();
          for (let i = 0; i < 100 && !nameOf.has(request.url); i++) await new Promise((resolve) => setTimeout(resolve, 50));
          const name = nameOf.get(request.url);
          if (name === 'spoiled.jpg') return spoilOnTheWay(request, jpegs[2]!.length);
          // late.jpg is held: the reload takes it.
          if (name !== 'late.jpg') return request.continue();
        });
        const late = await jpegPhoto(page, 2100, 2100, 200);
        await album.getByTestId('photo-input').setInputFiles([
          { name: 'kept-1.jpg', mimeType: 'image/jpeg', buffer: jpegs[0]! },
          { name: 'kept-2.jpg', mimeType: 'image/jpeg', buffer: jpegs[1]! },
          { name: 'spoiled.jpg', mimeType: 'image/jpeg', buffer: jpegs[2]! },
          { name: 'late.jpg', mimeType: 'image/jpeg', buffer: late },
        ]);
        await album.locator('[data-testid="upload-photo"][data-state="refused"]').waitFor({ timeout: 30_000 });
        await album.locator('[data-testid="upload-photo"][data-state="done"]').nth(1).waitFor({ timeout: 30_000 });
        await page.waitForFunction(savedWithItsPlace, 'late.jpg');
        // The photos in S3 are kept for the reload as a small record, out of the files Uppy sends.
        for (const name of ['kept-1.jpg', 'kept-2.jpg', 'spoiled.jpg']) await page.waitForFunction(savedAsSent, name);
        holding = false;
        await page.reload();

        await album.getByTestId('upload-state').filter({ hasText: '3 of 4 photos received, 1 refused.' }).waitFor({ timeout: 60_000 });
        const states = await album
          .getByTestId('upload-photo')
          .evaluateAll((rows) => rows.map((r) => [r.querySelector('.upload-photo__name')?.textContent, (r as HTMLElement).dataset.state]));
        expect(Object.fromEntries(states)).toEqual({ 'kept-1.jpg': 'done', 'kept-2.jpg': 'done', 'spoiled.jpg': 'refused', 'late.jpg': 'done' });
        for (const name of ['kept-1.jpg', 'kept-2.jpg', 'late.jpg']) await album.getByTestId('upload-photo').getByRole('img', { name }).waitFor();
        await expect(album.getByTestId('upload-photo').getByRole('img', { name: 'spoiled.jpg' }).count()).resolves.toBe(0);
        await expect(album.getByTestId('batch-count').textContent()).resolves.toBe('All photos: 3 of 4 received, 1 refused');
        // 1200 × 900 is below 150 ppi on a Lux page; 2100 × 2100 is not; the refused photo is not judged.
        await expect(album.getByTestId('low-resolution').getByRole('listitem').allTextContents()).resolves.toEqual(['kept-1.jpg', 'kept-2.jpg']);
        await album
          .getByTestId('line-count')
          .filter({ hasText: `3 of ${albumLimit}` })
          .waitFor();
        await expect(seriousViolations(page)).resolves.toEqual([]);
      } finally {
        await close();
      }
    },
    240_000,
  );
});
