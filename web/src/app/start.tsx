/**
 * The app's start, which main.tsx loads once the page has been drawn: learn the runtime config,
 * point the API client at it, then mount the router. A page the build prerendered
 * (infra/site/prerender.ts) is hydrated with the router data and the catalog it was rendered with; any other page (the app shell of account and staff pages, the 404 page, a
 * path written differently from the prerendered one) is rendered afresh. Without a valid config
 * the shop cannot work, so it says so (the cause goes to the console).
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProvider } from './providers';
import { createAppRouter, routes } from './router';
import { ConfigurationError } from '@/components/ui/configuration-error';
import type { PrerenderedState } from '@/entry-server';
import { configureApiClient } from '@/lib/api-client';
import { expireSession } from '@/lib/auth/auth-provider';
import { hydratesPrerenderedPage } from '@/lib/prerendered';
import { queryClient } from '@/lib/query-client';
import { loadRuntimeConfig } from '@/lib/runtime-config';

const container = document.getElementById('root')!;

/** The page's prerendered state, when it was rendered for this very path. */
function prerenderedState(): PrerenderedState | undefined {
  const script = document.getElementById('prerendered-state');
  if (!script?.textContent) return undefined;
  const state = JSON.parse(script.textContent) as PrerenderedState;
  return state.path === window.location.pathname ? state : undefined;
}

/** Hydration must render what the server did at once: the page's lazy route modules are loaded first. */
async function loadRouteModules(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const state = prerenderedState();
  const [config] = await Promise.all([loadRuntimeConfig(), state && loadRouteModules()]);
  configureApiClient({
    baseUrl: config.apiUrl,
    // A 401 means the session is gone: end it, sign in again, then come back here.
    onUnauthorized: () => {
      void expireSession();
      void router.navigate('/login', { state: { from: router.state.location } });
    },
  });
  if (state) {
    hydrate(queryClient, state.queries);
    hydratesPrerenderedPage();
  }
  // Created once the client is configured: the router starts loading the first page at once.
  const router = createAppRouter(state && { hydrationData: state.router });
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
