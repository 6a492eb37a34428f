/**
 * Which page answers each address: the SPA's own route table (web/src/app/router.tsx) as React
 * Router reads it, in the browser and in the build's prerender alike. A static path outranks
 * `/{name}` and `/admin/{orderId}` whatever the order of the table, any case and a trailing slash
 * find the same page, parameters are decoded, /checkout goes on to the cart and any other address
 * is the error page with a 404. The pages themselves are not loaded: each route names its page's
 * module (the handle the prerender reads), and that is what is checked.
 */
import { createStaticHandler, isRouteErrorResponse, matchRoutes, type RouteObject } from 'react-router';
import type { PageHandle } from '@/app/lazy-page';
import { fakeApi } from './shop';

// Vite lists the page modules (import.meta.glob), which jest cannot: here a page route carries its
// module's name alone, as the real one's handle does, and is never loaded.
jest.mock('@/app/lazy-page', () => ({
  page: (file: string): Pick<RouteObject, 'handle'> => ({ handle: { pageModule: `src/app/routes/${file}.tsx` } }),
}));

let routes: RouteObject[];
beforeAll(async () => {
  ({ routes } = await import('@/app/router'));
});

/** The page module that answers `path` (or the catch-all's `*`), and its parameters. */
function pageOf(path: string) {
  const matches = matchRoutes(routes, path);
  if (!matches) return undefined;
  const leaf = matches.at(-1)!;
  const page = (leaf.route.handle as PageHandle | undefined)?.pageModule.replace(/^src\/app\/routes\/|\.tsx$/g, '') ?? leaf.route.path;
  return { page, params: leaf.params, layouts: matches.length - 1 };
}

describe("the shop's addresses", () => {
  it('answer the home page inside the layout and its error boundary', () => {
    expect(pageOf('/')).toEqual({ page: 'home', params: {}, layouts: 2 });
  });

  it('prefer a static path to a parameter, wherever the table lists it', () => {
    expect(pageOf('/about')?.page).toBe('about');
    expect(pageOf('/albums/select')?.page).toBe('album-select');
    expect(pageOf('/albums/add-editing')?.page).toBe('add-editing');
    expect(pageOf('/Pre-Launch-Special/share')?.page).toBe('pre-launch');
    expect(pageOf('/admin/products')?.page).toBe('catalog-admin/products');
    expect(pageOf('/admin/editors')?.page).toBe('staff/editors');
    expect(pageOf('/admin/ord-1')).toMatchObject({ page: 'staff/order', params: { orderId: 'ord-1' } });
  });

  it('find the same page in any case and with a trailing slash', () => {
    expect(pageOf('/About/')?.page).toBe('about');
    expect(pageOf('/pre-launch-special')?.page).toBe('pre-launch');
    expect(pageOf('/SHOP/albums/Lux')).toMatchObject({ page: 'shop/album-order', params: { albumName: 'Lux' } });
  });

  it('decode their parameters', () => {
    expect(pageOf('/albums/Lux%20Deluxe')).toMatchObject({ page: 'album-learn', params: { albumName: 'Lux Deluxe' } });
    expect(pageOf('/shop/products/Edge%20Prints')?.params).toEqual({ productName: 'Edge Prints' });
  });

  it("send a single unknown segment to the product page, and a customer's paths to their pages", () => {
    expect(pageOf('/Edge-Prints')).toMatchObject({ page: 'product-learn', params: { productName: 'Edge-Prints' } });
    expect(pageOf('/u1/orders')).toMatchObject({ page: 'orders/my-orders', params: { userId: 'u1' } });
    expect(pageOf('/u1/o1/payment-success')).toMatchObject({ page: 'orders/payment-success', params: { userId: 'u1', orderId: 'o1' } });
    expect(pageOf('/no/such/page')).toMatchObject({ page: '*', params: { '*': 'no/such/page' } });
  });

  describe('as the prerender and the browser load them', () => {
    // The layout's loader asks for the catalog the navbar lists.
    beforeEach(() => {
      const api = fakeApi();
      api.on('GET /albums/all-Albums', { body: [] });
      api.on('GET /products/all-products', { body: [] });
    });
    const load = (path: string) => createStaticHandler(routes).query(new Request(new URL(path, 'https://shop.test')));

    it('show the error page with a 404 for an address the shop has no page for', async () => {
      const context = await load('/no/such/page');
      if (context instanceof Response) throw new Error('/no/such/page redirected');
      expect(context.statusCode).toBe(404);
      const [error] = Object.values(context.errors ?? {});
      expect(isRouteErrorResponse(error) && error.status).toBe(404);
    });

    it('send /checkout on to the cart, where checkout begins', async () => {
      const answer = await load('/checkout');
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('Location')).toBe('/cart');
    });

    it('answer a page the shop has with a 200', async () => {
      const context = await load('/f-a-q');
      expect(context instanceof Response ? context.status : context.statusCode).toBe(200);
    });
  });
});
