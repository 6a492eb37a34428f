/** What every page can reach through context: the runtime config and the session. */
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { RuntimeConfigContext } from '@/lib/runtime-config';

export function AppProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext value={config}>
      <AuthProvider>{children}</AuthProvider>
    </RuntimeConfigContext>
  );
}
