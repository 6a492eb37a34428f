/**
 * Where the local cloud started by jest's global setup listens. Tests read the endpoints it
 * wrote rather than assuming ports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Endpoints {
  web: string;
  api: string;
  s3: string;
  cognito: string;
  stripe: string;
  ses: string;
  dynamodb: string;
  userPoolId: string;
  userPoolClientId: string;
  tableName: string;
  dataDir: string;
}

/** Each jest run has its own local cloud and data folder, so runs side by side do not collide. */
export const testRuntimeDir = process.env.SHOP_TEST_RUNTIME ?? join(__dirname, '..', '..', '.test-runtime', String(process.pid));

export function endpoints(): Endpoints {
  return JSON.parse(readFileSync(join(testRuntimeDir, 'endpoints.json'), 'utf8')) as Endpoints;
}

/** Calls the local API like the SPA does. */
export async function api(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(endpoints().api + path, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    // A string is sent as it is (a signed webhook payload must arrive byte for byte).
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}
