/**
 * The pre-launch refer-a-friend form: every field is required and checked before
 * sending; a sent referral returns the shopper home. The hidden field only a bot fills is sent as
 * it is (the server ignores such a referral) and the bot is sent home like anyone else.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { messages } from '../../shared/messages';
import { seriousViolations } from '../support/a11y';
import { launchBrowser, openPage, routeTo, type OpenedPage } from '../support/browser';
import { endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const referFormPath = '/Pre-Launch-Special/refer-a-friend';
const referFriend = () => endpoints().web + referFormPath;
const referral = { referralEmail: 'june@example.com', referralPhone: '6085550199', email: 'ruth@example.com' };

async function fillAndSend(page: Page) {
  await page.getByLabel("Your friend's email").fill(referral.referralEmail);
  await page.getByLabel("Your friend's phone").fill(referral.referralPhone);
  await page.getByLabel('Your email').fill(referral.email);
  const [sent] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/marketing/referral')),
    page.getByRole('button', { name: 'Send referral' }).click(),
  ]);
  await page.waitForURL((url) => url.pathname === '/');
  return sent;
}

describe('the refer-a-friend form', () => {
  // One loaded shop for both: each starts from the form as the router renders it afresh.
  let shop: OpenedPage;
  beforeAll(async () => {
    shop = await openPage(browser, referFriend());
  });
  afterAll(() => shop?.close());
  async function onTheForm(): Promise<Page> {
    await routeTo(shop.page, referFormPath);
    await shop.page.getByRole('button', { name: 'Send referral' }).waitFor();
    return shop.page;
  }

  // Which message each field gets is component-tested (test/components/referral-form); here, that the form
  // shows them, sends nothing until they are fixed, and then sends the referral.
  it('names what is wrong before sending anything, then sends the referral and returns home', async () => {
    const { consoleErrors, failedRequests } = shop;
    const page = await onTheForm();
    const posts: string[] = [];
    const onRequest = (r: Request) => void (r.method() === 'POST' && r.url().endsWith('/marketing/referral') && posts.push(r.url()));
    page.on('request', onRequest);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Refer a friend');
    await page.getByRole('button', { name: 'Send referral' }).click();
    await expect(page.getByTestId('field-error').allTextContents()).resolves.toEqual([messages.required, messages.required, messages.required]);
    await page.getByLabel("Your friend's phone").fill('608-555-01');
    await expect(page.getByLabel("Your friend's phone").inputValue()).resolves.toBe('60855501');
    await expect(page.getByTestId('field-error').allTextContents()).resolves.toEqual([messages.required, messages.callbackPhone, messages.required]);
    await expect(seriousViolations(page, {}, 'main')).resolves.toEqual([]);
    page.off('request', onRequest);
    expect(posts).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/Pre-Launch-Special/refer-a-friend');

    const sent = await fillAndSend(page);
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toEqual({ ...referral, address: '' });
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });

  it('keeps the bot trap out of sight and out of the tab order, and sends a bot that fills it home too', async () => {
    const page = await onTheForm();
    const trap = page.locator('input[name="address"]');
    await expect(trap.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(trap.getAttribute('autocomplete')).resolves.toBe('off');
    // Hidden from assistive technology, and drawn in a box of at most one pixel.
    const box = await trap.evaluate((el) => el.closest('[aria-hidden="true"]')?.getBoundingClientRect().toJSON());
    expect(box).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    expect(box.width * box.height).toBeLessThanOrEqual(1);

    await trap.fill('1 Spam Street', { force: true });
    const sent = await fillAndSend(page);
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({ address: '1 Spam Street' });
  });
});
