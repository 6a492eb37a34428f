/** The site's path function (infra/site/site-router.ts), as CloudFront and the local server run it. */
import { siteRouter, siteRouterCode } from '../../infra/site/site-router';

const pages = ['/', '/about', '/albums/Lux', '/shop/albums/Lux', '/products/Edge-Prints', '/Edge-Prints'];
const route = siteRouter(pages);

describe('the site path function', () => {
  it('serves a prerendered page from its index.html, whatever its case and trailing slash', () => {
    expect(route('/')).toBe('/index.html');
    expect(route('/albums/Lux')).toBe('/albums/Lux/index.html');
    expect(route('/About')).toBe('/about/index.html');
    expect(route('/albums/lux/')).toBe('/albums/Lux/index.html');
    expect(route('/edge-prints')).toBe('/Edge-Prints/index.html');
  });

  it('serves client-only pages, and catalog items added since the build, with the app shell', () => {
    for (const path of [
      '/login',
      '/create-account',
      '/cart',
      '/checkout',
      '/complete',
      '/addAlbums',
      '/admin/products',
      '/admin/01HXYZ',
      '/u-1/orders',
      '/u-1/o-1/payment-success',
      '/u-1/o-1/gallery-upload',
      '/u-1/o-1/draft/line-1',
      '/account/security',
      '/Pre-Launch-Special/refer-a-friend',
      '/albums/New-Album',
      '/shop/products/New-Print',
    ])
      expect(route(path)).toBe('/app.html');
  });

  it('leaves files and unknown paths alone, for the bucket to answer or miss', () => {
    expect(route('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(route('/sitemap.xml')).toBe('/sitemap.xml');
    expect(route('/art/home/hero.svg')).toBe('/art/home/hero.svg');
    expect(route('/no-such-page')).toBe('/no-such-page');
    expect(route('/no/such/page')).toBe('/no/such/page');
  });

  it('fits in a CloudFront Function', () => {
    const many = Array.from({ length: 200 }, (_, i) => `/products/A-Product-Named-${i}`);
    expect(() => siteRouterCode(many)).not.toThrow();
    expect(() => siteRouterCode(Array.from({ length: 400 }, (_, i) => `/products/A-Product-Named-${i}`))).toThrow(/over CloudFront/);
  });
});
