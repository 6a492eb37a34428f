/**
 * No deployed function carries a generated AWS client: DynamoDB, Cognito, S3, SES, EventBridge
 * and Secrets Manager are called with signed requests (functions/kit/aws-request.ts,
 * dynamodb.ts), which is what keeps a handler below the size of a bare DynamoDB one. The bundles
 * are built with the deployed settings and their inputs read from esbuild's metafile.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { eventRules } from '../../functions/events';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { handlerBuildOptions } from '../../infra/bundling';

const generatedClients = [
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/client-cognito-identity-provider',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-eventbridge',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/s3-request-presigner',
];

it('bundles no generated AWS client into any deployed function', async () => {
  const functions = new Set<string>();
  for (const r of routeList) functions.add(r.handler);
  for (const rule of Object.values(eventRules)) for (const target of rule.targets) functions.add(target);
  for (const trigger of Object.values(authTriggers)) functions.add(trigger.handler);
  expect(functions.size).toBeGreaterThan(50);

  // One build of them all (every function is built alike); shared chunks keep it quick, and an
  // input of any chunk is an input of some function.
  const { metafile } = await build({
    entryPoints: Object.fromEntries([...functions].map((h) => [h.replace(/\//g, '--'), join(__dirname, '..', '..', 'functions', `${h}.ts`)])),
    ...handlerBuildOptions(),
    write: false, metafile: true, splitting: true, outdir: '/bundles', minify: false,
  });
  const carried = new Map<string, string[]>();
  for (const [name, output] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(output.inputs)) {
      const client = generatedClients.find((c) => input.includes(`node_modules/${c}/`));
      if (client) carried.set(client, [...new Set([...(carried.get(client) ?? []), output.entryPoint ?? name])]);
    }
  }
  expect(Object.fromEntries(carried)).toEqual({});
}, 120_000);

it('reads packages among the inputs, so the check above can see a client: the table marshalling is there', async () => {
  const { metafile } = await build({
    entryPoints: [join(__dirname, '..', '..', 'functions', 'catalog', 'list-albums.ts')],
    ...handlerBuildOptions(),
    write: false, metafile: true, outdir: '/bundles', minify: false,
  });
  const inputs = Object.keys(metafile.inputs);
  expect(inputs.some((input) => input.includes('node_modules/@aws-sdk/util-dynamodb/'))).toBe(true);
  expect(inputs).toContain('functions/kit/dynamodb.ts');
});

it("builds only its own route's contract and schemas: the rest of shared/ is left out", async () => {
  const { outputFiles } = await build({
    entryPoints: [join(__dirname, '..', '..', 'functions', 'editing', 'complete-print-file.ts')],
    ...handlerBuildOptions(),
    // Text as written (no \u escapes), so a summary can be looked for as the contract spells it.
    write: false, outdir: '/bundles', minify: false, charset: 'utf8',
  });
  const code = outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const { editingRoutes } = await import('../../shared/api/editing');
  const { summary, ...others } = Object.fromEntries(Object.entries(editingRoutes).map(([name, c]) => [name === 'completePrintFile' ? 'summary' : name, c.summary]));
  expect(code).toContain(JSON.stringify(summary));
  for (const other of Object.values(others)) expect(code).not.toContain(JSON.stringify(other));
  // A schema of another area the handler's imports reach but never read (the catalog's album
  // rules, through the order lines) is not built either.
  expect(code).toContain('completePrintFile');
  expect(code).not.toMatch(/\bvar albumSchema\b/);
  expect(code).not.toMatch(/\bvar callbackRequestSchema\b/);
});
