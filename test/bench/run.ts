/**
 * `npm run bench`: measures what the shop promises about speed and size and writes
 * docs/benchmarks.md. A benchmark, not a test: it reports, it does not fail.
 *  - every deployed handler: its cold start serving one request, import and bundle, as ratios to a minimal DynamoDB handler (handlers.ts);
 *  - `npm start`: the time until the local cloud is ready, from a clean data folder and again;
 *  - the checkout's DynamoDB calls and journey time, the storefront's size and Lighthouse scores;
 *  - `npm test`: the whole suite's wall time (suite.ts).
 *  - photo uploads: the uploader on My Orders against raw presigned PUTs of the same 20 photos of 5 MB, and the API calls per photo;
 *  - the API's overhead: two routes' latency through the local gateway under load, beside their
 *    DynamoDB calls alone (gateway.ts);
 *  - layout shift on the signed-in pages (My Orders, the staff pages) under Lighthouse (layout-shift.ts);
 *  - the studio dashboard's route with 10,000 orders, beside a one-item read (dashboard.ts);
 *  - the instant album draft of 200 photos on a slowed CPU, and dragging a photo across it, beside My Orders (album-draft.ts).
 * `npm run bench -- suite handlers` measures only the sections named and rewrites just those.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { handlersSection } from './handlers-section';
import { layoutShiftSection, type layoutShiftFigures } from './layout-shift';
import { dashboardSection, type dashboardFigures } from './dashboard';
import { draftSection, type draftFigures } from './album-draft';
import { gatewaySection, withSection, type gatewayFigures } from './gateway';
import { startFigures, startSection } from './start';
import { suiteRuns, suiteSection } from './suite';
import { storefrontSection, type webFigures } from './web';
import type { checkoutCallCounts } from './checkout';
import type { handlerFigures } from './handlers';
import type { checkoutJourneySeconds } from './journey';
import type { uploadFigures } from './uploads';

const root = join(__dirname, '..', '..');
const targets = { checkoutCalls: 4, uploadRatio: 0.8, apiCallsPerPhoto: 0.1 };

/** Runs `exportName` of a bench module in its own process (see child.ts) and answers its result. */
async function inChild<T>(module: string, exportName: string): Promise<T> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(__dirname, 'child.ts'), join(__dirname, module), exportName],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } },
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${module} ${exportName} failed (${code})`))));
  });
  const line = output.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`${module} ${exportName} gave no result`);
  return JSON.parse(line.slice('RESULT '.length)) as T;
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** One section of docs/benchmarks.md: its name on the command line, its heading, and how it is measured. */
interface Section {
  name: string;
  heading: string;
  measure(): Promise<string[]>;
}

const sections: Section[] = [
  {
    name: 'handlers',
    heading: '## Lambda handlers',
    measure: async () => handlersSection(await inChild<Awaited<ReturnType<typeof handlerFigures>>>('handlers.ts', 'handlerFigures')),
  },
  { name: 'start', heading: '## Local cloud', measure: async () => startSection(await startFigures()) },
  { name: 'checkout', heading: '## Checkout', measure: checkoutSection },
  { name: 'uploads', heading: '## Photo uploads', measure: uploadsSection },
  {
    name: 'gateway',
    heading: '## API overhead',
    measure: async () => gatewaySection(await inChild<Awaited<ReturnType<typeof gatewayFigures>>>('gateway.ts', 'gatewayFigures')),
  },
  {
    name: 'dashboard',
    heading: '## Studio dashboard',
    measure: async () => dashboardSection(await inChild<Awaited<ReturnType<typeof dashboardFigures>>>('dashboard.ts', 'dashboardFigures')),
  },
  // ---- Storefront: the SPA's initial JS and Lighthouse scores (test/bench/web.ts) ----
  {
    name: 'storefront',
    heading: '## Storefront',
    measure: async () => storefrontSection(await inChild<Awaited<ReturnType<typeof webFigures>>>('web.ts', 'webFigures')),
  },
  {
    name: 'layout-shift',
    heading: '## Layout shift',
    measure: async () => layoutShiftSection(await inChild<Awaited<ReturnType<typeof layoutShiftFigures>>>('layout-shift.ts', 'layoutShiftFigures')),
  },
  {
    name: 'draft',
    heading: '## The instant album draft',
    measure: async () => draftSection(await inChild<Awaited<ReturnType<typeof draftFigures>>>('album-draft.ts', 'draftFigures')),
  },
  // Last: the longest measure, and the one the machine's load moves most.
  { name: 'suite', heading: '## Test suite', measure: async () => suiteSection(await suiteRuns()) },
];

async function checkoutSection(): Promise<string[]> {
  const checkout = await inChild<Awaited<ReturnType<typeof checkoutCallCounts>>>('checkout.ts', 'checkoutCallCounts');
  const journey = await inChild<Awaited<ReturnType<typeof checkoutJourneySeconds>>>('journey.ts', 'checkoutJourneySeconds');
  return [
    '## Checkout',
    '',
    `DynamoDB calls each step of checkout makes, counted at the local DynamoDB with one request at a time. Target for the checkout routes: at most ${targets.checkoutCalls}.`,
    '',
    '| step | DynamoDB calls | within target |',
    '|---|---:|---|',
    ...checkout.map((c) => `| ${c.route} | ${c.calls} | ${c.route.startsWith('payment event') ? 'not a route' : mark(c.calls <= targets.checkoutCalls)} |`),
    '',
    `From Begin Checkout to the order shown paid, in Chromium against the local runtime (SPA on the Vite dev server, local card provider, test card 4242…): **${journey.toFixed(1)} s**.`,
    '',
  ];
}

async function uploadsSection(): Promise<string[]> {
  const uploads = await inChild<Awaited<ReturnType<typeof uploadFigures>>>('uploads.ts', 'uploadFigures');
  const mbps = (seconds: number) => (uploads.megabytes / seconds).toFixed(1);
  return [
    '## Photo uploads',
    '',
    `${uploads.photos} photos of 5 MB (${uploads.megabytes.toFixed(0)} MB) sent from Chromium to the local S3 in each of ${uploads.rounds.length} rounds, against the production build of the SPA served by the local cloud in a process of its own (as \`npm start\` runs it, apart from the bench's process that drives the browser): first as raw presigned PUTs from the page (signed beforehand, all at once, as fast as the browser sends them: the reference), then chosen on My Orders for an album line, timed from the choice until every photo is in S3 (its signing calls included). × throughput is the median over the rounds of each round's reference time over the uploader's (lowest and highest beside it). Targets: at least ${targets.uploadRatio}× and at most ${targets.apiCallsPerPhoto} API calls per photo.`,
    '',
    '| measure | value | within target |',
    '|---|---:|---|',
    `| raw presigned PUTs (reference) | ${uploads.referenceSeconds.toFixed(2)} s, ${mbps(uploads.referenceSeconds)} MB/s | |`,
    `| the uploader on My Orders | ${uploads.uploaderSeconds.toFixed(2)} s, ${mbps(uploads.uploaderSeconds)} MB/s | |`,
    `| × throughput | ${uploads.ratio.toFixed(2)} (${uploads.lowest.toFixed(2)}–${uploads.highest.toFixed(2)}) | ${mark(uploads.ratio >= targets.uploadRatio)} |`,
    `| requests to the API while sending | ${uploads.apiCalls} (${uploads.callsPerPhoto.toFixed(2)} per photo) | ${mark(uploads.callsPerPhoto <= targets.apiCallsPerPhoto)} |`,
    '',
    'On its sending path the uploader signs 50 photos a call, sends six at once (as the browser does the raw PUTs), reads 128 KB of each photo for its type and pixel size and decodes nothing; it redraws the list at most five times a second (and at once when a photo arrives) and reads the line’s list every 10 s while photos still go. Thumbnails wait until nothing is sending and no photos are being chosen; one made as photos start to go is sent after them, and until a sent photo’s thumbnail is made the list shows no picture for it rather than fetching the photo back from S3. What it does beside the raw PUTs: Golden Retriever copies each chosen photo into IndexedDB (for a reload), and the local API (in the cloud’s process, beside the local S3) answers its signing and list reads.',
    '',
  ];
}

