/**
 * Start: learn the runtime config, point the API client at it, then mount the router. Without a
 * valid config the shop cannot work, so it says so (the cause goes to the console).
 */
// First, so that every component's own stylesheet comes after them.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/providers';
import { createAppRouter } from './app/router';
import { ConfigurationError } from './components/ui/configuration-error';
import { configureApiClient } from './lib/api-client';
import { expireSession } from './lib/auth/auth-provider';
import { loadRuntimeConfig } from './lib/runtime-config';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
    configureApiClient({
      baseUrl: config.apiUrl,
      // A 401 means the session is gone: end it, sign in again, then come back here.
      onUnauthorized: () => {
        void expireSession();
        void router.navigate('/login', { state: { from: router.state.location } });
      },
    });
    // Created once the client is configured: the router starts loading the first page at once.
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <AppProvider config={config}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('The shop could not start:', error);
    root.render(<ConfigurationError />);
  },
);
