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
import { lambdaBundle } from '../../infra/bundling';
import { endpoints } from '../support/runtime';

it('lists the albums from a minified Lambda bundle', async () => {
  const outfile = join(mkdtempSync(join(tmpdir(), 'bundle-')), 'list-albums.mjs');
  await build({
    entryPoints: [join(__dirname, '..', '..', 'functions', 'catalog', 'list-albums.ts')],
    bundle: true, outfile, logLevel: 'error', format: lambdaBundle.format, platform: lambdaBundle.platform,
    target: lambdaBundle.target, minify: lambdaBundle.minify, mainFields: lambdaBundle.mainFields,
    banner: { js: lambdaBundle.banner }, alias: lambdaBundle.alias, external: lambdaBundle.external,
  });
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
  expect(JSON.parse(res.body).map((a: { albumName: string }) => a.albumName).sort()).toEqual(['Economy', 'Gallery', 'Lux', 'Press Book']);
});
