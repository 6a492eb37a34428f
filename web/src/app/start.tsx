/**
 * The app's start, which main.tsx loads once the page has been drawn: learn the runtime config,
 * point the API client at it, then mount the router. A page the build prerendered
 * (infra/site/prerender.ts) is hydrated with the page's modules and the catalog it was rendered with; any other page (the app shell of account and staff pages, the 404 page, a
 * path written differently from the prerendered one) is rendered afresh. Without a valid config
 * the shop cannot work, so it says so (the cause goes to the console).
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './providers';
import { createAppRouter } from './router';
import { ConfigurationError } from '@/components/ui/configuration-error';
import type { PrerenderedState } from '@/entry-server';
import { configureApiClient } from '@/lib/api-client';
import { expireSession } from '@/lib/auth/auth-provider';
import { hydratesPrerenderedPage } from '@/lib/prerendered';
import { queryClient } from '@/lib/query-client';
import { RouterProvider } from '@/lib/router';
import { loadRuntimeConfig } from '@/lib/runtime-config';

const container = document.getElementById('root')!;

/** The page's prerendered state, when it was rendered for this very path. */
function prerenderedState(): PrerenderedState | undefined {
  const script = document.getElementById('prerendered-state');
  if (!script?.textContent) return undefined;
  const state = JSON.parse(script.textContent) as PrerenderedState;
  return state.path === window.location.pathname ? state : undefined;
}

async function start(): Promise<void> {
  const state = prerenderedState();
  // Created first, the router starts nothing yet: its loaders call the API, configured below.
  const router = createAppRouter();
  // Hydration must render what the server did at once: the page's route modules are loaded first.
  // The page's data is in the prerendered state, so its loaders are not run again.
  const [config] = await Promise.all([loadRuntimeConfig(), state && router.load({ loaders: false })]);
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
  } else {
    // Nothing is drawn until the first page's module is in: no blank page in between.
    await router.load();
  }
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
