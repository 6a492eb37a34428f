/**
 * Debian's Chromium driven by playwright-core, for the browser journeys. No browser is ever
 * downloaded: CHROMIUM_PATH, else /usr/bin/chromium (`apt-get install chromium`).
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

export interface OpenedPage {
  page: Page;
  /** console.error lines and uncaught exceptions, in order. */
  consoleErrors: string[];
  /** Requests that failed on the network or were answered with a status of 400 or more. */
  failedRequests: string[];
  close(): Promise<void>;
}

/** Opens `url` in a fresh context (its own storage) and records what went wrong on the page. */
export async function openPage(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // blob: and data: URLs live in the page's memory; no server was asked, so nothing failed there.
    if (/^(blob|data):/.test(request.url())) return;
    failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  await page.goto(url);
  return { page, consoleErrors, failedRequests, close: () => context.close() };
}
