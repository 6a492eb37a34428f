/**
 * `npm run bench`: measures what the shop promises about speed and size and writes
 * docs/benchmarks.md. A benchmark, not a test: it reports, it does not fail.
 *  - every route handler: its minified bundle (as deployed) and the time to import it cold;
 *  - `npm start`: the time until the local cloud is ready, from a clean data folder and again;
 *  - the checkout's DynamoDB calls and journey time, the storefront's size and Lighthouse scores;
 *  - `npm test`: the whole suite's wall time (suite.ts).
 *  - photo uploads: 100 photos of 5 MB through My Orders, and the API calls per photo;
 *  - the API's overhead: two routes' latency through the local gateway under load, beside their
 *    DynamoDB calls alone (gateway.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { routeList } from '../../functions/routes';
import { externalModulesFor, lambdaBundle } from '../../infra/bundling';
import { gatewaySection, type gatewayFigures } from './gateway';
import { startFigures, startSection } from './start';
import { suiteRuns, suiteSection } from './suite';
import { storefrontSection, type webFigures } from './web';
import type { checkoutCallCounts } from './checkout';
import type { checkoutJourneySeconds } from './journey';
import type { uploadFigures } from './uploads';

const root = join(__dirname, '..', '..');
const RUNS = 7;
const targets = { bundleKB: 300, importMs: 100, checkoutCalls: 4, uploadSeconds: 60, apiCallsPerPhoto: 0.1 };

/** Runs `exportName` of a bench module in its own process (see child.ts) and answers its result. */
async function inChild<T>(module: string, exportName: string): Promise<T> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(__dirname, 'child.ts'), join(__dirname, module), exportName],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`${module} ${exportName} failed (${code})`))));
  });
  const line = output.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`${module} ${exportName} gave no result`);
  return JSON.parse(line.slice('RESULT '.length)) as T;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function handlerFigures() {
  const out = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
  const modules = [...new Set(routeList.map((r) => r.handler))].sort();
  const rows = [];
  for (const module of modules) {
    const outfile = join(out, `${module.replace(/\//g, '__')}.mjs`);
    await build({
      entryPoints: [join(root, 'functions', `${module}.ts`)],
      bundle: true,
      outfile,
      logLevel: 'error',
      format: lambdaBundle.format,
      platform: lambdaBundle.platform,
      target: lambdaBundle.target,
      minify: lambdaBundle.minify,
      mainFields: lambdaBundle.mainFields,
      banner: { js: lambdaBundle.banner },
      alias: lambdaBundle.alias,
      external: externalModulesFor(routeList.find((r) => r.handler === module)!.grants),
    });
    // A bundle that cannot be imported outside Lambda is reported as such, not allowed to stop the bench.
    let importMs = Number.NaN;
    let importError: string | undefined;
    try {
      importMs = median(
        Array.from({ length: RUNS }, () =>
          Number(
            execFileSync(process.execPath, [
              '--no-warnings',
              '--input-type=module',
              '-e',
              `const t = process.hrtime.bigint(); await import(${JSON.stringify(outfile)}); console.log(Number(process.hrtime.bigint() - t) / 1e6);`,
            ], { env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1' } }).toString(),
          ),
        ),
      );
    } catch (error) {
      importError = /Cannot find (?:package|module) '[^']+'/.exec(String((error as { stderr?: Buffer }).stderr ?? error))?.[0] ?? 'import failed';
    }
    rows.push({ module, routes: routeList.filter((r) => r.handler === module).map((r) => `${r.method} ${r.path}`), kb: statSync(outfile).size / 1024, importMs, importError });
  }
  rmSync(out, { recursive: true, force: true });
  return rows;
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

async function main() {
  const handlers = await handlerFigures();
  const start = await startFigures();
  const checkout = await inChild<Awaited<ReturnType<typeof checkoutCallCounts>>>('checkout.ts', 'checkoutCallCounts');
  const journey = await inChild<Awaited<ReturnType<typeof checkoutJourneySeconds>>>('journey.ts', 'checkoutJourneySeconds');
  const uploads = await inChild<Awaited<ReturnType<typeof uploadFigures>>>('uploads.ts', 'uploadFigures');
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench`; the figures below are from its last run. Rerun it after changing',
    'handlers, their dependencies or the local cloud.',
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '## Lambda handlers',
    '',
    `Each route handler bundled as deployed (esbuild, minified, ESM, AWS SDK included; \`infra/bundling.ts\`),`,
    `and the time a fresh Node process takes to import the bundle, median of ${RUNS} runs.`,
    `Targets: at most ${targets.bundleKB} KB and ${targets.importMs} ms.`,
    '',
    '| handler | routes | bundle (KB) | cold import (ms) | within targets |',
    '|---|---|---:|---:|---|',
    ...handlers.map((h) => `| \`${h.module}\` | ${h.routes.join('<br>')} | ${h.kb.toFixed(0)} | ${h.importError ? `**${h.importError}**` : h.importMs.toFixed(0)} | ${mark(!h.importError && h.kb <= targets.bundleKB && h.importMs <= targets.importMs)} |`),
    '',
    ...startSection(start),
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

  lines.push(...gatewaySection(await inChild<Awaited<ReturnType<typeof gatewayFigures>>>('gateway.ts', 'gatewayFigures')));
  // ---- Storefront: the SPA's initial JS and Lighthouse scores (test/bench/web.ts) ----
  lines.push(...storefrontSection(await inChild<Awaited<ReturnType<typeof webFigures>>>('web.ts', 'webFigures')));
  // Last: the longest measure, and the one the machine's load moves most.
  lines.push(...suiteSection(await suiteRuns()));

  writeFileSync(join(root, 'docs', 'benchmarks.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
