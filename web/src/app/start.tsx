/**
 * The app's start, which main.tsx loads once the page has been drawn: learn the runtime config,
 * point the API client at it, then mount the router. A page the build prerendered
 * (infra/site/prerender.ts) is hydrated with the page's modules, the router's data and the catalog it was rendered with; any other page (the app shell of account and staff pages, the 404 page, a
 * path written differently from the prerendered one) is rendered afresh, once its page's module is in. Without a valid config
 * the shop cannot work, so it says so (the cause goes to the console).
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './providers';
import { loadPageParts } from './lazy-page';
import { createAppRouter, routes, type AppRouter } from './router';
import { ConfigurationError } from '@/components/ui/configuration-error';
import type { PrerenderedState } from '@/entry-server';
import { configureApiClient } from '@/lib/api-client';
import { expireSession, restoreStoredSignIn } from '@/lib/auth/auth-provider';
import { hydratesPrerenderedPage } from '@/lib/prerendered';
import { queryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config-load';

const container = document.getElementById('root')!;

/** The page's prerendered state, when it was rendered for this very path. */
function prerenderedState(): PrerenderedState | undefined {
  const script = document.getElementById('prerendered-state');
  if (!script?.textContent) return undefined;
  const state = JSON.parse(script.textContent) as PrerenderedState;
  return state.path === window.location.pathname ? state : undefined;
}

/**
 * Hydration must render what the server did at once, so the page's lazy route modules are loaded
 * first and put in their routes (React Router's way for lazy routes on a server-rendered page):
 * left lazy, the router would load them itself and draw nothing meanwhile.
 */
async function loadRouteModules(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    ...matches
      .filter((m) => m.route.lazy)
      .map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    // And what the page draws at this address beyond its module (read from the hydrated cache).
    ...matches.map(({ route, params }) => loadPageParts(route.handle, params)),
  ]);
}

/**
 * React Router keeps each history entry's scroll position by the entry's key, and calls every entry
 * it did not make itself (a page opened afresh: a link from another site, the return from Stripe)
 * "default". Given a key of its own, such an entry never takes another one's position, saved in
 * this tab before: the page opens where the browser opened it.
 */
function keyTheHistoryEntry(): void {
  const entry = window.history.state as { key?: string } | null;
  if (!entry?.key) window.history.replaceState({ ...entry, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** Once the router has loaded the first page (its loaders run, its modules in). */
const initialized = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

async function start(): Promise<void> {
  const state = prerenderedState();
  // The page's data first: which parts a page draws can depend on it (lazy-page.ts).
  if (state) hydrate(queryClient, state.queries);
  const [config] = await Promise.all([loadRuntimeConfig(), state && loadRouteModules()]);
  configureApiClient({
    baseUrl: config.apiUrl,
    // A 401 means the session is gone: end it, sign in again, then come back here.
    onUnauthorized: () => {
      void expireSession();
      void router.navigate('/login', { state: { from: router.state.location } });
    },
  });
  restoreStoredSignIn(config);
  if (state) hydratesPrerenderedPage();
  // Created once the client is configured: the router starts the first page's loaders at once,
  // and they call the API. A prerendered page's loaders ran in the build: their data is the page's.
  keyTheHistoryEntry();
  const router = createAppRouter(state && { hydrationData: state.router });
  // Nothing is drawn until the first page's module is in: no blank page in between.
  await initialized(router);
  const app = (
    <StrictMode>
      <AppProvider config={config}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // As a transition, React renders and hydrates in short slices and lets the browser answer input
  // between them, instead of holding the main thread for the whole page at once.
  startTransition(() => {
    if (state) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

export function startApp(): void {
  start().catch((error: unknown) => {
    console.error('The shop could not start:', error);
    createRoot(container).render(<ConfigurationError />);
    document.documentElement.dataset.app = 'failed';
  });
}
