/**
 * Storefront figures for `npm run bench` (and alone: `npx tsx test/bench/web.ts`):
 *  - the production build with its prerendered pages (infra/site/build.ts, into a temporary
 *    folder so a build in progress never disturbs web/dist);
 *  - the initial JavaScript of every prerendered page, from the build manifest: the entry and the
 *    chunks the page's HTML preloads (infra/site/page-assets.ts), with everything they import,
 *    gzipped here (the local server sends it uncompressed; the CDN compresses it); and for `/`,
 *    `/shop/albums/Lux` and `/products/Edge-Prints`, what Chromium actually loads, as a cross-check;
 *  - Lighthouse, mobile (its default: simulated slow 4G and a 4x slower CPU), all four categories,
 *    for `/`, `/shop/albums/Lux` and `/products/Edge-Prints`, against a local cloud serving that
 *    build as the tests do (`webBuild`: prerendered pages, app shell, 404), so the pages call the
 *    API as the deployed site does. Lighthouse's scores move with the machine's load: each run
 *    records the 1-minute load average beside it;
 *  - the libraries every page loads before it is live alone (React, React DOM, React Router,
 *    TanStack Query), built as the app's build puts them, for what is left of the target to the
 *    shop's own code.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startLocalCloud } from '../../infra/local/cloud';
import { buildWeb } from '../../infra/local/web-build';
import { chromiumFlags, launchBrowser } from '../support/browser';

const root = join(__dirname, '..', '..');
export const webTargets = { initialJsKB: 115, performance: 98, accessibility: 100, seo: 100, bestPractices: 95 };
/** The pages whose scripts Chromium loads are counted too, beside the manifest's figure. */
const loadedJsPaths = ['/', '/shop/albums/Lux', '/products/Edge-Prints'];
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
  /** The machine's 1-minute load average as each of the page's runs started, in run order. */
  loadAverages: number[];
}
export interface PageJs {
  path: string;
  /** From the manifest: the entry, the chunks the page preloads, and all they import. */
  manifest: ScriptFile[];
}
export interface LoadedJs {
  path: string;
  /** Scripts Chromium loaded for the page, in load order. */
  loaded: ScriptFile[];
}
export interface WebFigures {
  buildSeconds: number;
  /** Every prerendered page, as prerendered.json lists them. */
  pages: PageJs[];
  loaded: LoadedJs[];
  lighthouse: LighthouseScore[];
  /** The libraries every page loads before it is live, alone, gzipped. */
  librariesGzipBytes: number;
}

const gzipSize = (data: Buffer) => gzipSync(data).length;
const kb = (bytes: number) => bytes / 1024;
export const totalGzipKB = (files: readonly ScriptFile[]) => kb(files.reduce((sum, f) => sum + f.gzipBytes, 0));

/** The packages the app's start imports (app/start.tsx and its frame), which every page loads before it is live. */
const startLibraries = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom', '@tanstack/react-query'];

/** The names the SPA's browser code imports from each of those packages (the prerender's server entry left out). */
function namesImported(): Map<string, Set<string>> {
  const names = new Map(startLibraries.map((library) => [library, new Set<string>()]));
  names.get('react/jsx-runtime')!.add('jsx').add('jsxs').add('Fragment');
  const src = join(root, 'web', 'src');
  const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && f !== 'entry-server.tsx');
  for (const file of files)
    for (const [, list, from] of readFileSync(join(src, file), 'utf8').matchAll(/import\s+\{([^}]*)\}\s+from\s+'([^']+)'/g))
      for (const spec of list!.split(',').map((n) => n.trim())) if (spec && !spec.startsWith('type ')) names.get(from!)?.add(spec.split(/\s+as\s+/)[0]!);
  return names;
}

/**
 * The libraries alone, as the app imports them, in one chunk built by Vite as the app's build
 * builds it (minified, production): the least any page can load before it is live, whatever the
 * shop's own code.
 */
