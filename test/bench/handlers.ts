/**
 * The `## Lambda handlers` section of docs/benchmarks.md (`npm run bench`, or alone:
 * `npx tsx test/bench/handlers.ts`, which rewrites only this section). Every deployed handler
 * (routes, event targets, user-pool triggers) is bundled as a deploy bundles it
 * (infra/bundling.ts) beside a reference handler (reference-handler.ts: one GetItem through
 * lib-dynamodb and middy) bundled the same way, and each is reported as a ratio to the
 * reference: bundle size, and the time a fresh Node process takes to import it. Each import of a
 * handler follows an import of the reference, and the ratio is the median over several rounds of
 * each pair's, so a slow spell of the machine lands on both sides of a pair alike.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { eventRules } from '../../functions/events';
import type { Grants } from '../../functions/kit/route-def';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { grantsOfRoute, handlerBuildOptions } from '../../infra/bundling';

const root = join(__dirname, '..', '..');
const ROUNDS = 7;
/** Ratios to the reference; a handler that calls Stripe carries its SDK and is allowed more. */
export const handlerTargets = { ratio: 1.3, stripeRatio: 2 };

export interface HandlerFigure {
  module: string;
  /** The routes it serves, or what else calls it (an event rule, a trigger). */
  serves: string[];
  callsStripe: boolean;
  kb: number;
  /** The largest parts it carries beyond the reference, in KB. */
  beyondReference: string;
  importMs: number;
  /** Median over the rounds of its import time over the reference's, imported just before it. */
  importRatio: number;
  importError?: string;
}

export interface HandlerFigures {
  reference: { kb: number; importMs: number };
  handlers: HandlerFigure[];
}

/** Every deployed handler module, what calls it and its grants (which say whether it calls Stripe). */
function deployedHandlers(): Map<string, { serves: string[]; grants: Grants }> {
  const handlers = new Map<string, { serves: string[]; grants: Grants }>();
  const add = (module: string, serves: string, grants: Grants) => {
    const entry = handlers.get(module) ?? { serves: [], grants };
    entry.serves.push(serves);
    handlers.set(module, entry);
  };
  for (const r of routeList) add(r.handler, `${r.method} ${r.path}`, grantsOfRoute(r));
  for (const [name, rule] of Object.entries(eventRules)) for (const t of rule.targets) add(t, `event rule ${name}`, rule.grants);
  for (const [operation, trigger] of Object.entries(authTriggers)) add(trigger.handler, `${operation} trigger`, trigger.grants);
  return handlers;
}

/** KB in a bundle per package (`zod`, `@aws-sdk/client-s3`) or, for our own code, per top folder. */
type Contents = Map<string, number>;

async function bundle(entry: string, outfile: string): Promise<{ kb: number; contents: Contents }> {
  const { metafile } = await build({ ...handlerBuildOptions(), metafile: true, entryPoints: [entry], outfile });
  const contents: Contents = new Map();
  for (const [file, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs)[0]!.inputs)) {
    const key = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? `${file.split('/')[0]}/`;
    contents.set(key, (contents.get(key) ?? 0) + bytesInOutput / 1024);
  }
  return { kb: statSync(outfile).size / 1024, contents };
}

/** What a handler carries beyond the reference, largest first: `zod 96, @aws-sdk/client-s3 120`. */
function beyond(contents: Contents, reference: Contents): string {
  return [...contents]
    .map(([key, kb]) => [key, kb - (reference.get(key) ?? 0)] as const)
    .filter(([, kb]) => kb >= 5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, kb]) => `${key} ${kb.toFixed(0)}`)
    .join(', ');
}