/**
 * `npm run bench` measures every section and writes the whole file. Given section names
 * (`npm run bench -- suite handlers`), it measures only those, in the order above, and replaces
 * just their sections in the file as it is, leaving the others' figures alone.
 */
async function main(names: string[]) {
  const unknown = names.filter((name) => !sections.some((s) => s.name === name));
  if (unknown.length > 0) throw new Error(`No bench section ${unknown.join(', ')}; the sections are: ${sections.map((s) => s.name).join(', ')}`);
  const file = join(root, 'docs', 'benchmarks.md');
  if (names.length > 0) {
    for (const section of sections.filter((s) => names.includes(s.name))) {
      const measured = await section.measure();
      // Measured on another day than the file's header says: the section says when.
      const text = [measured[0]!, '', `_Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench -- ${section.name}\`._`, ...measured.slice(1)];
      // Written after each section: a later one failing keeps what was measured before it. The
      // file is read just before: a section takes minutes, and another section's figures may
      // have been written to it meanwhile.
      const markdown = withSection(readFileSync(file, 'utf8'), section.heading, text);
      writeFileSync(file, markdown);
      console.log(text.join('\n'));
    }
    return;
  }
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench`; the figures below are from its last run. Rerun it after changing',
    'handlers, their dependencies or the local cloud (`npm run bench -- <section>…` reruns only',
    `those sections: ${sections.map((s) => s.name).join(', ')}).`,
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
  ];
  for (const section of sections) lines.push(...(await section.measure()));

  writeFileSync(file, lines.join('\n'));
  console.log(lines.join('\n'));
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err);
  process.exit(1);
});
