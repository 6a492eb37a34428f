/**
 * The `## Lambda handlers` section of docs/benchmarks.md (`npm run bench`, or alone:
 * `npx tsx test/bench/handlers.ts`, which rewrites only this section). Every deployed handler
 * (routes, event targets, user-pool triggers) is bundled as a deploy bundles it
 * (infra/bundling.ts) beside a reference handler (reference-handler.ts: one GetItem through
 * lib-dynamodb and middy) bundled the same way. Against one local cloud started here, each round
 * runs every handler's cold start (cold-start.ts: a fresh Node process imports the bundle and
 * serves one real request, cold-requests.ts) right after a cold start of the reference serving its
 * GetItem from the same table, and each is reported as a ratio to the reference's: the median over
 * the rounds of each pair's ratio, so a slow spell of the machine lands on both sides of a pair.
 * Targets are on that figure, by what a handler may call (handler-targets.ts); bundle size and
 * import time are reported beside it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { startLocalCloud } from '../../infra/local/cloud';
import { coldRequests, type RequestMaker } from './cold-requests';
import { loadSupport, prepareShop } from './cold-shop';
import { coldStart, type ColdStart } from './cold-start';
import { beyond, bundleAll, deployedHandlers } from './handler-bundles';
import { coldStartTargets, handlerClassOf, type HandlerClass } from './handler-targets';
import { withSection } from './gateway';
import { handlersSection } from './handlers-section';

const root = join(__dirname, '..', '..');
/**
 * Rounds of every handler's pair. On 2 cores a round takes 35–75 s (some 60 handlers, two fresh
 * processes each, and the orders some requests use up) and bundling 1–3 minutes: with 5 rounds
 * the section takes about 4 minutes, 7 to 8 when the machine is busy with other work.
 */
const ROUNDS = 5;
const presigner = '@aws-sdk/s3-request-presigner';

export interface HandlerFigure {
  module: string;
  /** The routes it serves, or what else calls it (an event rule, a trigger). */
  serves: string[];
  handlerClass: HandlerClass;
  target: number;
  kb: number;
  /** The largest parts it carries beyond the reference, in KB. */
  beyondReference: string;
  carriesPresigner: boolean;
  /** Its answers over the rounds, and the one that means served. */
  answers: Record<string, number>;
  expected?: string;
  importMs: number;
  importRatio: number;
  coldMs: number;
  /** Median over the rounds of its cold start over the reference's, run just before it. */
  coldRatio: number;
  /** The lowest and highest of those ratios. */
  coldRatioRange: [number, number];
  /** Medians over its pairs: how much longer the handler's import and first request took than the reference's. */
  paired: { importOverMs: number; requestOverMs: number };
  /** DynamoDB calls the local cloud counted while its process ran (median over the rounds). */
  tableCalls: number;
  /** Why it has no figure: no request written for it, or every round failed. */
  problem?: string;
}

export interface HandlerFigures {
  rounds: number;
  /** Which DynamoDB the local cloud ran (its default, as `npm start`'s). */
  dynamodbEngine: string;
  reference: { kb: number; importMs: number; coldMs: number; answers: Record<string, number>; tableCalls: number };
  presign: { importMs: number; firstMs: number; warmMs: number };
  handlers: HandlerFigure[];
  seconds: { bundling: number; shop: number; rounds: number; total: number };
}

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : Number.NaN);
const tally = (answers: string[]) => answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a]: (t[a] ?? 0) + 1 }), {});
const seconds = (since: number) => (performance.now() - since) / 1000;

