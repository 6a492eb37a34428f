/**
 * What a prerendered page's head links beyond the entry's own tags (infra/site/page-assets.ts):
 * the app's and the page's stylesheets and chunks, from Vite's manifest, and its main picture.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appModule, mainPicturePreload, manifestFolder, readPageAssets } from '../../infra/site/page-assets';

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

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'page-assets-'));
  mkdirSync(join(outDir, manifestFolder));
  writeFileSync(join(outDir, manifestFolder, 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const hrefs = (tags: string, rel: string) =>
  [...tags.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)">`, 'g'))].map((m) => m[1]);

describe("a prerendered page's own assets", () => {
  it("links the app's and the page's stylesheets, its chunks' included, and preloads their scripts, not the entry's", () => {
    const tags = readPageAssets(outDir).tagsFor(['src/app/routes/home.tsx']);
    expect(hrefs(tags, 'stylesheet')).toEqual(['/assets/start-1.css', '/assets/home-1.css', '/assets/forms-1.css']);
    expect(hrefs(tags, 'modulepreload')).toEqual(['/assets/start-1.js', '/assets/react-1.js', '/assets/home-1.js', '/assets/form-1.js']);
  });

  it("gives a page without a route module (the app shell, the error page) the app's own", () => {
    const tags = readPageAssets(outDir).tagsFor([]);
    expect(hrefs(tags, 'stylesheet')).toEqual(['/assets/start-1.css']);
    expect(hrefs(tags, 'modulepreload')).toEqual(['/assets/start-1.js', '/assets/react-1.js']);
  });

  it('refuses a page module the build does not have, rather than leave the page unstyled', () => {
    expect(() => readPageAssets(outDir).tagsFor(['src/app/routes/gone.tsx'])).toThrow('no chunk for src/app/routes/gone.tsx');
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

  it('is nothing when the page marks no image', () => {
    expect(mainPicturePreload('<img src="/a.svg" alt="" loading="lazy"/>')).toBe('');
  });
});
