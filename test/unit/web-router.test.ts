/**
 * The web's own router picks the page for a path as the storefront expects: static
 * paths before `/{name}`, any case, parameters decoded, the catch-all last.
 */
import { matchRoutes, type RouteObject } from '../../web/src/lib/router/routes';

const leaf = (path: string): RouteObject => ({ path, id: path });
const routes: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        id: 'group',
        children: [
          { index: true, id: 'home' },
          leaf('about'),
          leaf('albums/select'),
          leaf('albums/:albumName'),
          leaf('Pre-Launch-Special'),
          leaf(':productName'),
          leaf(':userId/orders'),
          leaf('admin/products'),
          leaf('admin/:orderId'),
          leaf('files/*'),
          leaf('*'),
        ],
      },
    ],
  },
];

const pageOf = (path: string) => {
  const matches = matchRoutes(routes, path);
  return matches && { ids: matches.map((m) => m.route.id), params: matches.at(-1)!.params };
};

describe('the web router', () => {
  it('answers the home page with the index route, inside its layouts', () => {
    expect(pageOf('/')).toEqual({ ids: ['root', 'group', 'home'], params: {} });
  });

  it('prefers a static path to a parameter, whatever the order of the table', () => {
    expect(pageOf('/about')?.ids.at(-1)).toBe('about');
    expect(pageOf('/albums/select')?.ids.at(-1)).toBe('albums/select');
    expect(pageOf('/admin/products')?.ids.at(-1)).toBe('admin/products');
    expect(pageOf('/admin/ord-1')).toEqual({ ids: ['root', 'group', 'admin/:orderId'], params: { orderId: 'ord-1' } });
  });

  it('matches regardless of case and of a trailing slash', () => {
    expect(pageOf('/About/')?.ids.at(-1)).toBe('about');
    expect(pageOf('/pre-launch-special')?.ids.at(-1)).toBe('Pre-Launch-Special');
  });

  it('decodes parameters, and keeps a malformed one as written', () => {
    expect(pageOf('/albums/Lux%20Deluxe')?.params).toEqual({ albumName: 'Lux Deluxe' });
    expect(pageOf('/albums/100%')?.params).toEqual({ albumName: '100%' });
  });

  it('sends a single unknown segment to the product page, and longer unknown paths to the catch-all', () => {
    expect(pageOf('/Edge-Prints')).toEqual({ ids: ['root', 'group', ':productName'], params: { productName: 'Edge-Prints' } });
    expect(pageOf('/u1/orders')?.ids.at(-1)).toBe(':userId/orders');
    expect(pageOf('/no/such/page')).toEqual({ ids: ['root', 'group', '*'], params: { '*': 'no/such/page' } });
  });

  it('gives a splat the rest of the path, before the catch-all', () => {
    expect(pageOf('/files/a/b%20c')).toEqual({ ids: ['root', 'group', 'files/*'], params: { '*': 'a/b c' } });
    expect(pageOf('/files')?.params).toEqual({ '*': '' });
  });

  it('answers nothing when the table has no route for the path', () => {
    expect(matchRoutes([leaf('about')], '/contact')).toBeUndefined();
  });
});
