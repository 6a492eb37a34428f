/**
 * Storefront figures for `npm run bench` (and alone: `npx tsx test/bench/web.ts`):
 *  - the production build with its prerendered pages (infra/site/build.ts, into a temporary
 *    folder so a build in progress never disturbs web/dist);
 *  - the initial JavaScript of `/` and `/shop/albums/Lux`: what Chromium actually loads for each,
 *    gzipped here (the local server sends it uncompressed; the CDN compresses it), cross-checked
 *    against the build manifest (entry + its modulepreloads + the page's route chunk);
 *  - Lighthouse, mobile (its default: simulated slow 4G and a 4x slower CPU), all four categories,
 *    for `/`, `/shop/albums/Lux` and `/products/Edge-Prints`, against a local cloud serving that
 *    build as the tests do (`webBuild`: prerendered pages, app shell, 404), so the pages call the
 *    API as the deployed site does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalCloud } from '../../infra/local/cloud';
import { buildWeb } from '../../infra/local/web-build';
import { chromiumFlags, launchBrowser } from '../support/browser';

const root = join(__dirname, '..', '..');
export const webTargets = { initialJsKB: 100, performance: 98, accessibility: 100, seo: 100, bestPractices: 95 };
/** Each measured page and the route module that shows it. */
const initialJsPages = [
  { path: '/', routeModule: 'src/app/routes/home.tsx' },
  { path: '/shop/albums/Lux', routeModule: 'src/app/routes/shop/album-order.tsx' },
];
const lighthousePaths = ['/', '/shop/albums/Lux', '/products/Edge-Prints'];
/** Lighthouse scores move with the machine's load: each figure is the median of this many runs. */
const lighthouseRuns = 3;

export interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}
export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Largest Contentful Paint and Total Blocking Time, ms, as Lighthouse measured them. */
  lcpMs: number;
  tbtMs: number;
}
export interface InitialJs {
  path: string;
  /** Scripts Chromium loaded for the page, in load order. */
  loaded: ScriptFile[];
  /** The same from the manifest: entry, its static imports, the page's route chunk and its imports. */
  manifest: ScriptFile[];
}
export interface WebFigures {
  buildSeconds: number;
  pages: number;
  initialJs: InitialJs[];
  lighthouse: LighthouseScore[];
}

const gzipSize = (data: Buffer) => gzipSync(data).length;
const kb = (bytes: number) => bytes / 1024;
export const totalGzipKB = (files: readonly ScriptFile[]) => kb(files.reduce((sum, f) => sum + f.gzipBytes, 0));

