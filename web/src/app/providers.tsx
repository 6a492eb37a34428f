/** What every page can reach through context. Auth joins here when it arrives. */
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { RuntimeConfigContext } from '@/lib/runtime-config';

export function AppProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}
