/**
 * Debian's Chromium driven by playwright-core, for the browser journeys. No browser is ever
 * downloaded: CHROMIUM_PATH, else Debian's headless shell, else Debian's full browser (see
 * chromiumPath).
 */
import { existsSync } from 'node:fs';
import { messages } from '../../shared/messages';
import { webBuilt } from './runtime';
import { chromium, type Browser, type BrowserContextOptions, type BrowserServer, type LaunchOptions, type Page } from 'playwright-core';

/** How the shop's tests and benchmarks start Chromium: headless, and quiet on a closed network. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

/**
 * Features Playwright turns off (its chromiumSwitches), repeated here because Chromium reads only
 * the last --disable-features switch on its command line: ours must carry theirs too.
 * launchBrowserServer checks that it still does after a Playwright upgrade.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * When the full browser runs (no headless shell installed), each new context opens a window, and
 * each window loads its omnibox popup (chrome://omnibox-popup.top-chrome, a WebUI page) in a renderer
 * of its own that no journey ever shows. Measured on the home page, a fresh context with the popup
 * cost twice the CPU of one without (about 2.5 core-seconds against 1.3).
 */
const unusedBrowserFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The Chromium the journeys drive: CHROMIUM_PATH when set; else `chromium-headless-shell`
 * (`apt-get install chromium-headless-shell`), Debian's build of the same Chromium as its
 * `chromium` package without the browser's windows and toolbars, which is what Playwright itself
 * runs for headless tests; else the full browser, `/usr/bin/chromium`, run headless. Measured over
 * a whole `npm test`, the shell took 209 core-seconds where the full browser took 242: its
 * browser process does half the work per page opened (no window, tab strip or omnibox to build).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: [...chromiumFlags, `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserFeatures].join(',')}`],
};

/** Names the Chromium that jest's global setup started for the whole run. */
export const sharedBrowserEnvVar = 'SHOP_TEST_BROWSER';

/**
 * Chromium for one test file. In a jest run every file connects to the one Chromium the global
 * setup started (a launch costs a second or more; a connection, milliseconds), and closing it
 * closes only that file's contexts. Alone (the bench), it launches its own.
 */
export async function launchBrowser(): Promise<Browser> {
  // Every journey opens the site: its build must be there (the global setup may still be making it).
  await webBuilt();
  const shared = process.env[sharedBrowserEnvVar];
  return shared ? chromium.connect(shared) : chromium.launch(launchOptions);
}

/** The run's shared Chromium (global setup). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer(launchOptions);
  const lost = featuresLostBy(server.process().spawnargs);
  if (lost.length === 0) return server;
  await server.close();
  throw new Error(`Playwright now turns off ${lost.join(', ')} in Chromium: add them to playwrightDisabledFeatures in test/support/browser.ts.`);
}

/** What an earlier --disable-features switch on `args` turns off that the last one, the one Chromium reads, does not. */
function featuresLostBy(args: readonly string[]): string[] {
  const lists = args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  const read = new Set(lists.at(-1));
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => feature && !read.has(feature));
}

export interface OpenedPage {
  page: Page;
  /** console.error lines and uncaught exceptions, in order. */
  consoleErrors: string[];
  /** Requests that failed on the network or were answered with a status of 400 or more. */
  failedRequests: string[];
  close(): Promise<void>;
}

export interface OpenPageOptions extends BrowserContextOptions {
  /**
   * The page's timers, Date and performance.now on Playwright's clock, installed before the page
   * loads: time flows as usual until the test pauses it (page.clock.pauseAt) and moves it on
   * itself (page.clock.runFor) instead of waiting for carousels and delays in real time.
   */
  clock?: boolean;
  /**
   * What `url`'s origin has in local storage when the page opens, name → value, as an earlier
   * visit would have left it (a guest's cart, a signed-in session): no load and reload to put it there.
   */
  localStorage?: Record<string, string>;
  /** Runs on the new page before it loads `url`: what it routes or listens to is in force from the first request. */
  beforeLoad?: (page: Page) => Promise<unknown>;
}

/** Opens `url` in a fresh context (its own storage) and records what went wrong on the page. */
export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const { clock, localStorage, beforeLoad, ...contextOptions } = options;
  const storageState = localStorage && {
    cookies: [],
    origins: [{ origin: new URL(url).origin, localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })) }],
  };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions, ...(storageState && { storageState }) });
  if (clock) await context.clock.install();
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
    if (response.status() >= 400) failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  await beforeLoad?.(page);
  await page.goto(url);
  // A prerendered page is on screen before the app can answer a click on it (main.tsx).
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  return { page, consoleErrors, failedRequests, close: () => context.close() };
}

/** Opens `url` in `page` and waits until the app is live: a prerendered page is on screen before it can answer a click (main.tsx). */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

/**
 * Stops the page's clock (opened with `clock: true`) a minute ahead: timers due by then fire once
 * as it jumps, and from then on none fires unless the test moves the clock.
 */
export const pauseClock = (page: Page): Promise<void> => page.clock.pauseAt(Date.now() + 60_000);

/**
 * Resolves once the page has run the tasks it had queued when this was called. React renders and
 * runs its effects in tasks that its scheduler posts as messages, and a message posted after
 * them is handled after them; the second hop leaves room for the scheduler to have yielded once
 * (on a paused clock it never does: it yields by performance.now, which then stands still). So
 * after a change the test has caused or seen, this is where the page's reaction to it is done.
 */
export const settled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (let hop = 0; hop < 2; hop++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
  });

/**
 * Loads every picture on the page, the lazy ones too (as if the shopper had scrolled past each),
 * and answers the address of each that did not draw, with what the browser's resource timing
 * says of its request (status and bytes; none when no request was made, or the page's buffer of
 * entries was full), so that a failure says why.
 */
export async function brokenPictures(page: Page): Promise<string[]> {
  await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.naturalWidth === 0)
      .map((img) => {
        const src = img.currentSrc || img.src;
        const timing = performance.getEntriesByName(src).at(-1) as (PerformanceResourceTiming & { responseStatus?: number }) | undefined;
        return timing ? `${src} (status ${timing.responseStatus}, ${timing.encodedBodySize} bytes)` : `${src} (no resource timing entry)`;
      }),
  );
}

/**
 * Takes a loaded shop to `path` the way a click on a link does: the router follows the address,
 * nothing is loaded again. It goes by way of an address the shop does not have, so what shows
 * next is the new page's own render, never what the page before left (/about and /About, for
 * one, share their heading).
 */
export async function routeTo(page: Page, path: string): Promise<void> {
  await followAddress(page, '/between-pages/no-such-page');
  await page.getByRole('heading', { level: 1, name: messages.errorPage }).waitFor();
  const between = await page.getByTestId('error-page').elementHandle();
  await followAddress(page, path);
  // The router keeps the page it shows until the next one's module and data are in: the page
  // between is gone once the next one is drawn.
  await page.waitForFunction((shown) => !shown?.isConnected, between);
}

/**
 * The router follows `path` at once, as from a link on the page showing now: a history entry of
 * its own, with a key as the router gives its entries (it keeps a scroll position per key, and one
 * without is not a new page). Answers the page's clock (`performance.now()`) at that moment: what
 * the page fetched since starts after it.
 */
export const followAddress = (page: Page, path: string): Promise<number> =>
  page.evaluate((address) => {
    const now = performance.now();
    history.pushState({ key: Math.random().toString(36).slice(2, 10) }, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
    return now;
  }, path);

/** The message of the next dialog the page opens (an alert, say), which is accepted. */
export const nextDialogMessage = (page: Page): Promise<string> =>
  new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
