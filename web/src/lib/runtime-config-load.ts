/**
 * `/runtime-config.json`, asked for once for the whole page. Nothing of React here: restoring a
 * sign-in kept in this browser (lib/auth/amplify.ts) may ask for it before the app starts, to
 * configure Amplify, and the app's start then reads the same answer.
 */
import type { RuntimeConfig } from '@shared/runtime-config';
import { readRuntimeConfig } from '@shared/runtime-config-shape';
import { loadOnce } from './load-once';

export const runtimeConfigUrl = '/runtime-config.json';

const config = loadOnce(readConfig);

/** The runtime config; a failed request is made again by the next caller. */
export const loadRuntimeConfig = (): Promise<RuntimeConfig> => config.load();

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
