/**
 * Where the local cloud started by jest's global setup listens. Tests read the endpoints it
 * wrote rather than assuming ports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Endpoints {
  web: string;
  api: string;
  s3: string;
  cognito: string;
  stripe: string;
  ses: string;
  /** The local EventBridge PutEvents and Lambda asynchronous Invoke (infra/local/aws-events.ts). */
  events: string;
  /** Where the local event bus keeps events its targets failed (one JSON file each). */
  deadLetters: string;
  dynamodb: string;
  /** The engine behind it (infra/local/dynamo.ts): DynamoDB Local unless the run had no Java, or was told otherwise. */
  dynamodbEngine: 'dynalite' | 'dynamodb-local';
  userPoolId: string;
  userPoolClientId: string;
  tableName: string;
  dataDir: string;
}

/** Each jest run has its own local cloud and data folder, so runs side by side do not collide. */
export const testRuntimeDir = process.env.SHOP_TEST_RUNTIME ?? join(__dirname, '..', '..', '.test-runtime', String(process.pid));

/** Names the folder the run's site build is written to (global setup), for the workers. */
export const webBuildEnvVar = 'SHOP_TEST_WEB_BUILD';

/** Where the global setup writes why the site build failed. */
export const webBuildFailureFile = () => join(testRuntimeDir, 'web-build-failed.txt');

/**
 * Resolves once the run's local cloud serves the site's production build. When the sources changed
 * since the last build (always in a fresh clone), the global setup starts the build without waiting
 * for it: the tests that never ask the site for a page run meanwhile, and those that do (every
 * browser journey, through launchBrowser) wait here. The build appears whole or not at all (it is
 * renamed into place), so its index.html marks it done. Outside a jest run (the bench) there is
 * nothing to wait for.
 */
export async function webBuilt(timeoutMs = 25_000): Promise<void> {
  const dir = process.env[webBuildEnvVar];
  if (!dir) return;
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(join(dir, 'index.html'))) {
    if (existsSync(webBuildFailureFile())) throw new Error(readFileSync(webBuildFailureFile(), 'utf8'));
    // Within the 30 s jest gives the beforeAll that waits, so the reason is said, not a hook's timeout.
    if (Date.now() > deadline) throw new Error(`The site build started by the global setup was not done after ${timeoutMs / 1000} s (${dir}).`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The data folder of the cloud this test file talks to: the run's, unless the file started its own (own-cloud.ts). */
let cloudDir = testRuntimeDir;

/**
 * Points this test file's helpers (every one that reads `endpoints()`) at the cloud whose data
 * folder is `dir`. Jest gives each file its own module registry, so other files keep the run's cloud.
 */
export function useCloudIn(dir: string): void {
  cloudDir = dir;
}

export function endpoints(): Endpoints {
  return JSON.parse(readFileSync(join(cloudDir, 'endpoints.json'), 'utf8')) as Endpoints;
}

/** Calls the local API like the SPA does. */
export async function api(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
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

/**
 * Points handler and data-layer code imported by a test at this run's local cloud, with the same
 * variables the local cloud gives its own handlers. Call it before importing that code.
 */
export function useLocalCloudEnvironment(): void {
  const e = endpoints();
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: e.dynamodb,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: e.cognito,
    AWS_ENDPOINT_URL_SESV2: e.ses,
    AWS_ENDPOINT_URL_EVENTBRIDGE: e.events,
    TABLE_NAME: e.tableName,
    LOG_LEVEL: 'silent',
    POWERTOOLS_DEV: 'true',
    STRIPE_SECRET_KEY: 'sk_test_local_shop',
    STRIPE_API_URL: e.stripe,
  });
}
