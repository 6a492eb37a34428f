/**
 * The site as the test run's local cloud serves it: the production build, answered like the
 * deployed site (infra/cdk/web.ts, site-deployment.ts), with the runtime config and artwork of
 * this cloud.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeConfigSchema } from '../../shared/runtime-config';
import { endpoints } from '../support/runtime';
import { webBuildFolder } from '../support/web-build';

const get = (path: string, init?: RequestInit) => fetch(endpoints().web + path, init);

describe('the built site', () => {
  it('answers a route of the SPA with index.html, revalidated on each visit', async () => {
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

  it('serves nothing outside the build, and only reads', async () => {
    // The build sits three folders below the checkout (.test-runtime/web-build/<key>).
    expect((await get('/..%2f..%2f..%2fpackage.json')).status).toBe(404);
    expect((await get('/index.html', { method: 'POST' })).status).toBe(405);
  });
});
