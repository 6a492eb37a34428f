/**
 * The runtime config: where the API and the user pool are, learnt at start from
 * `/runtime-config.json` (see shared/runtime-config.ts). Nothing renders before it is known.
 */
import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import { readRuntimeConfig } from '@shared/runtime-config-shape';

export const runtimeConfigUrl = '/runtime-config.json';

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // Same request as index.html's preload, so the browser reuses that response.
  const res = await fetch(runtimeConfigUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${runtimeConfigUrl} answered ${res.status} ${res.statusText}`);
  const json: unknown = await res.json();
  const config = readRuntimeConfig(json);
  if (config) return config;
  // Only a broken config loads the schema (and zod): to say exactly what is wrong with it.
  const { runtimeConfigSchema } = await import('@shared/runtime-config');
  throw new Error(`${runtimeConfigUrl} is not a valid runtime config`, { cause: runtimeConfigSchema.safeParse(json).error });
}

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
