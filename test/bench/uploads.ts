/**
 * Photo uploads through the real UI (alone: `npx tsx test/bench/uploads.ts`): the browser
 * uploader's throughput against raw presigned PUTs of the same bytes to the same local S3, in the
 * same Chromium and the same run. The local cloud runs in a process of its own, as `npm start`
 * runs it (its table kept in its data folder), serving the production build of the SPA; this
 * process only drives the browser and reaches the cloud through its endpoints, as on AWS the
 * browser, its driver and the servers are apart. A customer with a paid order of two Lux albums opens My Orders
 * (the production build of the SPA); each round, the page first PUTs 20 photos of 5 MB straight to
 * presigned URLs signed beforehand for the second album (all at once, as fast as the browser
 * sends them), then the customer chooses the same 20 files for the first album and the uploader
 * is timed from the choice until every one of them has reached S3 (each photo's state past
 * sending: checking, done or refused). Its signing calls are inside the time; the reference's
 * are not. Rounds alternate so a slow spell of the machine lands on both; the ratio is the median
 * over the rounds of each round's reference time over the uploader's. Every request the page sends
 * to the API origin during the uploader's rounds is counted against the photos it sent, by path;
 * each round also says when its first photo's bytes started and its last photo's ended, and how
 * many thumbnails went meanwhile. BENCH_TRACE=1 prints each round's API requests with their times,
 * when the page took the choice (the file input's change event), the round on the page's own clock
 * (its requests and long tasks), this process's own hold-ups (Playwright's, as it sets the files)
 * and the photos Golden Retriever still keeps as the round starts;
 * BENCH_TRACE=chrome also writes a Chrome trace of each round (the page's garbage collections
 * among them) to the system's temporary folder.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalCloud } from '../../infra/local/cloud';
import { SIGNED_PUT_HEADERS } from '../../shared/uploads';
import { launchBrowser } from '../support/browser';
import { jpegPhoto } from '../support/photos';
import { cloudReady, startCloudProcess, stopCloudProcess } from '../support/cloud-process';
import { ensureWebBuild, webBuildFolder } from '../support/web-build';
import { call, newCustomer, signInAt } from './journey';
import { fillBilling } from '../support/payments';

const PHOTOS = 20;
const PHOTO_BYTES = 5 * 1024 * 1024;
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function uploadFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const photoDir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  process.env.LOG_LEVEL ??= 'warn';
  const webBuild = webBuildFolder();
  await ensureWebBuild(webBuild);
  const logFile = join(dataDir, 'cloud.log');
  const child = startCloudProcess({ dir: dataDir, logFile, webBuild, dynamoEngine: 'dynalite', ephemeral: false });
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  try {
    await cloudReady(child, join(dataDir, 'endpoints.json'), logFile);
    const endpoints = JSON.parse(readFileSync(join(dataDir, 'endpoints.json'), 'utf8')) as LocalCloud['endpoints'];
    // The customer's sign-up and the API calls read only the cloud's endpoints and its outbox folder.
    const cloud = { endpoints, outbox: { dir: join(dataDir, 'outbox') } } as LocalCloud;
    browser = await launchBrowser();
    const person = await newCustomer(cloud);
    const lux = await call(cloud, 'GET', '/albums/name/Lux');
    const cover = lux.coverOptions[0];
    // Two albums of 40 pages: 80 photos each, room for every round.
    const cartItems = [40, 40].map((pages) => ({
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
    await fillBilling(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByTestId('payment-status').filter({ hasText: 'Paid' }).waitFor({ timeout: 60_000 });
    const order = await call(cloud, 'GET', `/orders/${person.sub}/${orderId}`, person.idToken);
    const referenceLine = order.albums[1]._id as string;
    /**
     * BENCH_SETTLE=1 (a trial, not the bench's figures): before each timed part, waits until the
     * local cloud has checked every photo sent before it, so that neither part shares the machine's
     * processors with the checks of the other's photos (on AWS they run apart from the API and the browser).
     */
    const settled = async () => {
      if (!process.env.BENCH_SETTLE) return;
      for (const lineId of [order.albums[0]._id as string, referenceLine]) {
        for (let tries = 0; tries < 600; tries++) {
          const { images } = await call(cloud, 'GET', `/galleries/user/${person.sub}/${orderId}/items?lineId=${lineId}`, person.idToken);
          if (!(images as { status: string }[]).some((image) => image.status === 'reserved')) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };

    // A real JPEG padded after its end marker to 5 MB, as a camera's maker notes would; written to
    // disk so the browser reads the files itself, as it would from a customer's folder.
    const jpeg = await jpegPhoto(page, 3000, 2000);
    const padding = Buffer.alloc(PHOTO_BYTES - jpeg.length, 0x20);
    const photo = Buffer.concat([jpeg, padding]);
    // A round's own files: the uploader takes a file once (by name, size and date).
    const filesOf = (round: number) =>
      Array.from({ length: PHOTOS }, (_, i) => {
        const path = join(photoDir, `round${round}-${String(i + 1).padStart(3, '0')}.jpg`);
        writeFileSync(path, photo);
        return path;
      });

    await page.goto(`${web}/${person.sub}/orders?orderId=${orderId}`);
    const line = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).getByTestId('line-uploads').first();
    await line.getByTestId('line-count').waitFor({ timeout: 120_000 });
    // The reference's files, chosen through an input of its own so the browser reads them from disk too.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.multiple = true;
      input.id = 'bench-reference';
      input.hidden = true;
      document.body.append(input);
    });
    if (process.env.BENCH_TRACE) {
      // The page's own clock: its long tasks, and its requests' times (room for every round's).
      await page.evaluate(() => {
        const w = window as unknown as { benchLong: [number, number][] };
        w.benchLong = [];
        performance.setResourceTimingBufferSize(10_000);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.benchLong.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask' });
      });
    }
    const chromeTrace = process.env.BENCH_TRACE === 'chrome' ? await browser.newBrowserCDPSession() : undefined;
    const apiOrigin = new URL(cloud.endpoints.api).origin;
    let counting = false;
    let apiCalls = 0;
    /** The API requests of the uploader's rounds, by method and path with ids left out. */
    const apiRequests: Record<string, number> = {};
    /** In the round being timed: when the first photo's bytes started and the last's ended, and the thumbnails sent. */
    let putTimes: { first?: number; last?: number; thumbnails: number } = { thumbnails: 0 };
    const s3Origin = new URL(cloud.endpoints.s3).origin;
    const trace: string[] = [];
    let roundStart = 0;
    page.on('request', (request) => {
      if (!counting) return;
      const url = new URL(request.url());
      if (url.origin === apiOrigin) {
        apiCalls += 1;
        if (process.env.BENCH_TRACE) trace.push(`${Math.round(performance.now() - roundStart)} ${request.method()} ${url.pathname.slice(-20)}`);
        const path = `${request.method()} ${url.pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{20,}/g, ':id')}`;
        apiRequests[path] = (apiRequests[path] ?? 0) + 1;
      } else if (url.origin === s3Origin && request.method() === 'PUT') {
        if (url.pathname.includes('thumb')) putTimes.thumbnails += 1;
        else putTimes.first ??= performance.now();
      }
    });
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (process.env.BENCH_TRACE && counting && url.origin === apiOrigin)
        trace.push(`${Math.round(performance.now() - roundStart)} done ${request.method()} ${url.pathname.slice(-20)}`);
      if (counting && url.origin === s3Origin && request.method() === 'PUT' && !url.pathname.includes('thumb')) putTimes.last = performance.now();
    });

    const rounds: { reference: number; uploader: number; firstByte: number; lastByte: number; thumbnails: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const files = filesOf(round);
      const images = files.map((path, i) => ({ fileName: `ref-${round}-${i}.jpg`, mimeType: 'image/jpeg', size: PHOTO_BYTES }));
      const { signedUrls } = await call(cloud, 'POST', `/galleries/user/${person.sub}/${orderId}`, person.idToken, { lineId: referenceLine, images });
      const choiceTaken = () =>
        page.evaluate(() => {
          const w = window as unknown as { benchChoice?: number; benchSetAt?: number };
          w.benchSetAt = performance.now();
          w.benchChoice = undefined;
          document.addEventListener('change', () => (w.benchChoice = performance.now() - w.benchSetAt!), { capture: true, once: true });
        });
      await settled();
      if (process.env.BENCH_TRACE) await choiceTaken();
      await page.locator('#bench-reference').setInputFiles(files);
      const referenceChoice = process.env.BENCH_TRACE ? await page.evaluate(() => (window as unknown as { benchChoice?: number }).benchChoice) : undefined;
      const reference = await page.evaluate(
        async ({ urls, headers }) => {
          const chosen = Array.from(document.querySelector<HTMLInputElement>('#bench-reference')!.files ?? []);
          const started = performance.now();
          const answers = await Promise.all(chosen.map((file, i) => fetch(urls[i]!, { method: 'PUT', body: file, headers })));
          if (answers.some((answer) => !answer.ok)) throw new Error(`A reference PUT answered ${answers.find((a) => !a.ok)!.status}`);
          return (performance.now() - started) / 1000;
        },
        { urls: signedUrls.map((s: { uploadUrl: string }) => s.uploadUrl) as string[], headers: { 'content-type': 'image/jpeg', ...SIGNED_PUT_HEADERS } },
      );

      await settled();
      counting = true;
      putTimes = { thumbnails: 0 };
      const sent = PHOTOS * round;
      if (chromeTrace)
        await chromeTrace.send('Tracing.start', {
          transferMode: 'ReturnAsStream',
          traceConfig: {
            includedCategories: [
              'toplevel',
              'devtools.timeline',
              'v8',
              'disabled-by-default-v8.gc',
              'disabled-by-default-cppgc',
              'blink_gc',
              'loading',
              '__metadata',
            ],
          },
        });
      if (process.env.BENCH_TRACE)
        trace.push(
          `(files kept in the browser for a reload as the round starts: ${await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const open = indexedDB.open('uppy-blobs');
                open.addEventListener('error', () => resolve(-1));
                open.addEventListener('success', () => {
                  const count = open.result.transaction('files').objectStore('files').count();
                  count.addEventListener('success', () => {
                    resolve(count.result);
                    open.result.close();
                  });
                });
              }),
          )})`,
        );
      // When the page took the choice (its change event), from just before the files were set.
      if (process.env.BENCH_TRACE) await choiceTaken();
      const started = performance.now();
      roundStart = started;
      // This process's own delays (Playwright's), until the first photo's bytes.
      const lags: string[] = [];
      let tick = performance.now();
      const lagTimer = process.env.BENCH_TRACE
        ? setInterval(() => {
            const now = performance.now();
            if (now - tick > 40 && putTimes.first === undefined) lags.push(`${Math.round(tick - started)}+${Math.round(now - tick - 10)}`);
            tick = now;
          }, 10)
        : undefined;
      await line.getByTestId('photo-input').setInputFiles(files);
      await page.waitForFunction(
        ({ sent }) => {
          const rows = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="line-uploads"] [data-testid="upload-photo"]'));
          return rows.length >= sent && rows.every((row) => !['waiting', 'sending'].includes(row.dataset.state ?? ''));
        },
        { sent },
        { timeout: 600_000, polling: 50 },
      );
      const uploader = (performance.now() - started) / 1000;
      counting = false;
      clearInterval(lagTimer);
      if (lagTimer) trace.push(`(this process held up before the first PUT: ${lags.join(' ') || 'never over 30 ms'})`);
      if (chromeTrace) {
        const ended = new Promise<string>((resolve) => chromeTrace.once('Tracing.tracingComplete', ({ stream }) => resolve(stream!)));
        await chromeTrace.send('Tracing.end');
        const stream = await ended;
        let text = '';
        for (;;) {
          const { data, eof, base64Encoded } = await chromeTrace.send('IO.read', { handle: stream, size: 1 << 20 });
          text += base64Encoded ? Buffer.from(data, 'base64').toString() : data;
          if (eof) break;
        }
        await chromeTrace.send('IO.close', { handle: stream });
        const path = join(tmpdir(), `uploads-trace-round${round}.json`);
        writeFileSync(path, text);
        trace.push(`(Chrome trace of the round in ${path})`);
      }
      if (process.env.BENCH_TRACE) {
        // The round on the page's clock, from just before the files were set.
        const inPage = await page.evaluate(
          ({ s3, api }) => {
            // No named functions here: the bench's compiler would name them with a helper the page lacks.
            const w = window as unknown as { benchSetAt: number; benchChoice?: number; benchLong: [number, number][] };
            const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime >= w.benchSetAt);
            // The photos' PUTs are Uppy's XMLHttpRequests (thumbnails go by fetch, pictures on the page by img).
            const puts = entries.filter((e) => e.name.startsWith(s3) && e.initiatorType === 'xmlhttprequest');
            const calls = entries
              .filter((e) => e.name.startsWith(api))
              .map((e) => `${e.name.slice(-24)} ${Math.round(e.startTime - w.benchSetAt)}–${Math.round(e.responseEnd - w.benchSetAt)}`);
            const firstPut = Math.min(...puts.map((e) => e.startTime));
            const long = w.benchLong
              .filter(([start]) => start >= w.benchSetAt && start <= firstPut)
              .map(([start, d]) => `${Math.round(start - w.benchSetAt)}+${Math.round(d)}`);
            performance.clearResourceTimings();
            return [
              `page: change ${Math.round(w.benchChoice ?? NaN)}, first PUT ${Math.round(firstPut - w.benchSetAt)}, last PUT ended ${Math.round(Math.max(...puts.map((e) => e.responseEnd)) - w.benchSetAt)} (${puts.length} PUTs)`,
              `page: API ${calls.join(', ')}`,
              `page: long tasks before the first PUT ${long.join(' ') || 'none'}`,
            ];
          },
          { s3: s3Origin, api: apiOrigin },
        );
        trace.push(...inPage);
      }
      if (process.env.BENCH_TRACE) {
        const choice = await page.evaluate(() => (window as unknown as { benchChoice?: number }).benchChoice);
        // What finding the line's input costs the test itself, the page as it is now.
        const finding = performance.now();
        await line.getByTestId('photo-input').count();
        trace.push(`(finding the line's input took ${Math.round(performance.now() - finding)} ms after the round)`);
        console.log(
          [
            `(the reference's files taken ${Math.round(referenceChoice ?? NaN)} ms after they were set)`,
            `${Math.round(choice ?? NaN)} the choice's change event`,
            ...trace.splice(0),
          ].join('\n'),
        );
      }
      const after = (at?: number) => Math.round((at ?? NaN) - started) / 1000;
      rounds.push({ reference, uploader, firstByte: after(putTimes.first), lastByte: after(putTimes.last), thumbnails: putTimes.thumbnails });
    }
    const ratios = rounds.map((r) => r.reference / r.uploader);
    const megabytes = (PHOTOS * PHOTO_BYTES) / 1024 / 1024;
    return {
      photos: PHOTOS,
      megabytes,
      rounds,
      ratio: median(ratios),
      lowest: Math.min(...ratios),
      highest: Math.max(...ratios),
      referenceSeconds: median(rounds.map((r) => r.reference)),
      uploaderSeconds: median(rounds.map((r) => r.uploader)),
      apiCalls,
      apiRequests,
      callsPerPhoto: apiCalls / (PHOTOS * ROUNDS),
    };
  } catch (error) {
    // What the cloud said, for a run that failed.
    console.error(`The local cloud's log:\n${readFileSync(logFile, 'utf8').slice(-5000)}`);
    throw error;
  } finally {
    await browser?.close();
    await stopCloudProcess(child, dataDir);
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
