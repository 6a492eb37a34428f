/**
 * No deployed function carries a generated AWS client other than DynamoDB's: Cognito, S3, SES,
 * EventBridge and Secrets Manager are called with signed requests (functions/kit/aws-request.ts),
 * which is what keeps a handler near the size of a bare DynamoDB one. The bundles are built with
 * the deployed settings and their inputs read from esbuild's metafile.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { eventRules } from '../../functions/events';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { handlerBuildOptions } from '../../infra/bundling';

const generatedClients = [
  '@aws-sdk/client-cognito-identity-provider',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-eventbridge',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/s3-request-presigner',
];

it('bundles no generated AWS client but DynamoDB into any deployed function', async () => {
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

it('still bundles the DynamoDB client, so the check above reads real inputs', async () => {
  const { metafile } = await build({
    entryPoints: [join(__dirname, '..', '..', 'functions', 'catalog', 'list-albums.ts')],
    ...handlerBuildOptions(),
    write: false, metafile: true, outdir: '/bundles', minify: false,
  });
  expect(Object.keys(metafile.inputs).some((input) => input.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
});
