/**
 * Storefront figures for `npm run bench` (and alone: `npx tsx test/bench/web.ts`):
 *  - the production build (`vite build --config web/vite.config.ts`, into a temporary folder so
 *    a build in progress never disturbs web/dist);
 *  - the initial JavaScript of `/`: what Chromium actually loads for the home page served by
 *    `vite preview`, gzipped here (the preview server sends it uncompressed; the CDN compresses
 *    it), cross-checked against the build manifest (entry + its modulepreloads + the home chunk);
 *  - Lighthouse performance and accessibility, mobile (its default: simulated slow 4G and a 4x
 *    slower CPU) and desktop, for `/` and `/shop/albums/Lux`, against a local cloud started with
 *    `web: false`. The preview listens on the web port that cloud reserved, which its API
 *    already allows in CORS, so the pages call the API as the deployed site does.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalCloud } from '../../infra/local/cloud';
import { buildWeb } from '../../infra/local/web-build';
import { chromiumFlags, launchBrowser } from '../support/browser';

const root = join(__dirname, '..', '..');
const viteConfig = join(root, 'web', 'vite.config.ts');
export const webTargets = { initialJsKB: 150, lighthouse: 90 };
const lighthousePaths = ['/', '/shop/albums/Lux'];
/** Lighthouse scores move with the machine's load: each figure is the median of this many runs. */
const lighthouseRuns = 3;

export interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}
export interface LighthouseScore {
  path: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  /** Largest Contentful Paint and Total Blocking Time, ms, as Lighthouse measured them. */
  lcpMs: number;
  tbtMs: number;
}
export interface WebFigures {
  buildSeconds: number;
  /** Scripts Chromium loaded for `/`, in load order. */
  loaded: ScriptFile[];
  /** The same from the manifest: entry, its static imports, the home route chunk and its imports. */
  manifest: ScriptFile[];
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

/** The entry's static imports are modulepreloaded; the home route is the entry's dynamic import of routes/home. */
function fromManifest(outDir: string): ScriptFile[] {
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
  const home = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
  if (!home) throw new Error('The build manifest has no chunk for src/app/routes/home.tsx');
  visit(home);
  return files.filter((f) => f.endsWith('.js')).map((file) => fileFigures(`/${file}`, readFileSync(join(outDir, file))));
}

const fileFigures = (path: string, body: Buffer): ScriptFile => ({ path, bytes: body.length, gzipBytes: gzipSize(body) });

/** Loads `/` in Chromium until the album cards are shown and the network is idle, and keeps every script it fetched. */
async function loadedScripts(origin: string): Promise<ScriptFile[]> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const pending: Promise<ScriptFile | undefined>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => fileFigures(url.pathname, body), () => undefined));
    });
    await page.goto(origin + '/');
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(pending)).filter((f): f is ScriptFile => f !== undefined);
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(origin: string): Promise<LighthouseScore[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: chromiumFlags });
  const scores: LighthouseScore[] = [];
  try {
    for (const path of lighthousePaths) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: LighthouseScore[] = [];
        for (let i = 0; i < lighthouseRuns; i++) {
          const result = await lighthouse(
            origin + path,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          const { categories, audits, runtimeError } = result.lhr;
          if (runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${runtimeError.message}`);
          runs.push({
            path,
            formFactor,
            performance: Math.round((categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
            lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          });
        }
        // The run with the median performance score, so its LCP and TBT explain that score.
        scores.push([...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!);
      }
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
  const manifest = fromManifest(outDir);

  // The handlers log every request at info; the bench's output is its figures.
  process.env.LOG_LEVEL ??= 'warn';
  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto', web: false });
  process.env.SHOP_RUNTIME_CONFIG = join(dataDir, 'runtime-config.json');
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const { preview } = await import('vite');
  const port = Number(new URL(cloud.endpoints.web).port);
  const server = await preview({
    configFile: viteConfig,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const loaded = await loadedScripts(origin);
    const lighthouse = await lighthouseScores(origin);
    return { buildSeconds, loaded, manifest, lighthouse };
  } finally {
    await server.close();
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
  const loadedKB = totalGzipKB(figures.loaded);
  const manifestKB = totalGzipKB(figures.manifest);
  return [
    '## Storefront',
    '',
    `The production build (\`vite build --config web/vite.config.ts\`, ${figures.buildSeconds.toFixed(1)} s) served by \`vite preview\` against a local cloud.`,
    'Initial JS: every script Chromium loads for `/` until the album cards show and the network is idle, gzipped',
    '(zlib default level); cross-checked with the build manifest (entry, its modulepreloads, the home route chunk).',
    `Lighthouse ${lighthouseVersion()}: mobile is its default (simulated slow 4G, 4x CPU slowdown), desktop its desktop preset;`,
    `each row is the run with the median performance score of ${lighthouseRuns}.`,
    `Targets: initial JS at most ${webTargets.initialJsKB} KB gzip; Lighthouse performance and accessibility at least ${webTargets.lighthouse}.`,
    '',
    '| measure | value | within target |',
    '|---|---:|---|',
    `| initial JS for \`/\`, loaded by Chromium (${figures.loaded.length} files) | ${loadedKB.toFixed(1)} KB gzip | ${mark(loadedKB <= webTargets.initialJsKB)} |`,
    `| initial JS for \`/\`, from the manifest (${figures.manifest.length} files) | ${manifestKB.toFixed(1)} KB gzip | ${mark(manifestKB <= webTargets.initialJsKB)} |`,
    ...figures.lighthouse.map(
      (s) =>
        `| Lighthouse \`${s.path}\` ${s.formFactor}: performance / accessibility (LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms) | ${s.performance} / ${s.accessibility} | ${mark(s.performance >= webTargets.lighthouse && s.accessibility >= webTargets.lighthouse)} |`,
    ),
    '',
    'Scripts loaded for `/`:',
    '',
    '| script | bytes | gzip bytes |',
    '|---|---:|---:|',
    ...figures.loaded.map((f) => `| \`${f.path}\` | ${f.bytes} | ${f.gzipBytes} |`),
    '',
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
