/**
 * A local cloud in a process of its own, started as `npm start` starts one (infra/local/start.ts)
 * on free ports with its table in memory, serving the run's production build of the SPA: the run's
 * shared cloud (global-setup.ts), and a cloud a test file starts for itself with another stage
 * option (own-cloud.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PermissionRecord } from '../../infra/local/iam/report';
import type { DynamoEngine } from '../../infra/local/dynamo';

const root = join(__dirname, '..', '..');

export interface CloudProcessOptions {
  /** Its data folder, where it writes endpoints.json (and permissions.json as it stops). */
  dir: string;
  /** Where its output goes. */
  logFile: string;
  /** The folder holding the SPA's production build it serves. */
  webBuild: string;
  dynamoEngine: DynamoEngine;
  /** More of start.ts's options (`--stripe-tax on`). */
  options?: string[];
  /** The table in memory (the tests'); false keeps it in the data folder, as `npm start` does. On unless told. */
  ephemeral?: boolean;
}

/** Starts the cloud; `cloudReady` waits until it has written its endpoints. */
export function startCloudProcess({ dir, logFile, webBuild, dynamoEngine, options = [], ephemeral = true }: CloudProcessOptions): ChildProcess {
  const out = openSync(logFile, 'w');
  return spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join(root, 'infra', 'local', 'start.ts'),
      '--dir',
      dir,
      '--ports',
      'auto',
      '--quiet',
      ...(ephemeral ? ['--ephemeral'] : []),
      '--web-dist',
      webBuild,
      '--dynamodb',
      dynamoEngine,
      ...options,
    ],
    { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } },
  );
}

/** Resolves once the cloud has written its endpoints; fails with its log if it exits or is not ready in 60 s. */
export async function cloudReady(child: ChildProcess, endpointsFile: string, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!existsSync(endpointsFile)) {
    if (child.exitCode !== null) throw new Error(`The local cloud exited:\n${readFileSync(logFile, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`The local cloud was not ready in 60 s:\n${readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Stops the cloud (SIGTERM, SIGKILL after 5 s) and answers its record of every AWS call the
 * handlers made, checked against their roles (infra/local/iam), when it wrote one.
 */
export async function stopCloudProcess(child: ChildProcess, dir: string): Promise<PermissionRecord | undefined> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  const recordFile = join(dir, 'permissions.json');
  return existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as PermissionRecord) : undefined;
}

/** The calls in the record that a function's role refused (a refused call fails the run even if its handler swallowed the error). */
export const refusedCalls = (record: PermissionRecord) => record.calls.filter((call) => call.decision !== 'allowed');
