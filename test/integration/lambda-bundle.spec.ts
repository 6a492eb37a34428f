/**
 * The bundle that deploys (infra/bundling.ts: the SDK's clients bundled whole, credentials from
 * the environment only) loads as the Lambda runtime loads it and answers like the source, against
 * the local DynamoDB.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleHandler, handlerBuildOptions } from '../../infra/bundling';
import { messages } from '../../shared/messages';
import { callBundledHandler } from '../support/bundle-call';
import { endpoints } from '../support/runtime';
import { removeScratchDirs, scratchDir } from '../support/scratch';

afterAll(removeScratchDirs);

/** Bundles a handler as it deploys and calls it once with an HTTP API event, against the local DynamoDB. */
async function callBundled(handler: string, event: Record<string, unknown>): Promise<{ statusCode: number; body: string }> {
  const outdir = scratchDir('bundle-');
  await bundleHandler(join(__dirname, '..', '..', 'functions', `${handler}.ts`), outdir);
  const fullEvent = { version: '2.0', headers: {}, requestContext: { requestId: 'bundle-test' }, isBase64Encoded: false, ...event };
  return callBundledHandler(join(outdir, 'index.mjs'), `${JSON.stringify(fullEvent)}, { awsRequestId: 'a', getRemainingTimeInMillis: () => 10000 }`, {
    env: {
      ...process.env,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: endpoints().dynamodb,
      TABLE_NAME: 'shop-local',
      LOG_LEVEL: 'silent',
    },
  });
}

it('lists the albums from a minified Lambda bundle', async () => {
  const res = await callBundled('catalog/list-albums', { routeKey: 'GET /albums/all-Albums', rawPath: '/albums/all-Albums' });
  expect(res.statusCode).toBe(200);
  // Other suites add albums through the admin routes meanwhile: the seeded four must be there.
  expect(JSON.parse(res.body).map((a: { albumName: string }) => a.albumName)).toEqual(expect.arrayContaining(['Economy', 'Gallery', 'Lux', 'Press Book']));
});

it("answers a bad request from its bundle with the spec's messages: the route's schema and the English messages are built", async () => {
  const body = { firstName: 'Ann', lastName: 'Lee', email: 'not-an-email', phone: '555-0100', message: 'Please call me.' };
  const res = await callBundled('callbacks/request-callback', {
    routeKey: 'POST /request-callback',
    rawPath: '/request-callback',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(400);
  expect(JSON.parse(res.body)).toMatchObject({
    error: 'validation_failed',
    fields: { email: messages.invalidEmail, phone: messages.callbackPhone },
  });
});

it('imports every function the stack deploys from its bundle, as the Lambda runtime does', async () => {
  const { routeList } = await import('../../functions/routes');
  const { eventRules } = await import('../../functions/events');
  const { authTriggers } = await import('../../functions/triggers');
  const functions = new Set<string>();
  for (const r of routeList) functions.add(r.handler);
  for (const rule of Object.values(eventRules)) for (const target of rule.targets) functions.add(target);
  for (const trigger of Object.values(authTriggers)) functions.add(trigger.handler);

  // Outside the project, so a bare import the bundle left out finds no node_modules to fall back on.
  const outdir = scratchDir('bundles-');
  const fileOf = (handler: string) => join(outdir, `${handler.replace(/\//g, '--')}.mjs`);
  // Every function is built alike: one build, whose shared chunks (the SDK) keep it and the imports
  // fast; what resolves is what deploys, since minifying changes no import.
  await build({
    ...handlerBuildOptions(),
    entryPoints: Object.fromEntries([...functions].map((h) => [h.replace(/\//g, '--'), join(__dirname, '..', '..', 'functions', `${h}.ts`)])),
    splitting: true,
    outdir,
    outExtension: { '.js': '.mjs' },
    minify: false,
  });
  const script = `const failed = [];
    for (const [handler, file] of ${JSON.stringify([...functions].map((h) => [h, pathToFileURL(fileOf(h)).href]))}) {
      try { const m = await import(file); if (typeof m.handler !== 'function') failed.push(handler + ': no handler'); }
      catch (e) { failed.push(handler + ': ' + e.message); }
    }
    process.stdout.write(JSON.stringify(failed));`;
  const output = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    cwd: outdir,
    env: { ...process.env, AWS_REGION: 'us-east-1', LOG_LEVEL: 'silent' },
  }).toString();
  expect(JSON.parse(output)).toEqual([]);
  expect(functions.size).toBeGreaterThan(40);
}, 120_000);
