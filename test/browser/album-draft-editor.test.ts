/**
 * The customer's album draft reaching the designers, in Chromium against the local runtime: a
 * paid album with a photo uploaded, a draft saved through the API as the customer (a hero spread
 * with a note, the photo a must-have), Step 2 done; an editor signs in (authenticator included),
 * opens the album on the editors' dashboard, sees the draft with its note and must-have, and
 * downloads it: a zip of the draft's JSON and its contact sheet PDF, both read back here. Axe clean.
 */
import { inflateRawSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { seriousViolations } from '../support/a11y';
import { launchBrowser, routeTo } from '../support/browser';
import { orderWithPhotoUploaded } from '../support/editing';
import { newCustomer, signIn as signInApi } from '../support/identity';
import { api, useLocalCloudEnvironment } from '../support/runtime';
import { removeScratchDirs, scratchDir } from '../support/scratch';
import { textOf } from '../support/pdf-content';
import { openSignedIn } from '../support/signed-in';

let browser: Browser;
beforeAll(async () => {
  useLocalCloudEnvironment();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  removeScratchDirs();
});

/** The files of a zip by name, from its central directory (stored or deflated). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

it('shows the editor the customer’s draft of an album, with its note, and downloads it as JSON and a contact sheet', async () => {
  const customer = await newCustomer('Nora');
  const order = await orderWithPhotoUploaded(customer);
  const lineId = order.albums[0]!._id;
  const listed = await api('GET', `/galleries/user/${customer.sub}/${order._id}/items?lineId=${lineId}`, { token: customer.idToken });
  const imageId = listed.body.images[0].imageId as string;
  const note = 'Put the arch across both pages, please.';
  const draft = {
    spreads: [{ id: 's1', hero: { imageId, crop: { x: 0, y: 0.25, width: 1, height: 0.6 } }, pages: [], note }],
    mustHave: [imageId],
    leaveOut: [],
    leftOut: [],
  };
  const put = await api('PUT', `/orders/${customer.sub}/${order._id}/drafts/${lineId}`, { token: customer.idToken, body: { draft, version: 0 } });
  expect(put.status).toBe(200);
  const completed = await api('POST', `/orders/${customer.sub}/${order._id}/uploads-complete`, { token: customer.idToken });
  expect(completed.status).toBe(200);

  const { page, close, consoleErrors } = await openSignedIn(browser, await signInApi('editor@shop.test'), '/');
  try {
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Editing' }).waitFor();
    await routeTo(page, '/admin/editors');
    const row = page.locator(`[data-testid="queue-row"][data-order-id="${order._id}"]`);
    await row.getByTestId('queue-toggle').click();
    const section = row.getByRole('region', { name: 'Customer’s draft' });
    await section.getByTestId('draft-note').waitFor();
    await expect(section.getByTestId('draft-note').textContent()).resolves.toBe(`Customer’s note: ${note}`);
    await expect(section.getByText('Must-have: ceremony.png').count()).resolves.toBe(1);
    await expect(section.getByRole('img', { name: 'ceremony.png (must-have)' }).count()).resolves.toBe(1);
    await expect(section.getByText(/1 spread · saved .* · version 1/).count()).resolves.toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download the draft' }).click()]);
    expect(download.suggestedFilename()).toBe(`Lux-draft-${lineId}.zip`);
    await section.getByText(/Saved Lux-draft-.*\.zip: the draft’s JSON and its contact sheet PDF\./).waitFor();
    const saved = join(scratchDir('album-draft-'), 'draft.zip');
    await download.saveAs(saved);
    const files = unzip(readFileSync(saved));
    expect([...files.keys()].sort()).toEqual([`Lux-draft-${lineId}.json`, `Lux-draft-${lineId}.pdf`]);

    const json = JSON.parse(files.get(`Lux-draft-${lineId}.json`)!.toString('utf8'));
    expect(json).toMatchObject({
      album: { name: 'Lux', size: '10x10', pages: 20 },
      version: 1,
      photos: { [imageId]: { fileName: 'ceremony.png', width: 1200, height: 900 } },
      draft: { spreads: [{ note }], mustHave: [imageId] },
    });
    const pdf = await PDFDocument.load(files.get(`Lux-draft-${lineId}.pdf`)!);
    expect(pdf.getPageCount()).toBe(2);
    const sheet = textOf(pdf.getPage(0));
    expect(sheet).toContain(note);
    expect(sheet).toContain('MUST-HAVE');
    expect(sheet).toContain('ceremony.png (must-have)');
    expect(consoleErrors).toEqual([]);
  } finally {
    await close();
  }
});
