import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { formatPermissionRecord, type PermissionRecord } from '../../infra/local/iam/report';
import { testRuntimeDir } from './runtime';

export default async function globalTeardown() {
  await (globalThis as { __shopBrowser?: BrowserServer }).__shopBrowser?.close();
  // A run of files that never asked for the site may end before its build does: the build is kept for the next run.
  await (globalThis as { __shopWebBuild?: Promise<void> }).__shopWebBuild;
  const child = (globalThis as { __shopCloud?: ChildProcess }).__shopCloud;
  if (!child || child.exitCode !== null) return;
  // Keep the data folder and log of a run whose cloud died, to read why.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // Every AWS call the handlers made, checked against their roles (infra/local/iam): said here,
  // and a refused one fails the run even if the handler that met it swallowed the error.
  const recordFile = join(testRuntimeDir, 'permissions.json');
  const record = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as PermissionRecord) : undefined;
  rmSync(testRuntimeDir, { recursive: true, force: true });
  rmSync(`${testRuntimeDir}.log`, { force: true });
  if (!record) return;
  console.log(`\n${formatPermissionRecord(record)}`);
  const refused = record.calls.filter((call) => call.decision !== 'allowed');
  if (refused.length) throw new Error(`${refused.length} AWS calls were refused by their function's role (above)`);
}
