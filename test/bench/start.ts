/**
 * `npm start`'s ready time, for `npm run bench` (and alone: `npx tsx test/bench/start.ts`, which
 * rewrites only its own section of docs/benchmarks.md): from spawning the local cloud until it
 * prints READY (every service listening, catalog and demo accounts in place, the SPA's dev server
 * up), from a clean data folder and again with the data kept, median of 3 each.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withSection } from './gateway';

const root = join(__dirname, '..', '..');
export const startTarget = { seconds: 15 };

function timeStart(dir: string, reset: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'infra', 'local', 'start.ts'),
        '--dir',
        dir,
        '--ports',
        'auto',
        '--quiet',
        ...(reset ? ['--reset'] : []),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY ')) {
        const seconds = (Date.now() - started) / 1000;
        child.once('exit', () => resolve(seconds));
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => {
      if (!output.includes('READY ')) reject(new Error(`npm start exited ${code}: ${output}`));
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function startFigures(): Promise<{ clean: number; warm: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const clean: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    clean.push(await timeStart(dir, true));
    warm.push(await timeStart(dir, false));
  }
  rmSync(dir, { recursive: true, force: true });
  return { clean: median(clean), warm: median(warm) };
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The `## Local cloud` section of docs/benchmarks.md. */
export function startSection(start: { clean: number; warm: number }): string[] {
  return [
    '## Local cloud',
    '',
    `Time from \`npm start\` to ready (every service listening, catalog and demo accounts in place, SPA dev server up), median of 3. Target: at most ${startTarget.seconds} s.`,
    '',
    '| start | seconds | within target |',
    '|---|---:|---|',
    `| clean (\`--reset\`: empty data folder, seeding) | ${start.clean.toFixed(1)} | ${mark(start.clean <= startTarget.seconds)} |`,
    `| again (data kept) | ${start.warm.toFixed(1)} | ${mark(start.warm <= startTarget.seconds)} |`,
    '',
  ];
}

if (require.main === module) {
  startFigures().then(
    (start) => {
      const file = join(root, 'docs', 'benchmarks.md');
      writeFileSync(file, withSection(readFileSync(file, 'utf8'), '## Local cloud', startSection(start)));
      console.log(startSection(start).join('\n'));
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
