/**
 * The whole test suite's wall time, for `npm run bench` (and alone: `npx tsx test/bench/suite.ts`,
 * which rewrites only its own section of docs/benchmarks.md). `npx jest` runs in a child process,
 * in turn in two ways:
 * - with the SPA's test build up to date and jest's cache as the last run left it: what a
 *   developer waits for when the sources have not changed since the last run;
 * - as on a fresh clone, CI's case: the build of the current sources deleted first (the run
 *   builds it again) and jest given an empty cache folder (no transforms, no times of earlier runs).
 * The machine's load average at the start and end of each run is kept beside it: on a shared
 * machine it says more about a figure than anything in the suite does. So is the CPU the whole machine spent
 * during the run (Linux's /proc/stat): when it is about the cores times the seconds, the suite is
 * bound by CPU, and only doing less makes it faster.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../support/browser';
import { ensureWebBuild, webBuildFolder } from '../support/web-build';

const root = join(__dirname, '..', '..');
export const suiteTarget = { seconds: 90 };
/** Rounds of the two kinds of run: 3, or SUITE_RUNS (a quicker look, 1 say, when the machine can't spare twenty minutes). */
const runs = Math.max(1, Number(process.env.SUITE_RUNS ?? 3) || 3);

/** How a run found the machine: the build current and jest's cache warm, or as on a fresh clone. */
export type SuiteRunKind = 'current' | 'fresh';

export interface SuiteRun {
  kind: SuiteRunKind;
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

function timeJest(kind: SuiteRunKind): Promise<SuiteRun> {
  const args = ['jest'];
  let cache: string | undefined;
  if (kind === 'fresh') {
    rmSync(webBuildFolder(), { recursive: true, force: true });
    cache = mkdtempSync(join(tmpdir(), 'shop-jest-cache-'));
    args.push('--cacheDirectory', cache);
  }
  const loadBefore = loadavg()[0]!;
  const busyBefore = busyCoreSeconds();
  const started = Date.now();
  return new Promise<SuiteRun>((resolve, reject) => {
    const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: process.env });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const tests = /^Tests:.*$/m.exec(output)?.[0].replace(/\s+/g, ' ') ?? 'no summary';
      // A failed run names its failing tests in the bench's output, so a flaky one can be found.
      if (code !== 0) console.error([...new Set(output.match(/^\s*● .*$/gm) ?? [])].filter((l) => !/● Console/.test(l)).join('\n'));
      const busyAfter = busyCoreSeconds();
      const busy = busyBefore === undefined || busyAfter === undefined ? undefined : busyAfter - busyBefore;
      resolve({ kind, seconds: (Date.now() - started) / 1000, passed: code === 0, tests, loadBefore, loadAfter: loadavg()[0]!, busyCoreSeconds: busy });
    });
  }).finally(() => cache && rmSync(cache, { recursive: true, force: true }));
}

export async function suiteRuns(): Promise<SuiteRun[]> {
  await ensureWebBuild(webBuildFolder());
  const measured: SuiteRun[] = [];
  // In turn, so that the host's drift within the hour weighs on both kinds alike. A fresh run
  // leaves the build current again for the next.
  for (let i = 0; i < runs; i++) for (const kind of ['current', 'fresh'] as const) measured.push(await timeJest(kind));
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

const kindNames: Record<SuiteRunKind, string> = { current: 'build current', fresh: 'as on a fresh clone' };

/** The `## Test suite` section of docs/benchmarks.md. */
export function suiteSection(measured: readonly SuiteRun[]): string[] {
  const kinds = (['current', 'fresh'] as const).filter((kind) => measured.some((r) => r.kind === kind));
  return [
    '## Test suite',
    '',
    '`npm test` (`npx jest`: unit, CDK assertions, integration through the local gateway, browser journeys',
    `against the production build of the SPA), wall time from start to exit, on ${cpus().length} cores, run in turn in two ways:`,
    "- *build current*: the SPA build up to date and jest's cache as the last run left it, as for every run",
    '  but the first after a change under web/ or shared/;',
    '- *as on a fresh clone*, as CI runs it: the build of the sources deleted first, so the run builds it',
    '  (beside the tests that do not open the site, `webBuilt` in test/support/runtime.ts), and jest given an empty',
    '  cache folder (no compiled files, no times of earlier runs to order the files by).',
    '',
    `The browser journeys drove \`${chromiumPath}\`, ${chromiumVersion()} (test/support/browser.ts says which Chromium it picks).`,
    `Target: at most ${suiteTarget.seconds} s.`,
    '',
    '| run | as | seconds | tests | passed | load average (1 min) at start / at end | machine CPU (core-s) |',
    '|---:|---|---:|---|---|---:|---:|',
    ...measured.map(
      (r, i) =>
        `| ${i + 1} | ${kindNames[r.kind]} | ${r.seconds.toFixed(1)} | ${r.tests} | ${r.passed ? 'yes' : '**no**'} | ${r.loadBefore.toFixed(1)} / ${r.loadAfter.toFixed(1)} | ${r.busyCoreSeconds?.toFixed(0) ?? 'n/a'} |`,
    ),
    '',
    ...kinds.flatMap((kind) => {
      const runsOfKind = measured.filter((r) => r.kind === kind);
      const seconds = runsOfKind.map((r) => r.seconds);
      const middle = median(seconds);
      return [
        `${kindNames[kind][0]!.toUpperCase()}${kindNames[kind].slice(1)}: median **${middle.toFixed(1)} s** (range ${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s); within target: ${mark(middle <= suiteTarget.seconds)}.`,
        ...cpuBound(runsOfKind),
        '',
      ];
    }),
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
