/**
 * Editing and design approval in Chromium against the local runtime: a paid album whose
 * photos are with the studio; an editor opens the dashboard from the Editing link, downloads the
 * photos as a zip, starts editing, uploads three spreads and the print-ready file (in parts) and
 * sends the proof; the customer pages through it (keys, swipe, zoom), comments on spread 3 and
 * asks for changes; the editor sees the comment beside the spread, uploads round 2 and sends it;
 * the customer, with no round left, is offered an Album Revision and approves; the design is locked.
 */
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/a11y';
import { launchBrowser, routeTo, type OpenedPage } from '../support/browser';
import { editorPath, orderAtStudioWithPhotos } from '../support/editing';
import { newCustomer, signIn as signInApi, type Person } from '../support/identity';
import { messagesTo, waitForMessage } from '../support/outbox';
import { pngOf } from '../support/photos';
import { api, useLocalCloudEnvironment } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';
import { password } from './checkout-steps';

let browser: Browser;
beforeAll(async () => {
  useLocalCloudEnvironment();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The studio's address in the local cloud, where customers' answers are reported. */
const studio = 'studio@lumiere-albums.test';
const spreads = (round: number) => [1, 2, 3].map((n) => ({ name: `spread-${n}.png`, mimeType: 'image/png', buffer: pngOf(400 + 10 * round, 200) }));

/**
 * The editor's row of the order, opened; `loaded` when the queue has just been opened. Otherwise
 * the editor comes back to the queue within the app, as from its link: what the customer did
 * meanwhile must show all the same, not what the app read on the last visit.
 */
async function openRow(page: Page, orderId: string, loaded = false) {
  if (!loaded) await routeTo(page, '/admin/editors');
  const row = page.locator(`[data-testid="queue-row"][data-order-id="${orderId}"]`);
  await row.waitFor();
  if ((await row.getByTestId('queue-toggle').getAttribute('aria-expanded')) !== 'true') await row.getByTestId('queue-toggle').click();
  await row.getByTestId('line-design').waitFor();
  return row;
}

async function uploadRound(row: ReturnType<Page['locator']>, round: number) {
  await row.getByTestId('spread-input').setInputFiles(spreads(round));
  await row.locator(`[data-testid="design-round"][data-round="${round}"] [data-testid="design-spread"]`).nth(2).waitFor({ timeout: 30_000 });
}

/**
 * The proof on the order's card; `loaded` when My Orders has just been opened on that order.
 * Otherwise the customer comes back to it within the app: a round sent since must show.
 */
async function openProof(page: Page, person: Person, orderId: string, loaded = false) {
  if (!loaded) await routeTo(page, `/${person.sub}/orders?orderId=${orderId}`);
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await card.getByTestId('open-proof').click();
  const viewer = page.getByTestId('proof-viewer');
  await viewer.getByTestId('proof-spread').waitFor();
  return { card, viewer };
}

it('takes an album from the studio’s photos through two proofs to an approved, locked design', async () => {
  const customer = await newCustomer('Iris', password);
  // One revision bought: two proofs in all.
  const order = await orderAtStudioWithPhotos(customer, 1);
  const lineId = order.albums[0]!._id;
  const editorSide = await openSignedIn(browser, await signInApi('editor@shop.test'), '/');
  let customerSide: OpenedPage | undefined;
  try {
    const editor = editorSide.page;
    const nav = editor.getByRole('navigation', { name: 'Staff' });
    await nav.getByRole('link', { name: 'Editing' }).waitFor();
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Editing']);
    await nav.getByRole('link', { name: 'Editing' }).click();
    await editor.waitForURL('**/admin/editors');
    let row = await openRow(editor, order._id, true);
    await editor.waitForLoadState('networkidle');
    expect(await seriousViolations(editor)).toEqual([]);

    // The customer's photos as one zip (the download, not the save dialog).
    await editor.evaluate(() => Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }));
    const [zip] = await Promise.all([editor.waitForEvent('download'), row.getByRole('button', { name: /Download all 1 as a zip/ }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^Lux-album-.*\.zip$/);

    await row.getByTestId('editor-status').selectOption('Editing started');
    await row.getByRole('button', { name: 'Set status' }).click();
    row = editor.locator(`[data-testid="queue-row"][data-order-id="${order._id}"]`);
    await row.locator('[data-testid="queue-status"]', { hasText: 'Editing started' }).waitFor();
    await expect(row.getByTestId('send-proof').isDisabled()).resolves.toBe(true);
    // A button that cannot be used looks it: its colours, its border and the pointer differ from when it can.
    const looks = () =>
      row.getByTestId('send-proof').evaluate((b) => {
        const style = getComputedStyle(b);
        return { background: style.backgroundColor, color: style.color, border: style.borderStyle, cursor: style.cursor };
      });
    const disabled = await looks();
    expect(disabled.cursor).toBe('not-allowed');

    await uploadRound(row, 1);
    await row
      .getByTestId('print-file-input')
      .setInputFiles({ name: 'lux-album.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 print-ready\n') });
    await row.getByText(/Print-ready file: lux-album\.pdf/).waitFor({ timeout: 30_000 });
    // A 21-byte print file reads as such, never as "0.0 MB".
    await row.getByText(/Print-ready file: lux-album\.pdf \(21 bytes\)/).waitFor();
    await expect(row.getByTestId('send-proof').isEnabled()).resolves.toBe(true);
    const enabled = await looks();
    expect(enabled.cursor).toBe('pointer');
    expect(enabled.background).not.toBe(disabled.background);
    expect(enabled.color).not.toBe(disabled.color);
    expect(enabled.border).not.toBe(disabled.border);
    let before = messagesTo(customer.email).length;
    await row.getByTestId('send-proof').click();
    await row.locator('[data-testid="queue-status"]', { hasText: 'Waiting for client approval' }).waitFor();
    expect((await waitForMessage(customer.email, before)).subject).toBe(`Your order ${order.orderNumber} is ready for your approval`);

    // The customer pages through proof 1 and asks for changes on spread 3.
    customerSide = await openSignedIn(browser, customer, `/${customer.sub}/orders?orderId=${order._id}`);
    const shopper = customerSide.page;
    let { card, viewer } = await openProof(shopper, customer, order._id, true);
    await expect(viewer.getByTestId('proof-round').textContent()).resolves.toBe('Proof 1 of 2');
    await shopper.keyboard.press('ArrowRight');
    await shopper.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('proof-position').textContent()).resolves.toBe('Spread 3 of 3: spread-3.png');
    const stage = await viewer.getByTestId('proof-stage').boundingBox();
    await shopper.mouse.move(stage!.x + stage!.width / 2, stage!.y + 50);
    await shopper.mouse.down();
    await shopper.mouse.move(stage!.x + stage!.width / 2 + 200, stage!.y + 50, { steps: 5 });
    await shopper.mouse.up();
    await expect(viewer.getByTestId('proof-position').textContent()).resolves.toBe('Spread 2 of 3: spread-2.png');
    await shopper.keyboard.press('ArrowRight');
    await viewer.getByTestId('proof-zoom').click();
    await expect(viewer.getByTestId('proof-zoom').getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await seriousViolations(shopper)).toEqual([]);
    await viewer.getByTestId('spread-comment-input').fill('Please make the first-dance photo larger.');
    before = messagesTo(studio).length;
    await viewer.getByTestId('proof-request-changes').click();
    await viewer.getByTestId('proof-confirm-send').click();
    await card.getByTestId('proof-review-state').filter({ hasText: 'We are making the changes' }).waitFor();
    expect((await waitForMessage(studio, before, { about: order.orderNumber })).subject).toBe(
      `Order ${order.orderNumber}: Iris Tester asked for changes to the album design`,
    );

    // The editor sees the comment beside spread 3 and sends proof 2.
    row = await openRow(editor, order._id);
    await row.locator('[data-testid="queue-status"]', { hasText: 'Editing started' }).waitFor();
    const commented = row.locator('[data-testid="design-round"][data-round="1"] [data-testid="design-spread"]').nth(2);
    await expect(commented.getByTestId('spread-comment').textContent()).resolves.toBe('“Please make the first-dance photo larger.”');
    await uploadRound(row, 2);
    before = messagesTo(customer.email).length;
    await row.getByTestId('send-proof').click();
    await row.locator('[data-testid="queue-status"]', { hasText: 'Waiting for client approval' }).waitFor();
    expect((await waitForMessage(customer.email, before)).subject).toBe(`Your revised album design for order ${order.orderNumber} is ready`);

    // Proof 2 is the last round: no comments, the revision offer, and the approval.
    ({ card, viewer } = await openProof(shopper, customer, order._id));
    await viewer
      .getByTestId('proof-round')
      .filter({ hasText: /^Proof 2 of 2$/ })
      .waitFor();
    await expect(viewer.getByTestId('spread-comment-input').count()).resolves.toBe(0);
    await expect(viewer.getByTestId('proof-revision-offer').getByRole('link').getAttribute('href')).resolves.toBe(
      `/shop/products/Album-Revision?orderId=${order._id}&lineId=${lineId}`,
    );
    await viewer.getByTestId('proof-approve').click();
    await viewer.getByTestId('proof-confirm-send').click();
    await card.getByTestId('proof-review-state').filter({ hasText: 'You approved your design' }).waitFor();
    // My Orders writes the status in words, not as its code.
    await expect(card.getByTestId('order-status').textContent()).resolves.toBe('Album design approved');

    // Locked: the editor can add no spread, and the API refuses one.
    row = await openRow(editor, order._id);
    await row
      .getByTestId('line-design-state')
      .filter({ hasText: /^Approved$/ })
      .waitFor();
    await expect(row.getByTestId('spread-input').isDisabled()).resolves.toBe(true);
    const editorApi = await signInApi('editor@shop.test');
    const refused = await api('POST', editorPath(order), {
      token: editorApi.idToken,
      body: { lineId, spreads: [{ fileName: 'late.png', mimeType: 'image/png', size: 100 }] },
    });
    expect(refused.status).toBe(409);
  } finally {
    await Promise.all([editorSide.close(), customerSide?.close()]);
  }
}, 240_000);
