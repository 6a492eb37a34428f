/** What every page can reach through context: the runtime config, the server-state cache and the session. */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { queryClient } from '@/lib/query-client';
import { RuntimeConfigContext } from '@/lib/runtime-config';

export function AppProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </RuntimeConfigContext>
  );
}
