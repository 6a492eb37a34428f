import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import { formatPermissionRecord } from '../../infra/local/iam/report';
import { refusedCalls, stopCloudProcess } from './cloud-process';
import { testRuntimeDir } from './runtime';

export default async function globalTeardown() {
  await (globalThis as { __shopBrowser?: BrowserServer }).__shopBrowser?.close();
  // A run of files that never asked for the site may end before its build does: the build is kept for the next run.
  await (globalThis as { __shopWebBuild?: Promise<void> }).__shopWebBuild;
  const child = (globalThis as { __shopCloud?: ChildProcess }).__shopCloud;
  // Keep the data folder and log of a run whose cloud died, to read why.
  if (!child || child.exitCode !== null) return;
  // Every AWS call the handlers made, checked against their roles (infra/local/iam): said here,
  // and a refused one fails the run even if the handler that met it swallowed the error.
  const record = await stopCloudProcess(child, testRuntimeDir);
  rmSync(testRuntimeDir, { recursive: true, force: true });
  rmSync(`${testRuntimeDir}.log`, { force: true });
  if (!record) return;
  console.log(`\n${formatPermissionRecord(record)}`);
  const refused = refusedCalls(record);
  if (refused.length) throw new Error(`${refused.length} AWS calls were refused by their function's role (above)`);
}
