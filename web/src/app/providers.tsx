/** What every page can reach through context: the runtime config, the server-state cache and the session. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';
import { RuntimeConfigContext } from '@/lib/runtime-config';

export function AppProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <AppLive />
        </AuthProvider>
      </QueryClientProvider>
    </RuntimeConfigContext>
  );
}

/**
 * A prerendered page shows its buttons before their handlers exist: `<html data-app="live">` says
 * the app has taken the page over (app/start.tsx sets "failed" when it cannot start), for whoever must
 * wait for it. Rendered on the server too, so the tree hydrates as it was rendered.
 */
function AppLive() {
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return null;
}
