/**
 * Photo uploads through the real UI (alone: `npx tsx test/bench/uploads.ts`): a customer with a
 * paid order of two Lux albums chooses 50 photos of 5 MB for each on My Orders, one album after
 * the other, and Chromium is timed from the first choice until both lines say "Upload successful".
 * Every request the page sends to the API origin meanwhile is counted, against the photos sent:
 * the bytes go to S3, so the API should see a small fraction of a call per photo.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCloud } from '../../infra/local/cloud';
import { uploadStates } from '../../shared/uploads';
import { launchBrowser } from '../support/browser';
import { jpegPhoto } from '../support/photos';
import { call, newCustomer, signInAt } from './journey';

const root = join(__dirname, '..', '..');
const PHOTOS_PER_ALBUM = 50;
const PHOTO_BYTES = 5 * 1024 * 1024;

export async function uploadFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const photoDir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  process.env.LOG_LEVEL ??= 'warn';
  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto' });
  const browser = await launchBrowser();
  try {
    const person = await newCustomer(cloud);
    const lux = await call(cloud, 'GET', '/albums/name/Lux');
    const cover = lux.coverOptions[0];
    const cartItems = [30, 40].map((pages) => ({
      kind: 'album',
      albumName: 'Lux',
      size: '12x12',
      pages,
      coverType: cover.coverType,
      coverName: cover.coverName,
    }));
    const shippingAddress = { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701' };
    const { orderId } = await call(cloud, 'POST', `/orders/${person.sub}/new-order`, person.idToken, {
      cartItems,
      shippingAddress,
      albumDesignTermsAcknowledged: true,
    });
    const { url } = await call(cloud, 'POST', `/orders/${person.sub}/stripe-create-checkout`, person.idToken, { orderId });

    const web = cloud.endpoints.web;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInAt(page, web, person.email);
    await page.goto(url);
    await page.locator('#cardNumber').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12 / 34');
    await page.locator('#cvc').fill('123');
    await page.locator('#name').fill('Bench Tester');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByTestId('payment-status').filter({ hasText: 'Paid' }).waitFor({ timeout: 60_000 });

    // A real JPEG padded after its end marker to 5 MB, as a camera's maker notes would; written to
    // disk so the browser reads the files itself, as it would from a customer's folder.
    const jpeg = await jpegPhoto(page, 3000, 2000);
    const padding = Buffer.alloc(PHOTO_BYTES - jpeg.length, 0x20);
    const files = (line: number) =>
      Array.from({ length: PHOTOS_PER_ALBUM }, (_, i) => {
        const path = join(photoDir, `album${line}-${String(i + 1).padStart(3, '0')}.jpg`);
        writeFileSync(path, Buffer.concat([jpeg, padding]));
        return path;
      });
    const batches = [files(1), files(2)];

    await page.goto(`${web}/${person.sub}/orders?orderId=${orderId}`);
    const lines = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).getByTestId('line-uploads');
    await lines.nth(1).getByTestId('line-count').waitFor({ timeout: 120_000 });
    const apiOrigin = new URL(cloud.endpoints.api).origin;
    let apiCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).origin === apiOrigin) apiCalls += 1;
    });

    const started = performance.now();
    for (const [i, batch] of batches.entries()) {
      await lines.nth(i).getByTestId('photo-input').setInputFiles(batch);
      await lines.nth(i).getByTestId('upload-state').filter({ hasText: uploadStates.done }).waitFor({ timeout: 600_000 });
    }
    const seconds = (performance.now() - started) / 1000;
    const photos = PHOTOS_PER_ALBUM * batches.length;
    return { photos, megabytes: (photos * PHOTO_BYTES) / 1024 / 1024, seconds, apiCalls, callsPerPhoto: apiCalls / photos };
  } finally {
    await browser.close();
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(photoDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  uploadFigures().then(
    (figures) => console.log(figures),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