async function librariesGzipBytes(): Promise<number> {
  const entry = join(root, 'web', 'src', 'start-libraries.js');
  const code = [...namesImported()]
    .filter(([, names]) => names.size > 0)
    .map(([library, names]) => `export { ${[...names].join(', ')} } from '${library}';`)
    .join('\n');
  const { build: viteBuild } = await import('vite');
  const built = await viteBuild({
    configFile: false,
    root: join(root, 'web'),
    logLevel: 'silent',
    mode: 'production',
    plugins: [{ name: 'start-libraries', resolveId: (id) => (id === entry ? id : undefined), load: (id) => (id === entry ? code : undefined) }],
    build: { write: false, emptyOutDir: false, modulePreload: false, rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' } },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  return chunks.reduce((sum, chunk) => sum + gzipSize(Buffer.from(chunk.code!)), 0);
}

async function build(outDir: string): Promise<number> {
  const started = Date.now();
  await buildWeb(root, outDir, ['--manifest']);
  return (Date.now() - started) / 1000;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const pageFile = (path: string) => (path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));

/**
 * A prerendered page's initial JavaScript, from the build manifest: the entry script and the chunks
 * the page's HTML preloads (the app's start and the page's route modules, which the prerender chose
 * from the same manifest), with every chunk they import statically. A chunk imported but not
 * preloaded would be fetched only once its importer has arrived: the page is refused.
 */
function fromManifest(outDir: string, path: string, manifest: Record<string, ManifestChunk>, keyOf: Map<string, string>): ScriptFile[] {
  const html = readFileSync(join(outDir, pageFile(path)), 'utf8');
  const named = [...html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"|<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    chunk.imports?.forEach(visit);
  };
  for (const file of named) {
    const key = keyOf.get(file);
    if (!key) throw new Error(`${path} loads ${file}, which the build manifest does not name`);
    visit(key);
  }
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const unnamed = files.filter((file) => !named.includes(file));
  if (unnamed.length > 0) throw new Error(`${path} imports ${unnamed.join(', ')} without preloading it`);
  return files.map((file) => fileFigures(`/${file}`, readFileSync(join(outDir, file))));
}

export function everyPage(outDir: string, paths: readonly string[]): PageJs[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return paths.map((path) => ({ path, manifest: fromManifest(outDir, path, manifest, keyOf) }));
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
      const runs: Omit<LighthouseScore, 'loadAverages'>[] = [];
      const loadAverages: number[] = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        loadAverages.push(loadavg()[0]!);
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
      scores.push({ ...[...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!, loadAverages });
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
  const pagesJs = everyPage(outDir, pages);
  const libraries = await librariesGzipBytes();

  // The handlers log every request at info; the bench's output is its figures.
  process.env.LOG_LEVEL ??= 'warn';
  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto', webBuild: outDir });
  const origin = cloud.endpoints.web;
  try {
    const loaded: LoadedJs[] = [];
    for (const path of loadedJsPaths) loaded.push({ path, loaded: await loadedScripts(origin, path) });
    const lighthouse = await lighthouseScores(origin);
    return { buildSeconds, pages: pagesJs, loaded, lighthouse, librariesGzipBytes: libraries };
  } finally {
    await cloud.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const lighthouseVersion = (): string =>
  (JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** Pages that load the same scripts, the largest first. */
function sameScripts(pages: readonly PageJs[]): { paths: string[]; files: ScriptFile[] }[] {
  const groups = new Map<string, { paths: string[]; files: ScriptFile[] }>();
  for (const { path, manifest } of pages) {
    const key = manifest
      .map((f) => f.path)
      .sort()
      .join(' ');
    const group = groups.get(key) ?? { paths: [], files: manifest };
    group.paths.push(path);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => totalGzipKB(b.files) - totalGzipKB(a.files));
}

/** The `## Storefront` section of docs/benchmarks.md. */
export function storefrontSection(figures: WebFigures): string[] {
  const t = webTargets;
  const manifestKB = (path: string) => totalGzipKB(figures.pages.find((p) => p.path === path)?.manifest ?? []);
  const groups = sameScripts(figures.pages);
  const largest = groups[0]!;
  const within = figures.pages.filter((p) => totalGzipKB(p.manifest) <= t.initialJsKB).length;
  return [
    '## Storefront',
    '',
    `The production build with its ${figures.pages.length} prerendered pages (\`npm run build:web\`: \`vite build\` and the prerender, ${figures.buildSeconds.toFixed(1)} s),`,
    'served by the local cloud as the tests serve it (the site path function, the app shell, the 404 page).',
    'Initial JS: the scripts a page loads before it is live, gzipped (zlib default level). For every prerendered page from the build',
    "manifest: the entry and the chunks the page's HTML preloads (the app's start, the page's route modules), with all they import;",
    `for ${figures.loaded.map((l) => `\`${l.path}\``).join(', ')} also every script Chromium loads until the page is live and the network is idle.`,
    `Lighthouse ${lighthouseVersion()}, mobile (its default: simulated slow 4G, 4x CPU slowdown), all four categories;`,
    `each row is the run with the median performance score of ${lighthouseRuns}, with the machine's 1-minute load average as each run began.`,
    `Targets: initial JS at most ${t.initialJsKB} KB gzip on every prerendered page; Lighthouse performance at least ${t.performance}, accessibility ${t.accessibility},`,
    `SEO ${t.seo}, best practices at least ${t.bestPractices}.`,
    '',
    '| measure | value | within target |',
    '|---|---:|---|',
    `| initial JS, the largest prerendered page (\`${largest.paths[0]}\` and ${largest.paths.length - 1} more of the same scripts, ${largest.files.length} files, from the manifest) | ${totalGzipKB(largest.files).toFixed(1)} KB gzip | ${mark(totalGzipKB(largest.files) <= t.initialJsKB)} |`,
    `| prerendered pages whose initial JS is within ${t.initialJsKB} KB gzip | ${within} of ${figures.pages.length} | ${mark(within === figures.pages.length)} |`,
    `| the libraries every page loads before it is live, alone (${startLibraries.join(', ')}, with the names the SPA imports, in one chunk built as the app's; the least any page can load) | ${kb(figures.librariesGzipBytes).toFixed(1)} KB gzip | (no target of its own) |`,
    ...figures.loaded.flatMap(({ path, loaded }) => {
      const loadedKB = totalGzipKB(loaded);
      const fromManifest = figures.pages.find((p) => p.path === path)?.manifest.length ?? 0;
      return [
        `| initial JS for \`${path}\`, loaded by Chromium (${loaded.length} files) | ${loadedKB.toFixed(1)} KB gzip | ${mark(loadedKB <= t.initialJsKB)} |`,
        `| initial JS for \`${path}\`, from the manifest (${fromManifest} files) | ${manifestKB(path).toFixed(1)} KB gzip | ${mark(manifestKB(path) <= t.initialJsKB)} |`,
      ];
    }),
    ...figures.lighthouse.map(
      (s) =>
        `| Lighthouse \`${s.path}\` mobile: performance / accessibility / SEO / best practices (LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms; load average ${s.loadAverages.map((l) => l.toFixed(2)).join(', ')}) | ${s.performance} / ${s.accessibility} / ${s.seo} / ${s.bestPractices} | ${mark(s.performance >= t.performance && s.accessibility >= t.accessibility && s.seo >= t.seo && s.bestPractices >= t.bestPractices)} |`,
    ),
    '',
    `Beside the libraries alone (${kb(figures.librariesGzipBytes).toFixed(1)} KB), the target leaves ${(t.initialJsKB - kb(figures.librariesGzipBytes)).toFixed(1)} KB gzip for everything else a page loads before it is live:`,
    "the entry (with Vite's preload helper), the app's start, the frame (navbar, footer, route table, API client) and the page's own modules.",
    '',
    'Initial JS of every prerendered page, from the manifest (pages that load the same scripts on one row):',
    '',
    '| pages | files | initial JS | within target |',
    '|---|---:|---:|---|',
    ...groups.map(
      ({ paths, files }) =>
        `| ${paths.map((p) => `\`${p}\``).join(', ')} | ${files.length} | ${totalGzipKB(files).toFixed(1)} KB gzip | ${mark(totalGzipKB(files) <= t.initialJsKB)} |`,
    ),
    '',
    ...figures.loaded.flatMap(({ path, loaded }) => [
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
