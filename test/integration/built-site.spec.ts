/**
 * The site as the test run's local cloud serves it: the production build, answered like the
 * deployed site (infra/cdk/web.ts, site-deployment.ts), with the runtime config and artwork of
 * this cloud.
 */
import { imageSize } from 'image-size';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatCents } from '../../shared/money';
import { runtimeConfigSchema } from '../../shared/runtime-config';
import { seedProducts } from '../../infra/seed/catalog';
import { endpoints, webBuilt } from '../support/runtime';
import { webBuildFolder } from '../support/web-build';

const get = (path: string, init?: RequestInit) => fetch(endpoints().web + path, init);

beforeAll(() => webBuilt());

describe('the built site', () => {
  it('answers a route of the SPA with its page, revalidated on each visit', async () => {
    const res = await get('/shop/albums/Lux');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toMatch(/<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js"/);
  });

  it('serves hashed assets for a year, and a missing one as 404 rather than the page', async () => {
    const script = readdirSync(join(webBuildFolder(), 'assets')).find((name) => name.endsWith('.js'))!;
    const res = await get(`/assets/${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/no-such-chunk-00000000.js')).status).toBe(404);
  });

  it('is the build that deploys, React’s production build, whatever NODE_ENV the tests run under', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const html = await (await get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[\w-]+\.js)"/g)].map((m) => m[1]!);
    const code = (await Promise.all(scripts.map(async (path) => (await get(path)).text()))).join('\n');
    // React's production build names its errors by number; its development build warns in words.
    expect(code).toContain('Minified React error #');
    expect(code).not.toContain('Assigning directly to this.state is deprecated');
  });

  it('gives the SPA this cloud’s endpoints in runtime-config.json, never cached', async () => {
    const res = await get('/runtime-config.json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const config = runtimeConfigSchema.parse(await res.json());
    expect(config).toMatchObject({ stage: 'local', apiUrl: endpoints().api, userPoolId: endpoints().userPoolId });
  });

  it('draws the catalog artwork, and answers 404 for a picture it does not have', async () => {
    const res = await get('/art/home/hero.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
    expect((await get('/art/no/such.svg')).status).toBe(404);
  });

  it('serves the hero as WebP at each width its srcset names, drawn from its SVG', async () => {
    for (const width of [800, 1600]) {
      const res = await get(`/art/home/hero-${width}.webp`);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const webp = Buffer.from(await res.arrayBuffer());
      expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(imageSize(webp)).toMatchObject({ type: 'webp', width, height: (width * 9) / 16 });
      // A photo's weight, not a bitmap's: well under what the browser would otherwise draw from filters.
      expect(webp.length).toBeLessThan(width * 30);
    }
    const home = await (await get('/')).text();
    expect(home).toMatch(
      /<link rel="preload" as="image" href="\/art\/home\/hero-1600\.webp" imagesrcset="\/art\/home\/hero-800\.webp 800w, \/art\/home\/hero-1600\.webp 1600w" imagesizes="100vw" fetchpriority="high">/,
    );
    expect(home).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/art\/home\/hero-1600\.webp"/);
  });

  it('serves nothing outside the build, and only reads', async () => {
    // The build sits three folders below the checkout (.test-runtime/web-build/<key>).
    expect((await get('/..%2f..%2f..%2fpackage.json')).status).toBe(404);
    expect((await get('/index.html', { method: 'POST' })).status).toBe(405);
  });
});

/** A page as a crawler or a link preview reads it: the HTML of the first response, no script run. */
async function pageOf(path: string) {
  const res = await get(path);
  const html = await res.text();
  const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: res.status,
    html,
    structured,
    title: attribute(/<title>([^<]*)<\/title>/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
  };
}

describe('the prerendered storefront', () => {
  const edgePrints = seedProducts.find((p) => p.productName === 'Edge Prints')!;

  it('has a product page with its name, prices and JSON-LD Product with an Offer per size in the first response', async () => {
    const page = await pageOf('/products/Edge-Prints');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Edge Prints · Lumière Albums');
    expect(page.html).toContain('<h1 class="learn__title">Edge Prints</h1>');
    for (const option of edgePrints.productOptions) expect(page.html).toContain(formatCents(option.price));
    expect(page.robots).toBeUndefined();
    const [product] = page.structured;
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Edge Prints' });
    expect(product.offers).toEqual(
      edgePrints.productOptions.map((option) =>
        expect.objectContaining({ '@type': 'Offer', name: option.size, price: (option.price / 100).toFixed(2), priceCurrency: 'USD' }),
      ),
    );
  });

  it('gives each page its own title, description, canonical URL and Open Graph tags, one canonical for its aliases', async () => {
    const home = await pageOf('/');
    const lux = await pageOf('/albums/Lux');
    expect(new Set([home.title, lux.title, home.description, lux.description]).size).toBe(4);
    expect(lux.canonical).toMatch(/^https?:\/\/[^/]+\/albums\/Lux$/);
    expect(lux.html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\.svg"/);
    expect(lux.structured[0]).toMatchObject({ '@type': 'Product', name: 'Lux' });
    // The same page under other addresses names the one canonical URL.
    expect((await pageOf('/About')).canonical).toBe((await pageOf('/about')).canonical);
    expect((await pageOf('/albums/lux/')).canonical).toBe(lux.canonical);
    expect((await pageOf('/Edge-Prints')).canonical).toBe((await pageOf('/products/Edge-Prints')).canonical);
  });

  it('answers an unknown path 404 with the error page', async () => {
    for (const path of ['/no/such/page', '/NoSuchProduct']) {
      const page = await pageOf(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain('data-testid="error-page"');
      expect(page.robots).toBe('noindex');
    }
  });

  it('answers staff and account pages with the app shell, noindex, for the browser to render', async () => {
    for (const path of ['/admin/outstanding-orders', '/login', '/cart', '/some-user/orders']) {
      const page = await pageOf(path);
      expect(page.status).toBe(200);
      expect(page.robots).toBe('noindex');
      expect(page.html).toContain('<div id="root"></div>');
    }
  });

  it('lists the canonical pages in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(urls).toEqual(expect.arrayContaining(['/', '/about', '/albums/Lux', '/products/Edge-Prints', '/shop/albums/Lux']));
    // Aliases are not listed: only canonical URLs.
    expect(urls).not.toContain('/Edge-Prints');
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
  });
});