export async function handlerFigures(): Promise<HandlerFigures> {
  const started = performance.now();
  const out = mkdtempSync(join(tmpdir(), 'bench-handlers-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-handlers-cloud-'));
  const handlers = [...deployedHandlers()].sort(([a], [b]) => a.localeCompare(b));
  const bundles = await bundleAll(
    {
      reference: join(__dirname, 'reference-handler.ts'),
      presign: join(__dirname, 'presign-entry.ts'),
      ...Object.fromEntries(handlers.map(([module]) => [module, join(root, 'functions', `${module}.ts`)])),
    },
    out,
  );
  const bundled = performance.now();

  const cloud = await startLocalCloud({ root, dataDir, ports: 'auto', ephemeral: true, web: false });
  try {
    // What Lambda gives each function here: the cloud's variables, and the stack's NODE_OPTIONS
    // (infra/cdk/shop-function.ts), whose source maps are read as a bundle loads.
    const env: Record<string, string> = { ...cloud.handlerEnvironment, NODE_OPTIONS: '--enable-source-maps' };
    const referenceKey = { pk: { S: 'BENCH#reference' }, sk: { S: 'A' } };
    const dynamo = new DynamoDBClient({});
    await dynamo.send(new PutItemCommand({ TableName: env.TABLE_NAME, Item: { ...referenceKey, note: { S: 'The reference handler reads this item.' } } }));
    dynamo.destroy();
    const referenceEvent = {
      version: '2.0',
      routeKey: 'GET /reference/{id}',
      rawPath: '/reference/BENCH%23reference',
      headers: {},
      isBase64Encoded: false,
      pathParameters: { id: 'BENCH#reference' },
      requestContext: { requestId: 'reference' },
    };

    const support = await loadSupport(cloud);
    const shop = await prepareShop(cloud, support);
    const makers: Record<string, RequestMaker> = coldRequests(cloud, support, shop);
    const shopReady = performance.now();

    const referenceRuns: ColdStart[] = [];
    const presignRuns: ColdStart[] = [];
    const runs = new Map(
      handlers.map(([module]) => [module, { expected: undefined as string | undefined, pairs: [] as [ColdStart, ColdStart][], tableCalls: [] as number[] }]),
    );
    const referenceTableCalls: number[] = [];
    /**
     * A cold start, and the DynamoDB calls the cloud answered meanwhile: the cloud's own deliveries are
     * drained first, so they are the process's (and those of an event it put, delivered before it ended).
     */
    const counted = async (file: string, event: unknown): Promise<[ColdStart, number]> => {
      await cloud.bus.drain();
      const before = cloud.dynamoCalls();
      const run = await coldStart(file, event, env);
      return [run, cloud.dynamoCalls() - before];
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [module] of handlers) {
        const maker = makers[module];
        if (!maker) continue;
        const { event, expect } = await maker(round);
        const [reference, referenceCalls] = await counted(bundles.get('reference')!.file, referenceEvent);
        const [run, calls] = await counted(bundles.get(module)!.file, event);
        referenceRuns.push(reference);
        referenceTableCalls.push(referenceCalls);
        const entry = runs.get(module)!;
        entry.expected = expect;
        entry.pairs.push([reference, run]);
        entry.tableCalls.push(calls);
      }
      await cloud.bus.drain();
      presignRuns.push(await coldStart(bundles.get('presign')!.file, {}, env));
    }
    const roundsDone = performance.now();

    const referenceBundle = bundles.get('reference')!;
    const presignTimes = presignRuns.map((r) => JSON.parse((r.returned as { body: string }).body) as { firstMs: number; warmMs: number });
    return {
      rounds: ROUNDS,
      dynamodbEngine: cloud.endpoints.dynamodbEngine,
      reference: {
        kb: referenceBundle.kb,
        importMs: median(referenceRuns.map((r) => r.importMs)),
        coldMs: median(referenceRuns.map((r) => r.totalMs)),
        answers: tally(referenceRuns.map((r) => r.answer)),
        tableCalls: median(referenceTableCalls),
      },
      presign: {
        importMs: median(presignRuns.map((r) => r.importMs)),
        firstMs: median(presignTimes.map((t) => t.firstMs)),
        warmMs: median(presignTimes.map((t) => t.warmMs)),
      },
      handlers: handlers.map(([module, { serves, grants }]) => {
        const bundle = bundles.get(module)!;
        const { expected, pairs, tableCalls } = runs.get(module)!;
        // A round whose handler threw served nothing: it has no figure.
        const served = pairs.filter(([, run]) => !run.failed);
        const handlerClass = handlerClassOf(grants);
        return {
          module,
          serves,
          handlerClass,
          target: coldStartTargets[handlerClass],
          kb: bundle.kb,
          beyondReference: beyond(bundle.contents, referenceBundle.contents),
          carriesPresigner: bundle.contents.has(presigner),
          answers: tally(pairs.map(([, run]) => run.answer)),
          expected,
          importMs: median(served.map(([, run]) => run.importMs)),
          importRatio: median(served.map(([ref, run]) => run.importMs / ref.importMs)),
          coldMs: median(served.map(([, run]) => run.totalMs)),
          coldRatio: median(served.map(([ref, run]) => run.totalMs / ref.totalMs)),
          coldRatioRange: [
            Math.min(...served.map(([ref, run]) => run.totalMs / ref.totalMs)),
            Math.max(...served.map(([ref, run]) => run.totalMs / ref.totalMs)),
          ],
          paired: {
            importOverMs: median(served.map(([ref, run]) => run.importMs - ref.importMs)),
            requestOverMs: median(served.map(([ref, run]) => run.totalMs - run.importMs - (ref.totalMs - ref.importMs))),
          },
          tableCalls: median(tableCalls),
          problem: !makers[module] ? 'no request written for it (cold-requests.ts)' : served.length ? undefined : 'every round failed',
        };
      }),
      seconds: { bundling: (bundled - started) / 1000, shop: (shopReady - bundled) / 1000, rounds: (roundsDone - shopReady) / 1000, total: seconds(started) },
    };
  } finally {
    await cloud.stop();
    rmSync(out, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  handlerFigures().then(
    (figures) => {
      const section = handlersSection(figures);
      const text = [section[0]!, '', `_Measured ${new Date().toISOString().slice(0, 10)} by \`npx tsx test/bench/handlers.ts\`._`, ...section.slice(1)];
      const file = join(root, 'docs', 'benchmarks.md');
      writeFileSync(file, withSection(readFileSync(file, 'utf8'), '## Lambda handlers', text));
      console.log(text.join('\n'));
      // The cloud's servers and timers would keep the process up.
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
