/**
 * The bundle that deploys (infra/bundling.ts: credentials from the environment only, the SDK's
 * event-stream codec left out) still answers like the source, against the local DynamoDB.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Grants } from '../../functions/kit/route-def';
import { bundleHandler, externalModulesFor, grantsOfRoute, handlerBuildOptions, lambdaBundle } from '../../infra/bundling';
import { endpoints } from '../support/runtime';

it('lists the albums from a minified Lambda bundle', async () => {
  const outdir = mkdtempSync(join(tmpdir(), 'bundle-'));
  await bundleHandler(join(__dirname, '..', '..', 'functions', 'catalog', 'list-albums.ts'), outdir, lambdaBundle.external);
  const outfile = join(outdir, 'index.mjs');
  // Run as the Lambda runtime does: a plain Node process importing the ES module.
  const event = { version: '2.0', routeKey: 'GET /albums/all-Albums', rawPath: '/albums/all-Albums', headers: {}, requestContext: { requestId: 'bundle-test' }, isBase64Encoded: false };
  const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(outfile).href)});
    const res = await handler(${JSON.stringify(event)}, { awsRequestId: 'a', getRemainingTimeInMillis: () => 10000 });
    process.stdout.write(JSON.stringify(res));`;
  const output = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    env: {
      ...process.env, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: endpoints().dynamodb,
      TABLE_NAME: 'shop-local', LOG_LEVEL: 'silent',
    },
  }).toString();
  const res = JSON.parse(output) as { statusCode: number; body: string };
  expect(res.statusCode).toBe(200);
  // Other suites add albums through the admin routes meanwhile: the seeded four must be there.
  expect(JSON.parse(res.body).map((a: { albumName: string }) => a.albumName)).toEqual(expect.arrayContaining(['Economy', 'Gallery', 'Lux', 'Press Book']));
});

it('imports every function the stack deploys from its bundle, as the Lambda runtime does', async () => {
  const { routeList } = await import('../../functions/routes');
  const { eventRules } = await import('../../functions/events');
  const { authTriggers } = await import('../../functions/triggers');
  const functions = new Map<string, Grants>();
  for (const r of routeList) functions.set(r.handler, grantsOfRoute(r));
  for (const rule of Object.values(eventRules)) for (const target of rule.targets) functions.set(target, rule.grants);
  for (const trigger of Object.values(authTriggers)) functions.set(trigger.handler, trigger.grants);

  // Outside the project, so a bare import the bundle left out finds no node_modules to fall back on.
  const outdir = mkdtempSync(join(tmpdir(), 'bundles-'));
  const fileOf = (handler: string) => join(folderOf.get(handler)!, `${handler.replace(/\//g, '--')}.mjs`);
  // Functions differ only in what they may leave out: one build per kind, each in its own folder.
  // Shared chunks (the SDK) keep the builds and the imports fast; what resolves is what deploys,
  // since minifying changes no import.
  const kinds = new Map<string, string[]>();
  for (const [handler, grants] of functions) {
    const key = JSON.stringify(externalModulesFor(grants));
    kinds.set(key, [...(kinds.get(key) ?? []), handler]);
  }
  const folderOf = new Map<string, string>();
  for (const [external, handlers] of kinds) {
    const folder = join(outdir, String(folderOf.size));
    for (const h of handlers) folderOf.set(h, folder);
    await build({
      ...handlerBuildOptions(JSON.parse(external) as string[]),
      entryPoints: Object.fromEntries(handlers.map((h) => [h.replace(/\//g, '--'), join(__dirname, '..', '..', 'functions', `${h}.ts`)])),
      splitting: true, outdir: folder, outExtension: { '.js': '.mjs' }, minify: false,
    });
  }
  const script = `const failed = [];
    for (const [handler, file] of ${JSON.stringify([...functions.keys()].map((h) => [h, pathToFileURL(fileOf(h)).href]))}) {
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
