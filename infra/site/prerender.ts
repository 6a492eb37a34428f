/**
 * Prerenders the storefront into a client build (after `vite build`): every public page as HTML
 * the browser hydrates (web/src/entry-server.tsx renders it), the app shell for the pages that
 * stay client-only (`app.html`, `noindex`), the error page (`404.html`), `sitemap.xml`,
 * `robots.txt`, and `prerendered.json`, the list of pages the site's path function routes to
 * (site-router.ts). The catalog comes from catalog-source.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Catalog } from './catalog-source';
import { headHtml, headOf, scriptJson } from './head';
import { mainPicturePreload, readPageAssets, stylesheetLink } from './page-assets';

export interface PrerenderOptions {
  root: string;
  /** The client build to prerender into. */
  outDir: string;
  catalog: Catalog;
  /** Where the site is served, for canonical URLs, Open Graph and the sitemap: `https://shop.example`. */
  siteOrigin: string;
}

/** What the build wrote, for the site's path function and the CDK stack. */
export interface PrerenderedSite {
  siteOrigin: string;
  pages: string[];
}

export const prerenderedManifest = 'prerendered.json';

/** What web/src/entry-server.tsx exports (its module is built by Vite, not imported here). */
interface PrerenderedPage {
  status: number;
  html: string;
  title: string;
  state: { path: string };
  pageModules: string[];
}
interface ServerEntry {
  renderPage(path: string, catalog: Catalog): Promise<PrerenderedPage>;
  publicPaths(catalog: Catalog): string[];
}

/** The server entry, built by Vite with the SPA's own config (aliases, plugins) beside node_modules, where Node finds its imports. */
async function buildServerEntry(root: string): Promise<{ entry: ServerEntry; dispose: () => void }> {
  const { build } = await import('vite');
  const outDir = join(root, 'node_modules', '.cache', 'shop-prerender', String(process.pid));
  await build({
    configFile: join(root, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'web', 'src', 'entry-server.tsx'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
    },
  });
  const entry = (await import(pathToFileURL(join(outDir, 'entry-server.mjs')).href)) as ServerEntry;
  return { entry, dispose: () => rmSync(outDir, { recursive: true, force: true }) };
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));

function write(outDir: string, file: string, text: string): void {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), text);
}

/** The client build's index.html with a page's head and body in it; the page's main picture is asked for before the scripts. */
function pageHtml(template: string, head: string, body: string): string {
  // The entry's stylesheet links go: the page's head inlines every stylesheet (page-assets.ts).
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(stylesheetLink, '');
  const entryScript = '<script type="module"';
  if (withHead === template || !withHead.includes('<div id="root"></div>') || !withHead.includes(entryScript))
    throw new Error('index.html no longer has the <title>, description, entry script and <div id="root"></div> the prerender fills in.');
  const picture = mainPicturePreload(body);
  return withHead
    .replace(entryScript, picture ? `${picture}\n    ${entryScript}` : entryScript)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

const noindex = '<meta name="robots" content="noindex" />';

export async function prerenderSite({ root, outDir, catalog, siteOrigin }: PrerenderOptions): Promise<PrerenderedSite> {
  const origin = siteOrigin.replace(/\/+$/, '');
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const assets = readPageAssets(outDir);
  const { entry, dispose } = await buildServerEntry(root);
  try {
    // Client-only pages: the app, empty until it renders in the browser, and never indexed. With
    // nothing to draw before the app, the shell's head preloads the app's chunks itself.
    write(outDir, 'app.html', pageHtml(template, `<title>${'Lumière Albums'}</title>\n    ${noindex}\n    ${assets.tagsFor([], { eager: true })}`, ''));

    const pages = entry.publicPaths(catalog);
    const indexed: string[] = [];
    for (const path of pages) {
      const page = await entry.renderPage(path, catalog);
      if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}: a public page must exist.`);
      const head = headOf(path, page.title, catalog, origin);
      const state = `<script type="application/json" id="prerendered-state">${scriptJson(page.state)}</script>`;
      const headTags = `${headHtml(head)}\n    ${assets.tagsFor(page.pageModules)}`;
      write(outDir, fileOf(path), pageHtml(template, headTags, page.html + state));
      if (head.canonical === origin + path) indexed.push(head.canonical);
    }

    // The error page: rendered for no page at all, and rendered afresh in the browser (no state).
    const missing = await entry.renderPage('/this-page-does-not-exist/404', catalog);
    if (missing.status !== 404) throw new Error(`The error page rendered with status ${missing.status}, not 404.`);
    write(outDir, '404.html', pageHtml(template, `<title>${missing.title}</title>\n    ${noindex}\n    ${assets.tagsFor([])}`, missing.html));

    write(outDir, 'sitemap.xml', sitemap(indexed));
    write(outDir, 'robots.txt', robots(origin));
    const site: PrerenderedSite = { siteOrigin: origin, pages };
    write(outDir, prerenderedManifest, JSON.stringify(site, null, 2));
    return site;
  } finally {
    dispose();
  }
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function sitemap(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${xml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** Account and staff pages are `noindex` as well; here crawlers are asked not to spend time on them. */
function robots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /login',
    'Disallow: /create-account',
    'Disallow: /cart',
    'Disallow: /checkout',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
