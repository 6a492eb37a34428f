/**
 * The route table of the SPA. Every page is lazy-loaded, so the storefront downloads only what
 * it shows. The generic error page answers unknown paths and any error a page throws, inside the
 * layout; the outer one is for an error in the layout itself.
 */
import { createRouter, data, type RouteObject } from '@/lib/router';
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
          // Before the staff group: its /admin/:orderId must not take /admin/products.
          ...catalogAdminRoutes,
          ...staffRoutes,
          {
            path: '*',
            // Never rendered: the loader throws to the error page.
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

/** The app's router, following the browser's address; the prerender makes one per page (entry-server.tsx). */
export const createAppRouter = (url?: string) => createRouter(routes, url);
export type AppRouter = ReturnType<typeof createAppRouter>;
