/**
 * A local cloud of a test file's own, for a journey that needs a stage option the run's shared
 * cloud does not have (`--stripe-tax on`): started in `beforeAll`, and stopped in `afterAll`. While
 * it runs, every helper of the file that reads `endpoints()` (signing in, the API, the shop's
 * address, the card provider's) talks to it. It serves the run's build of the SPA, and its AWS
 * calls are checked against the functions' roles as the run's cloud's are: a refused one fails the
 * stop.
 *
 * Its table is on dynalite, whatever engine the run's cloud uses: a second DynamoDB Local would be
 * a second JVM (about 4 core-seconds to start, and its memory) for writes the run's cloud already
 * makes on DynamoDB Local (the integration tests pay taxed orders there). Each costs a cloud's
 * start in the suite (test/README.md), so keep to one file per option, and few of them.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatPermissionRecord } from '../../infra/local/iam/report';
import { cloudReady, refusedCalls, startCloudProcess, stopCloudProcess } from './cloud-process';
import { testRuntimeDir, useCloudIn, webBuildEnvVar } from './runtime';

export interface OwnCloud {
  /** Stops it and points the file's helpers back at the run's cloud; fails on a refused AWS call. */
  stop(): Promise<void>;
}

/** Starts a cloud named `name` (its folder in the run's) with start.ts's `options`, and points the file's helpers at it. */
export async function startOwnCloud(name: string, options: string[]): Promise<OwnCloud> {
  const webBuild = process.env[webBuildEnvVar];
  if (!webBuild) throw new Error('A cloud of its own serves the run’s build of the SPA: run this file with jest, whose global setup names it.');
  const dir = join(testRuntimeDir, 'clouds', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const logFile = join(dir, '..', `${name}.log`);
  const child = startCloudProcess({ dir, logFile, webBuild, dynamoEngine: 'dynalite', options });
  try {
    await cloudReady(child, join(dir, 'endpoints.json'), logFile);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  useCloudIn(dir);
  return {
    async stop() {
      useCloudIn(testRuntimeDir);
      const record = await stopCloudProcess(child, dir);
      const refused = record ? refusedCalls(record) : [];
      if (record && refused.length) throw new Error(`${refused.length} AWS calls were refused by their function's role:\n${formatPermissionRecord(record)}`);
      rmSync(dir, { recursive: true, force: true });
      rmSync(logFile, { force: true });
    },
  };
}
