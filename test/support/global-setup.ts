/**
 * Starts the local cloud once for the whole test run, on free ports, in a fresh data folder, as
 * `npm start` would (same entry point), and waits until it has written its endpoints. The SPA is
 * served from a production build (one per state of the sources, see web-build.ts), not from
 * Vite's dev server: a page then loads a few bundled files instead of compiling dozens of modules
 * on request. The build runs while the cloud starts; the cloud's server looks files up per request.
 * One Chromium serves every browser journey of the run (see launchBrowser).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowserServer, sharedBrowserEnvVar } from './browser';
import { cloudReady, startCloudProcess } from './cloud-process';
import { testDynamoEngine } from './dynamo-engine';
import { testRuntimeDir, webBuildEnvVar, webBuildFailureFile } from './runtime';
import { ensureWebBuild, webBuildFolder } from './web-build';

export default async function globalSetup() {
  // Workers start after this and inherit the variable: they find this run's cloud.
  process.env.SHOP_TEST_RUNTIME = testRuntimeDir;
  // And this one: every Node process started from here on (jest's workers, the local cloud, the
  // site build) gets a young generation twice V8's default. They allocate short-lived objects
  // fast (modules, protocol messages, requests), and a larger nursery collects them less often.
  process.env.NODE_OPTIONS = withYoungGeneration(process.env.NODE_OPTIONS);
  // Decided before anything starts: in CI a missing Java stops the run here.
  const dynamoEngine = testDynamoEngine();
  rmSync(testRuntimeDir, { recursive: true, force: true });
  mkdirSync(testRuntimeDir, { recursive: true });
  const webBuild = webBuildFolder();
  process.env[webBuildEnvVar] = webBuild;
  // Waited for by the tests that need it (webBuilt), which read a failure from this file; the
  // teardown waits for it too, so no build outlives the run.
  const built = ensureWebBuild(webBuild).catch((error: Error) => writeFileSync(webBuildFailureFile(), error.message));
  (globalThis as { __shopWebBuild?: Promise<void> }).__shopWebBuild = built;
  const browser = launchBrowserServer();
  browser.catch(() => {});

  const logFile = join(testRuntimeDir, '..', `${process.pid}.log`);
  const child = startCloudProcess({ dir: testRuntimeDir, logFile, webBuild, dynamoEngine });
  (globalThis as { __shopCloud?: typeof child }).__shopCloud = child;

  try {
    await cloudReady(child, join(testRuntimeDir, 'endpoints.json'), logFile);
    const server = await browser;
    (globalThis as { __shopBrowser?: typeof server }).__shopBrowser = server;
    process.env[sharedBrowserEnvVar] = server.wsEndpoint();
  } catch (error) {
    // Jest runs no teardown after a failed setup: stop what was started here.
    child.kill('SIGTERM');
    await browser.then(
      (server) => server.close(),
      () => {},
    );
    await built;
    throw error;
  }
}

/** `options` (NODE_OPTIONS) with a 32 MB semi-space for V8's young generation, unless it already names one. */
export function withYoungGeneration(options: string | undefined): string {
  if (options?.includes('--max-semi-space-size')) return options;
  return [options, '--max-semi-space-size=32'].filter(Boolean).join(' ');
}
