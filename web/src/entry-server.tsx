/**
 * The build's prerender of one public page (infra/site/prerender.ts runs it in Node): the app's
 * own route table, answered by React Router's static handler (the page's loaders run, its lazy
 * modules loaded) and rendered to HTML with the catalog already in the query cache, so the page's
 * content, prices and pictures are in the first response. The browser hydrates it (app/start.tsx)
 * with the same route modules, the same router data and the same cache, dehydrated into the page.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState } from 'react-router';
import { urlNameOf, type PublicAlbum, type PublicProduct } from '@shared/catalog';
import type { RuntimeConfig } from '@shared/runtime-config';
import { pagePartSources, type PageHandle } from './app/lazy-page';
import { AppProvider } from './app/providers';
import { routes } from './app/router';
import { storefrontRoutes } from './app/routes/storefront';
import { albumsQuery, albumQuery, productQuery, productsQuery } from '@/features/catalog';
import { queryClient } from './lib/query-client';
import { PageTitleContext } from './lib/site';

export interface Catalog {
  albums: PublicAlbum[];
  products: PublicProduct[];
}

/** What the page carries for the browser to hydrate from (app/start.tsx reads it). */
export interface PrerenderedState {
  /** The path the page was rendered for: another path (`/About`) is rendered afresh, not hydrated. */
  path: string;
  /** What the page's loaders answered, for the browser's router to start from without running them again. */
  router: HydrationState;
  queries: DehydratedState;
}

export interface PrerenderedPage {
  status: number;
  html: string;
  title: string;
  state: PrerenderedState;
  /** The source files of the page's route modules, for the prerender to link their styles and chunks. */
  pageModules: string[];
}

/**
 * Nothing of it is read while rendering: the session provider waits for the browser (see
 * lib/prerendered.ts), and the API client is never called because the catalog is in the cache.
 */
const noRuntimeConfig = {} as RuntimeConfig;

const handler = createStaticHandler(routes);

export async function renderPage(path: string, catalog: Catalog): Promise<PrerenderedPage> {
  const read = fillCache(catalog);
  const context = await handler.query(new Request(new URL(path, 'http://prerender')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}): it cannot be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: { title?: string } = {};
  const html = renderToString(
    <StrictMode>
      <PageTitleContext value={head}>
        <AppProvider config={noRuntimeConfig}>
          {/* The router's data goes into the page as JSON (PrerenderedState), not as an inline script the CSP refuses. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageTitleContext>
    </StrictMode>,
  );
  if (!head.title) throw new Error(`${path} rendered no title (usePageTitle).`);
  return {
    status: context.statusCode,
    html,
    title: head.title,
    pageModules: context.matches.flatMap(({ route, params }) => {
      const handle = route.handle as PageHandle | undefined;
      return handle ? [handle.pageModule, ...pagePartSources(handle, params)] : [];
    }),
    state: {
      path,
      router: { loaderData: context.loaderData, actionData: context.actionData },
      // Only what this page read: the rest of the catalog stays out of its HTML.
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => read.has(query.queryHash) }),
    },
  };
}

/** The queries the page being rendered builds: a query a page builds is one it reads (loaders' prefetches and useQuery alike). */
let read = new Set<string>();
const cache = queryClient.getQueryCache();
const build = cache.build.bind(cache);
cache.build = ((...args: Parameters<typeof build>) => {
  const query = build(...args);
  read.add(query.queryHash);
  return query;
}) as typeof cache.build;

/**
 * Puts the whole catalog in the cache under the keys the pages read it by, dated long ago: the
 * browser, hydrating the page, finds it stale and reads the catalog again at once, so a price
 * changed since the build shows within a moment (docs/architecture.md). Answers the set that
 * collects the queries this page reads.
 */
function fillCache({ albums, products }: Catalog): Set<string> {
  queryClient.clear();
  const put = <T,>(queryKey: readonly unknown[], data: T) => queryClient.setQueryData(queryKey, data, { updatedAt: 0 });
  put(albumsQuery.queryKey, albums);
  put(productsQuery().queryKey, products);
  for (const album of albums) put(albumQuery(album.albumName).queryKey, album);
  for (const product of products) put(productQuery(product.productName).queryKey, product);
  read = new Set();
  return read;
}

/**
 * Every public page, the catalog's included: the storefront's own paths (all but the share page,
 * which names the address the browser is at), each album's and product's learn and order page, and
 * each product under `/{name}` too (its canonical URL is its `/products/` page).
 */
export function publicPaths({ albums, products }: Catalog): string[] {
  const staticPaths = storefrontRoutes
    .filter((route) => route.index || (route.path && !route.path.includes(':') && route.path !== 'Pre-Launch-Special/share'))
    .map((route) => `/${route.path ?? ''}`);
  const albumNames = albums.map((album) => urlNameOf(album.albumName));
  const productNames = products.map((product) => urlNameOf(product.productName));
  return [
    ...staticPaths,
    ...albumNames.flatMap((name) => [`/albums/${name}`, `/shop/albums/${name}`]),
    ...productNames.flatMap((name) => [`/products/${name}`, `/shop/products/${name}`, `/${name}`]),
  ];
}