/** Milliseconds a fresh Node process spends in `import()` of the file (process start not counted). */
function importOnce(file: string): number {
  const script = `const t = process.hrtime.bigint(); await import(${JSON.stringify(file)}); console.log(Number(process.hrtime.bigint() - t) / 1e6);`;
  return Number(
    execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
      // Outside the project: a package the bundle left out must not be found in node_modules.
      cwd: tmpdir(),
      env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString(),
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function handlerFigures(): Promise<HandlerFigures> {
  const out = mkdtempSync(join(tmpdir(), 'bench-handlers-'));
  try {
    const referenceFile = join(out, 'reference.mjs');
    const reference = await bundle(join(__dirname, 'reference-handler.ts'), referenceFile);
    const entries = [...deployedHandlers()].sort(([a], [b]) => a.localeCompare(b));
    const files = new Map<string, { file: string; kb: number; beyondReference: string; times: number[]; ratios: number[]; error?: string }>();
    for (const [module] of entries) {
      const file = join(out, `${module.replace(/\//g, '__')}.mjs`);
      const { kb, contents } = await bundle(join(root, 'functions', `${module}.ts`), file);
      files.set(module, { file, kb, beyondReference: beyond(contents, reference.contents), times: [], ratios: [] });
    }
    // Pairs: the reference, then the handler, so both sides of a ratio see the same spell of the machine.
    const referenceTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const entry of files.values()) {
        if (entry.error) continue;
        const referenceMs = importOnce(referenceFile);
        referenceTimes.push(referenceMs);
        try {
          const ms = importOnce(entry.file);
          entry.times.push(ms);
          entry.ratios.push(ms / referenceMs);
        } catch (error) {
          // Reported in the table rather than allowed to stop the bench.
          entry.error = /Cannot find (?:package|module) '[^']+'/.exec(String((error as { stderr?: Buffer }).stderr ?? error))?.[0] ?? 'import failed';
        }
      }
    }
    return {
      reference: { kb: reference.kb, importMs: median(referenceTimes) },
      handlers: entries.map(([module, { serves, grants }]) => {
        const entry = files.get(module)!;
        return {
          module,
          serves,
          callsStripe: Boolean(grants.stripe || grants.stripeWebhook),
          kb: entry.kb,
          beyondReference: entry.beyondReference,
          importMs: entry.error ? Number.NaN : median(entry.times),
          importRatio: entry.error ? Number.NaN : median(entry.ratios),
          importError: entry.error,
        };
      }),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

export function handlersSection({ reference, handlers }: HandlerFigures): string[] {
  const limitOf = (h: HandlerFigure) => (h.callsStripe ? handlerTargets.stripeRatio : handlerTargets.ratio);
  const sizeRatio = (h: HandlerFigure) => h.kb / reference.kb;
  const importRatio = (h: HandlerFigure) => h.importRatio;
  const within = (h: HandlerFigure) => !h.importError && sizeRatio(h) <= limitOf(h) && importRatio(h) <= limitOf(h);
  const missed = handlers.filter((h) => !within(h));
  return [
    '## Lambda handlers',
    '',
    'Every deployed handler bundled as deployed (esbuild, minified, ESM, AWS SDK included; `infra/bundling.ts`),',
    `beside a reference handler bundled the same way (\`test/bench/reference-handler.ts\`: one DynamoDB GetItem through`,
    'lib-dynamodb behind a middy chain). Import is the time a fresh Node process spends importing the bundle,',
    `median of ${ROUNDS} rounds. Each import of a handler follows an import of the reference, and × import is the median`,
    'over the rounds of each pair\'s ratio, so a slow spell of the machine lands on both sides of a pair.',
    `Targets: at most ${handlerTargets.ratio}× the reference in size and in import time; handlers that call Stripe at most ${handlerTargets.stripeRatio}×.`,
    '',
    `Reference: **${reference.kb.toFixed(0)} KB**, imported in **${reference.importMs.toFixed(0)} ms** (median of all its imports). The last column names the`,
    'largest parts of a handler\'s bundle beyond what the reference carries (packages, or our own folders), from esbuild\'s metafile.',
    '',
    '| handler | serves | bundle (KB) | × size | import (ms) | × import | target | within | beyond the reference (KB) |',
    '|---|---|---:|---:|---:|---:|---:|---|---|',
    ...handlers.map((h) =>
      `| \`${h.module}\` | ${h.serves.join('<br>')} | ${h.kb.toFixed(0)} | ${sizeRatio(h).toFixed(2)} | ` +
      `${h.importError ? `**${h.importError}**` : h.importMs.toFixed(0)} | ${h.importError ? '' : importRatio(h).toFixed(2)} | ${limitOf(h)}× | ${mark(within(h))} | ${h.beyondReference} |`),
    '',
    missed.length
      ? `Missed: ${missed.length} of ${handlers.length} handlers (${missed.map((h) => `\`${h.module}\``).join(', ')}).`
      : `All ${handlers.length} handlers within their targets.`,
    '',
  ];
}

/** `markdown` with its `## Lambda handlers` section replaced by `section` (or added at the end). */
export function withHandlersSection(markdown: string, section: readonly string[]): string {
  const text = section.join('\n');
  const start = markdown.indexOf('## Lambda handlers');
  if (start < 0) return `${markdown.trimEnd()}\n\n${text}`;
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(0, start) + text + (next < 0 ? '' : markdown.slice(next + 1));
}

if (require.main === module) {
  handlerFigures().then(
    (figures) => {
      const file = join(root, 'docs', 'benchmarks.md');
      writeFileSync(file, withHandlersSection(readFileSync(file, 'utf8'), handlersSection(figures)));
      console.log(handlersSection(figures).join('\n'));
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
