/**
 * The whole test suite's wall time, for `npm run bench` (and alone: `npx tsx test/bench/suite.ts`,
 * which rewrites only its own section of docs/benchmarks.md). `npx jest` runs in a child process
 * a few times in a row, after the SPA's test build is brought up to date, so every run measures
 * what a developer waits for when the sources have not changed since the last run. The machine's
 * load average at the start and end of each run is kept beside it: on a shared machine it says
 * more about a figure than anything in the suite does. So is the CPU the whole machine spent
 * during the run (Linux's /proc/stat): when it is about the cores times the seconds, the suite is
 * bound by CPU, and only doing less makes it faster.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../support/browser';
import { ensureWebBuild, webBuildFolder } from '../support/web-build';

const root = join(__dirname, '..', '..');
export const suiteTarget = { seconds: 90 };
const runs = 3;

export interface SuiteRun {
  seconds: number;
  passed: boolean;
  /** Jest's own summary line, e.g. `Tests: 431 passed, 431 total`. */
  tests: string;
  /** The 1-minute load average when the run started, and when it ended (about the load during it). */
  loadBefore: number;
  loadAfter: number;
  /** Core-seconds the whole machine was busy during the run; undefined where /proc/stat is not. */
  busyCoreSeconds?: number;
}

/** Core-seconds of CPU the machine has been busy since boot (all cores; idle and iowait left out). */
function busyCoreSeconds(): number | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
}

function timeJest(): Promise<SuiteRun> {
  const loadBefore = loadavg()[0]!;
  const busyBefore = busyCoreSeconds();
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['jest'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: process.env });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const tests = /^Tests:.*$/m.exec(output)?.[0].replace(/\s+/g, ' ') ?? 'no summary';
      // A failed run names its failing tests in the bench's output, so a flaky one can be found.
      if (code !== 0) console.error([...new Set(output.match(/^\s*● .*$/gm) ?? [])].filter((l) => !/● Console/.test(l)).join('\n'));
      const busyAfter = busyCoreSeconds();
      const busy = busyBefore === undefined || busyAfter === undefined ? undefined : busyAfter - busyBefore;
      resolve({ seconds: (Date.now() - started) / 1000, passed: code === 0, tests, loadBefore, loadAfter: loadavg()[0]!, busyCoreSeconds: busy });
    });
  });
}

export async function suiteRuns(): Promise<SuiteRun[]> {
  await ensureWebBuild(webBuildFolder());
  const measured: SuiteRun[] = [];
  for (let i = 0; i < runs; i++) measured.push(await timeJest());
  return measured;
}

/**
 * What the Chromium says it is: part of what a figure measured, since Debian's package moves
 * between releases (from one day to the next, the suite met Chromium 156 and then 150).
 */
function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'version unknown';
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

/** The `## Test suite` section of docs/benchmarks.md. */
export function suiteSection(measured: readonly SuiteRun[]): string[] {
  const seconds = measured.map((r) => r.seconds);
  const middle = median(seconds);
  return [
    '## Test suite',
    '',
    '`npm test` (`npx jest`: unit, CDK assertions, integration through the local gateway, browser journeys',
    `against the production build of the SPA), wall time from start to exit, run ${measured.length} times in a row on ${cpus().length} cores.`,
    'The SPA build was current, as it is for every run but the first after a change under web/ or shared/,',
    'which builds it first, while the local cloud starts (the build time is under Storefront).',
    `The browser journeys drove \`${chromiumPath}\`, ${chromiumVersion()} (test/support/browser.ts says which Chromium it picks).`,
    `Target: at most ${suiteTarget.seconds} s.`,
    '',
    '| run | seconds | tests | passed | load average (1 min) at start / at end | machine CPU (core-s) |',
    '|---:|---:|---|---|---:|---:|',
    ...measured.map((r, i) => `| ${i + 1} | ${r.seconds.toFixed(1)} | ${r.tests} | ${r.passed ? 'yes' : '**no**'} | ${r.loadBefore.toFixed(1)} / ${r.loadAfter.toFixed(1)} | ${r.busyCoreSeconds?.toFixed(0) ?? 'n/a'} |`),
    '',
    `Median **${middle.toFixed(1)} s** (range ${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s); within target: ${mark(middle <= suiteTarget.seconds)}.`,
    ...cpuBound(measured),
    '',
  ];
}

/** What the machine's CPU says about the runs: how busy the cores were, and what the target asks of it. */
function cpuBound(measured: readonly SuiteRun[]): string[] {
  const busy = measured.flatMap((r) => (r.busyCoreSeconds === undefined ? [] : [r.busyCoreSeconds / r.seconds]));
  if (busy.length === 0) return [];
  const cores = cpus().length;
  const cpu = median(measured.flatMap((r) => (r.busyCoreSeconds === undefined ? [] : [r.busyCoreSeconds])));
  const share = median(busy) / cores;
  const said = `The machine's ${cores} cores were ${(share * 100).toFixed(0)}% busy during a run (median), ${cpu.toFixed(0)} core-s of CPU`;
  return [
    share >= 0.85
      ? `${said}: the suite is bound by CPU, and ${suiteTarget.seconds} s on ${cores} cores leaves it at most ${suiteTarget.seconds * cores} core-s.`
      : `${said}: the cores were not the limit; the suite waited on something else part of the time.`,
  ];
}

/** `markdown` with its `## Test suite` section replaced by `section` (or added at the end). */
export function withSuiteSection(markdown: string, section: readonly string[]): string {
  const text = section.join('\n');
  const start = markdown.indexOf('## Test suite');
  if (start < 0) return `${markdown.trimEnd()}\n\n${text}`;
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(0, start) + text + (next < 0 ? '' : `\n${markdown.slice(next + 1)}`);
}

if (require.main === module) {
  suiteRuns().then(
    (measured) => {
      const file = join(root, 'docs', 'benchmarks.md');
      writeFileSync(file, withSuiteSection(readFileSync(file, 'utf8'), suiteSection(measured)));
      console.log(suiteSection(measured).join('\n'));
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