async function build(outDir: string): Promise<number> {
  const started = Date.now();
  await buildWeb(root, outDir, ['--manifest']);
  return (Date.now() - started) / 1000;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The entry's static imports are modulepreloaded; the page's route module is the entry's dynamic import. */
function fromManifest(outDir: string, routeModule: string): ScriptFile[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  const route = Object.keys(manifest).find((key) => key.endsWith(routeModule));
  if (!route) throw new Error(`The build manifest has no chunk for ${routeModule}`);
  visit(route);
  return files.filter((f) => f.endsWith('.js')).map((file) => fileFigures(`/${file}`, readFileSync(join(outDir, file))));
}

const fileFigures = (path: string, body: Buffer): ScriptFile => ({ path, bytes: body.length, gzipBytes: gzipSize(body) });

/** Loads the page in Chromium until it is live (its Login link shows) and the network is idle, and keeps every script it fetched. */
async function loadedScripts(origin: string, path: string): Promise<ScriptFile[]> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const pending: Promise<ScriptFile | undefined>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => fileFigures(url.pathname, body),
          () => undefined,
        ),
      );
    });
    await page.goto(origin + path);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((f): f is ScriptFile => f !== undefined);
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(origin: string): Promise<LighthouseScore[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumFlags });
  const scores: LighthouseScore[] = [];
  const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
  try {
    for (const path of lighthousePaths) {
      const runs: LighthouseScore[] = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${runtimeError.message}`);
        runs.push({
          path,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          seo: score(categories.seo?.score),
          bestPractices: score(categories['best-practices']?.score),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        });
      }
      // The run with the median performance score, so its LCP and TBT explain that score.
      scores.push([...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!);
    }
  } finally {
    chrome.kill();
  }
  return scores;
}

export async function webFigures(): Promise<WebFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-web-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-cloud-'));
  const buildSeconds = await build(outDir);
  const { pages } = JSON.parse(readFileSync(join(outDir, 'prerendered.json'), 'utf8')) as { pages: string[] };

  // The handlers log every request at info; the bench's output is its figures.
  process.env.LOG_LEVEL ??= 'warn';
  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto', webBuild: outDir });
  const origin = cloud.endpoints.web;
  try {
    const initialJs: InitialJs[] = [];
    for (const { path, routeModule } of initialJsPages)
      initialJs.push({ path, loaded: await loadedScripts(origin, path), manifest: fromManifest(outDir, routeModule) });
    const lighthouse = await lighthouseScores(origin);
    return { buildSeconds, pages: pages.length, initialJs, lighthouse };
  } finally {
    await cloud.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const lighthouseVersion = (): string =>
  (JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The `## Storefront` section of docs/benchmarks.md. */
export function storefrontSection(figures: WebFigures): string[] {
  const t = webTargets;
  return [
    '## Storefront',
    '',
    `The production build with its ${figures.pages} prerendered pages (\`npm run build:web\`: \`vite build\` and the prerender, ${figures.buildSeconds.toFixed(1)} s),`,
    'served by the local cloud as the tests serve it (the site path function, the app shell, the 404 page).',
    'Initial JS: every script Chromium loads for the page until it is live and the network is idle, gzipped',
    "(zlib default level); cross-checked with the build manifest (entry, its modulepreloads, the page's route chunk).",
    `Lighthouse ${lighthouseVersion()}, mobile (its default: simulated slow 4G, 4x CPU slowdown), all four categories;`,
    `each row is the run with the median performance score of ${lighthouseRuns}.`,
    `Targets: initial JS at most ${t.initialJsKB} KB gzip; Lighthouse performance at least ${t.performance}, accessibility ${t.accessibility},`,
    `SEO ${t.seo}, best practices at least ${t.bestPractices}.`,
    '',
    '| measure | value | within target |',
    '|---|---:|---|',
    ...figures.initialJs.flatMap(({ path, loaded, manifest }) => {
      const loadedKB = totalGzipKB(loaded);
      const manifestKB = totalGzipKB(manifest);
      return [
        `| initial JS for \`${path}\`, loaded by Chromium (${loaded.length} files) | ${loadedKB.toFixed(1)} KB gzip | ${mark(loadedKB <= t.initialJsKB)} |`,
        `| initial JS for \`${path}\`, from the manifest (${manifest.length} files) | ${manifestKB.toFixed(1)} KB gzip | ${mark(manifestKB <= t.initialJsKB)} |`,
      ];
    }),
    ...figures.lighthouse.map(
      (s) =>
        `| Lighthouse \`${s.path}\` mobile: performance / accessibility / SEO / best practices (LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms) | ${s.performance} / ${s.accessibility} / ${s.seo} / ${s.bestPractices} | ${mark(s.performance >= t.performance && s.accessibility >= t.accessibility && s.seo >= t.seo && s.bestPractices >= t.bestPractices)} |`,
    ),
    '',
    ...figures.initialJs.flatMap(({ path, loaded }) => [
      `Scripts loaded for \`${path}\`:`,
      '',
      '| script | bytes | gzip bytes |',
      '|---|---:|---:|',
      ...loaded.map((f) => `| \`${f.path}\` | ${f.bytes} | ${f.gzipBytes} |`),
      '',
    ]),
  ];
}

if (require.main === module) {
  webFigures().then(
    (figures) => console.log(storefrontSection(figures).join('\n')),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
