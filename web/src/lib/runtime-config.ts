/**
 * The runtime config: where the API and the user pool are, learnt at start from
 * `/runtime-config.json` (see shared/runtime-config.ts; asked for by runtime-config-load.ts). Nothing
 * renders before it is known.
 */
import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);

/** Days an order may stay in each status before staff see it late: the stage's setting, else the shop's defaults. */
export const useLateAfterDays = () => useContext(RuntimeConfigContext)?.lateAfterDays ?? {};

/** Whether the stage charges sales tax (worked out by Stripe Tax at checkout); off unless the stage turns it on. */
export const useStripeTax = () => useContext(RuntimeConfigContext)?.stripeTax === true;

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() is used outside <AppProvider>.');
  return config;
}
