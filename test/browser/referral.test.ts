/**
 * The pre-launch refer-a-friend form (spec §2, §5): every field is required and checked before
 * sending; a sent referral returns the shopper home. The hidden field only a bot fills is sent as
 * it is (the server ignores such a referral) and the bot is sent home like anyone else.
 */
import { dirname, join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { launchBrowser, openPage } from '../support/browser';
import { endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const referFriend = () => endpoints().web + '/Pre-Launch-Special/refer-a-friend';
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

/** Serious and critical axe violations inside `selector` only (the navbar and footer have their own checks). */
async function seriousViolationsIn(page: Page, selector: string) {
  await page.addScriptTag({ path: join(dirname(require.resolve('axe-core')), 'axe.min.js') });
  const results = await page.evaluate(
    (scope) => (globalThis as unknown as { axe: { run(context: string, options: object): Promise<AxeResults> } }).axe.run(scope, { resultTypes: ['violations'] }),
    selector,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

describe('the refer-a-friend form', () => {
  // Which message each field gets is unit-tested (test/unit/form-state); here, that the form
  // shows them, sends nothing until they are fixed, and then sends the referral.
  it('names what is wrong before sending anything, then sends the referral and returns home', async () => {
    const { page, consoleErrors, failedRequests, close } = await openPage(browser, referFriend());
    try {
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/marketing/referral') && posts.push(r.url()));
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Refer a friend');
      await page.getByRole('button', { name: 'Send referral' }).click();
      await expect(page.getByTestId('field-error').allTextContents()).resolves.toEqual([
        messages.required,
        messages.required,
        messages.required,
      ]);
      await page.getByLabel("Your friend's phone").fill('608-555-01');
      await expect(page.getByLabel("Your friend's phone").inputValue()).resolves.toBe('60855501');
      await expect(page.getByTestId('field-error').allTextContents()).resolves.toEqual([
        messages.required,
        messages.callbackPhone,
        messages.required,
      ]);
      await expect(seriousViolationsIn(page, 'main')).resolves.toEqual([]);
      expect(posts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/Pre-Launch-Special/refer-a-friend');

      const sent = await fillAndSend(page);
      expect(sent.status()).toBe(201);
      expect(sent.request().postDataJSON()).toEqual({ ...referral, address: '' });
      expect(consoleErrors).toEqual([]);
      expect(failedRequests).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the bot trap out of sight and out of the tab order, and sends a bot that fills it home too', async () => {
    const { page, close } = await openPage(browser, referFriend());
    try {
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
    } finally {
      await close();
    }
  });
});
