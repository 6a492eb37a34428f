/**
 * The route table of the SPA, in React Router's data mode. Every page is lazy-loaded, so the
 * storefront downloads only what it shows. Paths match regardless of case and of a trailing
 * slash, and the most specific path wins (static segments, then `:params`, then `*`), whatever
 * the order of the table. The generic error page answers unknown paths and any error a page
 * throws, inside the layout; the outer one is for an error in the layout itself.
 */
import { createBrowserRouter, data, type HydrationState, type RouteObject } from 'react-router';
import { ErrorPage } from '@/components/ui/error-page';
import { albumsQuery, productsQuery } from '@/features/catalog';
import { queryClient } from '@/lib/query-client';
import { AppLayout } from './layout';
import { accountRoutes } from './routes/account';
import { catalogAdminRoutes } from './routes/catalog-admin';
import { shopRoutes } from './routes/shop';
import { staffRoutes } from './routes/staff';
import { storefrontRoutes } from './routes/storefront';

/** Shared with the build's prerender (src/entry-server.tsx), which renders the public pages from it. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    // The navbar lists the catalog on every page: ask for it while the page's code downloads.
    loader: () => {
      void queryClient.prefetchQuery(albumsQuery);
      void queryClient.prefetchQuery(productsQuery());
      return null;
    },
    errorElement: (
      <main id="main">
        <ErrorPage />
      </main>
    ),
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          ...storefrontRoutes,
          ...shopRoutes,
          ...accountRoutes,
          ...catalogAdminRoutes,
          ...staffRoutes,
          {
            path: '*',
            // Never rendered (the loader throws to the error page); says so, or the router warns of an empty page.
            element: null,
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];

/**
 * The app's router, following the browser's address. `hydrationData` is what a prerendered page
 * was rendered with (app/start.tsx); the prerender answers each page with a static handler over
 * the same table (entry-server.tsx).
 */
export const createAppRouter = (options?: { hydrationData?: HydrationState }) => createBrowserRouter(routes, options);
export type AppRouter = ReturnType<typeof createAppRouter>;
