/**
 * What a prerendered page's head carries (infra/site/page-assets.ts): every stylesheet inlined, the
 * app's and the page's chunks held back in a template (preloaded at once by the app shell), from
 * Vite's manifest, and its main picture.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appChunksTemplate, appModule, mainPicturePreload, manifestFolder, readPageAssets } from '../../infra/site/page-assets';

/** A build's manifest as Vite writes it: the entry, the app's start, two pages sharing a chunk. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-1.css'], dynamicImports: [appModule] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  [appModule]: { file: 'assets/start-1.js', imports: ['_runtime.js', '_react.js'], css: ['assets/start-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_react.js', '_form.js'], css: ['assets/home-1.css'] },
  'src/app/routes/shop/album-order.tsx': { file: 'assets/album-order-1.js', imports: ['_form.js'] },
  '_form.js': { file: 'assets/form-1.js', imports: ['_runtime.js'], css: ['assets/forms-1.css'] },
};

const css: Record<string, string> = {
  'assets/index-1.css': ':root{--ink:#222}',
  'assets/start-1.css': '.navbar{color:var(--ink)}',
  'assets/home-1.css': '.hero{min-height:40vh}',
  'assets/forms-1.css': '.field{display:grid}',
};

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'page-assets-'));
  mkdirSync(join(outDir, manifestFolder));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, manifestFolder, 'manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(css)) writeFileSync(join(outDir, file), `${text}\n`);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const hrefs = (tags: string, rel: string, extra = '') =>
  [...tags.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)"${extra}>`, 'g'))].map((m) => m[1]);
const templateOf = (tags: string) => new RegExp(`<template id="${appChunksTemplate}">(.*?)</template>`).exec(tags)?.[1] ?? '';

describe("a prerendered page's own assets", () => {
  it("are the entry's, the app's and the page's stylesheets in cascade order, and the chunks beyond the entry's", () => {
    expect(readPageAssets(outDir).filesFor(['src/app/routes/home.tsx'])).toEqual({
      stylesheets: ['/assets/index-1.css', '/assets/start-1.css', '/assets/home-1.css', '/assets/forms-1.css'],
      chunks: ['/assets/start-1.js', '/assets/react-1.js', '/assets/home-1.js', '/assets/form-1.js'],
    });
  });

  it('inlines every stylesheet in that order, and keeps the chunks and a disabled link naming each stylesheet inert', () => {
    const tags = readPageAssets(outDir).tagsFor(['src/app/routes/home.tsx']);
    expect(/<style>(.*?)<\/style>/s.exec(tags)?.[1]).toBe(
      [css['assets/index-1.css'], css['assets/start-1.css'], css['assets/home-1.css'], css['assets/forms-1.css']].join('\n'),
    );
    expect(hrefs(templateOf(tags), 'stylesheet', ' disabled')).toEqual([
      '/assets/index-1.css',
      '/assets/start-1.css',
      '/assets/home-1.css',
      '/assets/forms-1.css',
    ]);
    // Nothing in the head itself names a script or a stylesheet, disabled or not, before the entry says so.
    const outsideTemplate = tags.replace(templateOf(tags), '');
    expect(outsideTemplate).not.toMatch(/<link/);
    expect(hrefs(templateOf(tags), 'modulepreload')).toEqual(['/assets/start-1.js', '/assets/react-1.js', '/assets/home-1.js', '/assets/form-1.js']);
  });

  it('has the app shell, with nothing to draw before the app, preload its chunks from its head, its stylesheets still named only in the template', () => {
    const tags = readPageAssets(outDir).tagsFor([], { eager: true });
    const outsideTemplate = tags.replace(templateOf(tags), '');
    expect(hrefs(outsideTemplate, 'modulepreload')).toEqual(['/assets/start-1.js', '/assets/react-1.js']);
    expect(hrefs(templateOf(tags), 'modulepreload')).toEqual([]);
    expect(hrefs(outsideTemplate, 'stylesheet', ' disabled')).toEqual([]);
    expect(hrefs(templateOf(tags), 'stylesheet', ' disabled')).toEqual(['/assets/index-1.css', '/assets/start-1.css']);
  });

  it("gives a page without a route module (the app shell, the error page) the entry's and the app's own", () => {
    expect(readPageAssets(outDir).filesFor([])).toEqual({
      stylesheets: ['/assets/index-1.css', '/assets/start-1.css'],
      chunks: ['/assets/start-1.js', '/assets/react-1.js'],
    });
  });

  it('refuses a page module the build does not have, rather than leave the page unstyled', () => {
    expect(() => readPageAssets(outDir).tagsFor(['src/app/routes/gone.tsx'])).toThrow('no chunk for src/app/routes/gone.tsx');
  });

  it('refuses to inline a stylesheet whose meaning would change in the page', () => {
    writeFileSync(join(outDir, 'assets/home-1.css'), '.hero{background:url(hero.png)}');
    try {
      expect(() => readPageAssets(outDir).tagsFor(['src/app/routes/home.tsx'])).toThrow('refers to hero.png relatively');
    } finally {
      writeFileSync(join(outDir, 'assets/home-1.css'), css['assets/home-1.css']!);
    }
  });
});

describe("a page's main picture", () => {
  it('is the first image marked high priority, preloaded with that priority', () => {
    const body =
      '<img src="/art/albums/lux/navbar.svg" alt="" loading="lazy"/>' +
      '<img src="/art/albums/lux/open.svg" alt="Lux" width="1200" height="900" loading="eager" fetchPriority="high"/>' +
      '<img src="/art/albums/lux/closed.svg" alt="" fetchPriority="high"/>';
    expect(mainPicturePreload(body)).toBe('<link rel="preload" as="image" href="/art/albums/lux/open.svg" fetchpriority="high">');
  });

  it('preloads a picture served at several widths at the one its img takes', () => {
    const body =
      '<img src="/art/home/hero-1600.webp" srcSet="/art/home/hero-800.webp 800w, /art/home/hero-1600.webp 1600w" sizes="100vw" alt="" fetchPriority="high"/>';
    expect(mainPicturePreload(body)).toBe(
      '<link rel="preload" as="image" href="/art/home/hero-1600.webp" imagesrcset="/art/home/hero-800.webp 800w, /art/home/hero-1600.webp 1600w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('is nothing when the page marks no image', () => {
    expect(mainPicturePreload('<img src="/a.svg" alt="" loading="lazy"/>')).toBe('');
  });
});
