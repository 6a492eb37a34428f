/**
 * `npm run bench`: measures what the shop promises about speed and size and writes
 * docs/benchmarks.md. A benchmark, not a test: it reports, it does not fail.
 *  - every deployed handler: its cold start serving one request, import and bundle, as ratios to a minimal DynamoDB handler (handlers.ts);
 *  - `npm start`: the time until the local cloud is ready, from a clean data folder and again;
 *  - the checkout's DynamoDB calls and journey time, the storefront's size and Lighthouse scores;
 *  - `npm test`: the whole suite's wall time (suite.ts).
 *  - photo uploads: 100 photos of 5 MB through My Orders, and the API calls per photo;
 *  - the API's overhead: two routes' latency through the local gateway under load, beside their
 *    DynamoDB calls alone (gateway.ts);
 *  - layout shift on the signed-in pages (My Orders, the staff pages) under Lighthouse (layout-shift.ts);
 *  - the studio dashboard's route with 10,000 orders, beside a one-item read (dashboard.ts).
 * `npm run bench -- suite handlers` measures only the sections named and rewrites just those.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { handlersSection } from './handlers-section';
import { layoutShiftSection, type layoutShiftFigures } from './layout-shift';
import { dashboardSection, type dashboardFigures } from './dashboard';
import { gatewaySection, withSection, type gatewayFigures } from './gateway';
import { startFigures, startSection } from './start';
import { suiteRuns, suiteSection } from './suite';
import { storefrontSection, type webFigures } from './web';
import type { checkoutCallCounts } from './checkout';
import type { handlerFigures } from './handlers';
import type { checkoutJourneySeconds } from './journey';
import type { uploadFigures } from './uploads';

const root = join(__dirname, '..', '..');
const targets = { checkoutCalls: 4, uploadSeconds: 60, apiCallsPerPhoto: 0.1 };

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
  return [
    '## Photo uploads',
    '',
    `${uploads.photos} photos of 5 MB (${uploads.megabytes.toFixed(0)} MB) chosen on My Orders for two album lines, one after the other, in Chromium against the local runtime (bytes straight to the local S3, 4 photos at a time per line). Targets: at most ${targets.uploadSeconds} s and ${targets.apiCallsPerPhoto} API calls per photo.`,
    '',
    '| measure | value | within target |',
    '|---|---:|---|',
    `| time until both lines say "Upload successful" | ${uploads.seconds.toFixed(1)} s | ${mark(uploads.seconds <= targets.uploadSeconds)} |`,
    `| requests to the API | ${uploads.apiCalls} (${uploads.callsPerPhoto.toFixed(2)} per photo) | ${mark(uploads.callsPerPhoto <= targets.apiCallsPerPhoto)} |`,
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
