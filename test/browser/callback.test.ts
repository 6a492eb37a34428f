/**
 * The callback widget on the home page: it opens from a button, checks every
 * field against the callback schema before sending, and tells the shopper how the request went
 * in the spec's words.
 */
import type { Browser, Page } from 'playwright-core';
import { messages } from '../../shared/messages';
import { seriousViolations } from '../support/a11y';
import { launchBrowser, openPage } from '../support/browser';
import { endpoints } from '../support/runtime';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const request = { firstName: 'Margot', lastName: 'Lindqvist', email: 'margot@example.com', phone: '3125550142', message: 'Which album suits a wedding of 600 photos?' };

async function openWidget(page: Page) {
  await page.getByRole('button', { name: 'Request a callback' }).click();
  // The form's code is fetched on the first open; the panel opens once it is there.
  const dialog = page.getByRole('dialog', { name: 'Request a callback' });
  await dialog.waitFor();
  return dialog;
}

/** The message shown under a field, read through the field's aria-describedby as a screen reader would. */
const errorOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)).find((el) => el?.dataset.testid === 'field-error')?.textContent ?? null;
  });

async function fill(page: Page, values: Partial<typeof request>) {
  const labels = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone', message: 'Message' } as const;
  for (const [name, value] of Object.entries(values)) await page.getByLabel(labels[name as keyof typeof labels], { exact: true }).fill(value);
}

describe('the callback widget', () => {
  // Which message each field gets is unit-tested (test/unit/form-state); here, that the widget
  // shows them where a screen reader finds them, holds the request back, and then sends it.
  it('opens with focus in the form, keeps only digits in the phone, names what is wrong before sending, then sends and says Request submitted successfully!', async () => {
    const { page, consoleErrors, failedRequests, close } = await openPage(browser, endpoints().web + '/');
    try {
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/request-callback') && posts.push(r.url()));
      const dialog = await openWidget(page);
      await expect(page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).resolves.toBe('given-name');
      await expect(dialog.getByLabel('Phone').getAttribute('placeholder')).resolves.toBe(messages.callbackPhone);

      await fill(page, { ...request, phone: '(312) 555-014', message: '' });
      await expect(page.getByLabel('Phone').inputValue()).resolves.toBe('312555014');
      await dialog.getByRole('button', { name: 'Request callback' }).click();

      await expect(errorOf(page, 'Phone')).resolves.toBe(messages.callbackPhone);
      await expect(errorOf(page, 'Message')).resolves.toBe(messages.required);
      await expect(errorOf(page, 'First name')).resolves.toBeNull();
      await expect(seriousViolations(page, {}, '[data-testid="callback-widget"]')).resolves.toEqual([]);
      // Focus goes to the first field that needs attention.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('phone');
      expect(posts).toEqual([]);
      // Once a send was tried, each change is checked as it is typed.
      await page.getByLabel('Email', { exact: true }).fill('margot@');
      await expect(errorOf(page, 'Email')).resolves.toBe(messages.invalidEmail);

      await fill(page, request);
      await expect(errorOf(page, 'Email')).resolves.toBeNull();
      // Closing the panel keeps what was typed for when it opens again.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await openWidget(page);
      await expect(dialog.getByLabel('Last name').inputValue()).resolves.toBe(request.lastName);
      await expect(dialog.getByLabel('Message').inputValue()).resolves.toBe(request.message);
      const [sent] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/request-callback')),
        dialog.getByRole('button', { name: 'Request callback' }).click(),
      ]);
      expect(sent.status()).toBe(201);
      expect(sent.request().postDataJSON()).toEqual(request);
      await expect(dialog.getByRole('status').textContent()).resolves.toContain(messages.callbackSubmitted);
      expect(consoleErrors).toEqual([]);
      expect(failedRequests).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Request a callback');
      // A request that was sent is not offered again: the next one starts empty.
      await openWidget(page);
      await expect(dialog.getByLabel('Last name').inputValue()).resolves.toBe('');
    } finally {
      await close();
    }
  });

  it('says Something went wrong. Please try again. when the API refuses, and Failed to submit request. when it cannot be reached', async () => {
    const { page, close } = await openPage(browser, endpoints().web + '/');
    try {
      const dialog = await openWidget(page);
      await fill(page, request);
      await page.route('**/request-callback', (route) =>
        route.fulfill({ status: 500, json: { error: 'internal', message: 'The request failed.' } }),
      );
      await dialog.getByRole('button', { name: 'Request callback' }).click();
      await expect(dialog.getByRole('alert').textContent()).resolves.toBe(messages.callbackFailed);

      await page.unroute('**/request-callback');
      await page.route('**/request-callback', (route) => route.abort('connectionrefused'));
      await dialog.getByRole('button', { name: 'Request callback' }).click();
      await dialog.getByRole('alert').filter({ hasText: messages.callbackThrown }).waitFor();
    } finally {
      await close();
    }
  });
});
