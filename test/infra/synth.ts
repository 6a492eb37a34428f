/**
 * Synthesis for the infra tests, kept to well under a second per stack:
 * - bundling is skipped (`aws:cdk:bundling-stacks` = []): each ShopFunction then gets a hash
 *   from its construct path instead of running esbuild or walking node_modules;
 * - no construct records the stack trace it was created at (metadata for `cdk synth` to point at
 *   the code behind a resource): under jest each trace goes through its source maps, which cost
 *   about a quarter of a second per stack;
 * - the built-in CloudFormation schema validation (a WASM linter, ~4 s per synth, whose findings
 *   are warnings only) is off.
 * `npm run synth` does all three for real.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readConfig, stageOf, type Stage } from '../../infra/cdk/config';
import { ShopStack } from '../../infra/cdk/shop-stack';
import { removeScratchDirs, scratchDir } from '../support/scratch';

const fastSynthContext = {
  'aws:cdk:bundling-stacks': [],
  'aws:cdk:disable-creation-stack-traces': true,
  'aws:cdk:disable-stack-trace': true,
};

/**
 * The tests synthesize prod without an operator's address, as a deploy may on purpose
 * (`-c noOperatorEmail=true`); config.spec.ts checks that prod is refused without either.
 */
const testContext = { noOperatorEmail: 'true' };

export function testApp(context: Record<string, unknown> = {}): App {
  const outdir = scratchDir('shop-infra-test-');
  return new App({ outdir, builtinCloudFormationValidation: false, context: { ...fastSynthContext, ...testContext, ...context } });
}

/** Deletes the cloud assemblies this test file synthesized: `afterAll(removeAssemblies)`, once, in stack.test.ts. */
export const removeAssemblies = removeScratchDirs;

export interface Synthesized {
  /** The stack itself, for specs that walk its constructs. */
  stack: ShopStack;
  template: Template;
  /** The cloud assembly directory, where staged assets (like the runtime config) are. */
  outdir: string;
}

const synthesized = new Map<string, Synthesized>();

/**
 * Every optional setting of the stack's edges on, and an operator to alarm: one prod stack that the
 * specs about those settings (edges, operations, nag) all read, synthesized once for all of them.
 */
export const everyEdgeSetting = {
  siteDomain: 'shop.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  wafRateLimit: '1000',
  threatProtection: 'enforced',
  operatorEmail: 'ops@example.com',
  mfa: 'optional',
  lateAfterDays: '{"Editing completed":3}',
};

/**
 * The stack exactly as infra/cdk/app.ts builds it, for one stage and extra context: synthesized
 * once per test file (the specs of stack.test.ts share it, about 0.8 core-seconds each), so read
 * it, never change it: a spec that adds to a stack builds its own.
 */
export function synthShop(stage: Stage, context: Record<string, string> = {}): Synthesized {
  const key = JSON.stringify([stage, Object.entries(context).sort(([a], [b]) => a.localeCompare(b))]);
  let done = synthesized.get(key);
  if (!done) {
    const app = testApp({ stage, ...context });
    const stack = new ShopStack(app, `Shop-${stageOf(app)}`, { config: readConfig(app, stageOf(app)) });
    done = { stack, template: Template.fromStack(stack), outdir: app.outdir };
    synthesized.set(key, done);
  }
  return done;
}

/**
 * The runtime-config.json the stack deploys, with each deploy-time value (a `<<marker:...>>` in
 * the staged file) replaced by a stand-in naming what it refers to: `ref:<logicalId>`, or for
 * the API endpoint a URL on `<logicalId>.execute-api.test`.
 */
export function deployedRuntimeConfig({ template, outdir }: Synthesized): unknown {
  const deployments = Object.values(
    template.findResources('Custom::CDKBucketDeployment', {
      Properties: { DistributionPaths: ['/runtime-config.json'] },
    }),
  );
  if (deployments.length !== 1) throw new Error(`expected one runtime config deployment, found ${deployments.length}`);
  const props = deployments[0]!.Properties;
  const hash = String(props.SourceObjectKeys[0]).replace(/\.zip$/, '');
  let text = fs.readFileSync(path.join(outdir, `asset.${hash}`, 'runtime-config.json'), 'utf8');
  for (const [marker, value] of Object.entries<any>(props.SourceMarkers?.[0] ?? {})) {
    const [id, attr] = value['Fn::GetAtt'] ?? [];
    const standIn = value.Ref ? `ref:${value.Ref}` : attr === 'ApiEndpoint' ? `https://${id}.execute-api.test` : `value:${JSON.stringify(value)}`;
    text = text.split(marker).join(standIn);
  }
  return JSON.parse(text);
}

type Resource = { Type: string; Properties?: Record<string, any>; DeletionPolicy?: string };

/**
 * The Lambda functions the HTTP API route `METHOD /path` invokes, followed from the route to its
 * integration to the function (an alias reaches its twin's function this way).
 */
export function functionsOfRoute(template: Template, method: string, path: string): [string, Resource][] {
  const of = (type: string) => template.findResources(type) as Record<string, Resource>;
  const integrations = of('AWS::ApiGatewayV2::Integration');
  const fns = of('AWS::Lambda::Function');
  return Object.values(of('AWS::ApiGatewayV2::Route'))
    .filter((route) => route.Properties?.RouteKey === `${method} ${path}`)
    .flatMap((route) => {
      const [, parts] = route.Properties!.Target['Fn::Join'] as [string, [string, { Ref: string }]];
      const uri = integrations[parts[1].Ref]!.Properties!.IntegrationUri;
      const fnId = uri['Fn::GetAtt'][0] as string;
      return [[fnId, fns[fnId]!] as [string, Resource]];
    });
}

/** Every IAM action granted to a function's role. */
export function actionsOf(template: Template, fn: { Properties?: Record<string, any> }): string[] {
  const roleId = fn.Properties?.Role?.['Fn::GetAtt']?.[0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter((p) =>
    (p.Properties?.Roles ?? []).some((r: { Ref?: string }) => r.Ref === roleId),
  );
  return policies.flatMap((p) => p.Properties!.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat()));
}

export const dynamoWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
