/**
 * `/runtime-config.json`, asked for once for the whole page. Nothing of React here: the entry
 * (main.tsx) may ask for it first, to configure Amplify for a sign-in kept in this browser while
 * the app's chunks download, and the app's start then reads the same answer.
 */
import type { RuntimeConfig } from '@shared/runtime-config';
import { readRuntimeConfig } from '@shared/runtime-config-shape';

export const runtimeConfigUrl = '/runtime-config.json';

let loading: Promise<RuntimeConfig> | undefined;

/** The runtime config; a failed request is made again by the next caller. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= readConfig().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readConfig(): Promise<RuntimeConfig> {
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
