/**
 * The callback requests desk in Chromium against the local runtime: an Employee
 * moves a request on and notes it, an empty note refused; the empty and failed lists say so in
 * the spec's words. The page passes axe.
 */
import type { Browser } from 'playwright-core';
import { messages } from '../../shared/messages';
import { seriousViolations } from '../support/a11y';
import { launchBrowser, type OpenPageOptions } from '../support/browser';
import { uniqueName } from '../support/catalog-admin';
import { signIn } from '../support/identity';
import { api } from '../support/runtime';
import { openSignedIn } from '../support/signed-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const deskPage = async (options: OpenPageOptions = {}) => openSignedIn(browser, await signIn('employee@shop.test'), '/admin/request-callback', options);

it('lets an Employee move a callback request on and note it, refusing an empty note', async () => {
  const firstName = uniqueName('Callie').replace(/\s/g, '');
  const asked = await api('POST', '/request-callback', {
    body: { firstName, lastName: 'Ross', email: 'callie@example.com', phone: '5550002222', message: 'About a wedding album' },
  });
  expect(asked.status).toBe(201);
  const { page, close } = await deskPage();
  try {
    const card = page.getByRole('listitem', { name: `${firstName} Ross` });
    await card.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    // The desk's selects are the shop's fields, not the browser's: its font, a 44-pixel target, rounded, a gold ring on focus.
    const select = card.getByLabel('Status');
    await select.focus();
    const looks = await select.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        font: style.fontFamily === getComputedStyle(document.body).fontFamily,
        height: el.getBoundingClientRect().height,
        radius: style.borderTopLeftRadius,
        outline: style.outlineStyle,
      };
    });
    expect(looks.font).toBe(true);
    expect(looks.height).toBeGreaterThanOrEqual(44);
    expect(looks.radius).not.toBe('0px');
    expect(looks.outline).toBe('solid');

    // A request nobody has answered is marked New, and the staff bar counts it.
    await expect(card.getAttribute('data-new')).resolves.toBe('true');
    await page.getByTestId('staff-nav-new-callbacks').waitFor();

    // The choice stays shown while it is saved, and after, with the word that it was saved.
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.ok());
    await card.getByLabel('Status').selectOption('Follow-up-Required');
    await expect(card.getByLabel('Status').inputValue()).resolves.toBe('Follow-up-Required');
    await saved;
    await card.locator('select[aria-busy="false"]').waitFor();
    await expect(card.getByLabel('Status').inputValue()).resolves.toBe('Follow-up-Required');
    await card.getByRole('status').filter({ hasText: 'Saved: Follow-up-Required.' }).waitFor();
    await expect(card.getAttribute('data-new')).resolves.toBe('false');
    await card.getByRole('button', { name: 'Add note' }).click();
    await expect(card.getByRole('alert').textContent()).resolves.toBe(messages.noteRequired);
    await card.getByLabel('Add a note').fill('Called back, sending the Lux price list.');
    await card.getByRole('button', { name: 'Add note' }).click();
    await card.getByText('Called back, sending the Lux price list.').waitFor();
    await card.getByRole('alert').waitFor({ state: 'detached' });

    // The list is read from an index, which is eventually consistent (as in DynamoDB): ask until it has caught up.
    const employee = await signIn('employee@shop.test');
    type Listed = { _id: string; currentStatus: string; notes: { note: string }[] };
    let mine: Listed | undefined;
    for (let i = 0; i < 50; i++) {
      const listed = (await api('GET', '/request-callback/admin', { token: employee.idToken })).body as Listed[];
      mine = listed.find((c) => c._id === asked.body._id);
      if (mine?.notes.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine).toMatchObject({
      currentStatus: 'Follow-up-Required',
      notes: [expect.objectContaining({ note: 'Called back, sending the Lux price list.' })],
    });
  } finally {
    await close();
  }
}, 90_000);

it('says so when there are no callback requests, and when they cannot be fetched', async () => {
  const { page, close } = await deskPage({ beforeLoad: (page) => page.route('**/request-callback/admin*', (route) => route.fulfill({ json: [] })) });
  try {
    await page.getByText(messages.noCallbacks, { exact: true }).waitFor();
    await page.unroute('**/request-callback/admin*');
    await page.route('**/request-callback/admin*', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: messages.callbacksFetchFailed }).waitFor({ timeout: 20_000 });
  } finally {
    await close();
  }
}, 60_000);
