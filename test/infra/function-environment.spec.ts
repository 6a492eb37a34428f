/**
 * Each deployed function gets exactly the environment its code reads: every `process.env` read
 * in a handler's module graph is set on that function, and no function carries a variable its
 * code never reads. The local cloud shares one `process.env` between all handlers, so only this
 * check catches a variable the stack forgot (as POST /webhooks/stripe once lacked its signing
 * secret and answered every event 400).
 */
import { CfnResource, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { eventRules } from '../../functions/events';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { readConfig, stageOf, type ShopConfig } from '../../infra/cdk/config';
import { ShopFunction } from '../../infra/cdk/shop-function';
import { envReadsOf, envReadsOfHandler, envReadsOfHandlers, type EnvReads } from './env-reads';
import { actionsOf, synthShop } from './synth';

/** Set by the Lambda runtime itself in every function: code may read them without the stack setting them. */
const setByLambda = new Set([
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_EXECUTION_ENV',
  'AWS_LAMBDA_FUNCTION_NAME',
  'AWS_LAMBDA_FUNCTION_VERSION',
  'AWS_LAMBDA_FUNCTION_MEMORY_SIZE',
  'AWS_LAMBDA_LOG_GROUP_NAME',
  'AWS_LAMBDA_LOG_STREAM_NAME',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'LAMBDA_TASK_ROOT',
  '_HANDLER',
  'TZ',
]);
/** Set on every function by ShopFunction and read by Node.js itself, not by our code. */
const readByNode = new Set(['NODE_OPTIONS']);
/**
 * Read by our code but only ever set by the local cloud (infra/local/cloud.ts): the Stripe key and
 * signing secret in plain text and the local card provider's address. In the cloud their absence
 * means "read the secret from Secrets Manager" and "talk to Stripe", and a plain-text secret must
 * never be in a template, so no deployed function may carry them.
 */
const localOnly = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']);
/**
 * The SDK's standard endpoint overrides (AWS_ENDPOINT_URL, AWS_ENDPOINT_URL_<SERVICE>), read by the
 * SDK's clients (and by the kit's S3 client, which then puts the bucket in the path): only the
 * local cloud sets them, to point the calls at its stand-ins; in the cloud their absence means the
 * service's own endpoint.
 */
const endpointOverride = (name: string) => /^AWS_ENDPOINT_URL(_[A-Z0-9_]+)?$/.test(name);

interface Deployed {
  fn: ShopFunction;
  logicalId: string;
  variables: string[];
  reads: EnvReads;
}

let template: Template;
let config: ShopConfig;
let deployed: Deployed[];
const fn = (d: Deployed) => template.toJSON().Resources[d.logicalId];

beforeAll(() => {
  const { stack } = ({ template } = synthShop('prod'));
  config = readConfig(stack, stageOf(stack));
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: any }>;
  const shopFunctions = stack.node.findAll().filter((c): c is ShopFunction => c instanceof ShopFunction);
  const readsOf = envReadsOfHandlers(shopFunctions.map((fn) => fn.handlerModule));
  deployed = shopFunctions.map((fn) => {
    const logicalId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnElement);
    const variables = Object.keys(resources[logicalId]!.Properties.Environment?.Variables ?? {}).sort();
    return { fn, logicalId, variables, reads: readsOf.get(fn.handlerModule)! };
  });
  // Every other function in the template is one CDK makes for its own constructs (the site
  // deployment's handler, the bucket's event notifications), never one built from our code.
  const ours = new Set(shopFunctions.map((fn) => fn.node.defaultChild));
  const cdkOwn = /\/(Custom::CDKBucketDeployment|BucketNotificationsHandler)[0-9A-Fa-f]{32}\//;
  const others = stack.node
    .findAll()
    .filter((c): c is CfnResource => c instanceof CfnResource && c.cfnResourceType === 'AWS::Lambda::Function' && !ours.has(c))
    .map((c) => c.node.path);
  expect(others.filter((path) => !cdkOwn.test(path))).toEqual([]);
  // The walk does see raw function resources: the site deployment is always among them.
  expect(others.length).toBeGreaterThan(0);
});

const label = (d: Deployed) => `${d.fn.node.path} (functions/${d.fn.handlerModule}.ts)`;

describe('the environment of every shop function', () => {
  it('covers every route, event target and user-pool trigger', () => {
    const modules = new Set(deployed.map((d) => d.fn.handlerModule));
    const expected = [
      ...routeList.filter((r) => !r.aliasOf).map((r) => r.handler),
      ...Object.values(eventRules).flatMap((r) => r.targets),
      ...Object.values(authTriggers).map((t) => t.handler),
    ];
    expect(expected.filter((m) => !modules.has(m))).toEqual([]);
    // One function per route entry (an alias has its twin's), event target and trigger: none of ours escapes the checks below.
    expect(deployed.length).toBe(expected.length);
  });

  it('sets every variable a function reads', () => {
    const missing = deployed.flatMap((d) =>
      [...d.reads.names]
        .filter((name) => !d.variables.includes(name) && !setByLambda.has(name) && !localOnly.has(name) && !endpointOverride(name))
        .map((name) => `${label(d)} reads ${name}, which is not set`),
    );
    expect(missing).toEqual([]);
  });

  it('sets no variable a function never reads', () => {
    const unread = deployed.flatMap((d) =>
      d.variables.filter((name) => !d.reads.names.has(name) && !readByNode.has(name)).map((name) => `${label(d)} carries ${name}, which its code never reads`),
    );
    expect(unread).toEqual([]);
  });

  it('has no read it cannot name, which this check could not verify', () => {
    expect(deployed.flatMap((d) => d.reads.dynamic)).toEqual([]);
  });

  it('never carries a plain-text Stripe secret or the local card provider', () => {
    expect(deployed.flatMap((d) => d.variables.filter((v) => localOnly.has(v)).map((v) => `${label(d)}: ${v}`))).toEqual([]);
    // Each local-only name is still read somewhere, so the list above is no wider than the code.
    const read = new Set(deployed.flatMap((d) => [...d.reads.names]));
    expect([...localOnly].filter((name) => !read.has(name))).toEqual([]);
  });

  it("never points a deployed function at another endpoint than the service's own", () => {
    expect(deployed.flatMap((d) => d.variables.filter(endpointOverride).map((v) => `${label(d)}: ${v}`))).toEqual([]);
  });

  it('gives POST /webhooks/stripe the name of its signing secret, and permission to read only that and the Stripe key (to refund a second payment)', () => {
    const webhook = deployed.find((d) => d.fn.handlerModule === 'payments/stripe-webhook')!;
    expect(webhook.variables).toContain('STRIPE_WEBHOOK_SECRET_NAME');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { STRIPE_WEBHOOK_SECRET_NAME: 'shop/prod/stripe-webhook' } },
    });
    expect(secretsReadBy(webhook)).toEqual(['shop/prod/stripe', 'shop/prod/stripe-webhook']);
  });
});

/** The names of the Secrets Manager secrets a function's role may read. */
function secretsReadBy(d: Deployed): string[] {
  const fn = template.toJSON().Resources[d.logicalId];
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
    (p.Properties.Roles ?? []).some((r: { Ref?: string }) => r.Ref === roleId),
  );
  // A secret named by name is granted as `arn:<partition>:secretsmanager:<region>:<account>:secret:<name>-??????`,
  // written as an Fn::Join whose literal parts carry the name.
  const text = (arn: any): string => (typeof arn === 'string' ? arn : (arn['Fn::Join']?.[1] ?? []).filter((p: unknown) => typeof p === 'string').join(''));
  return policies
    .flatMap((p) => p.Properties.PolicyDocument.Statement)
    .filter((s: { Action: string | string[] }) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')))
    .flatMap((s: { Resource: unknown }) => [s.Resource].flat().map((arn) => text(arn).match(/:secret:(.+)-\?{6}$/)?.[1] ?? text(arn)))
    .sort();
}

describe('the grants that go with the environment', () => {
  it('let a function read exactly the secrets whose names it reads, and no secret when it reads none', () => {
    const secretOf: Record<string, string> = { STRIPE_SECRET_NAME: config.stripeSecretName, STRIPE_WEBHOOK_SECRET_NAME: config.stripeWebhookSecretName };
    for (const d of deployed) {
      const expected = [...d.reads.names]
        .filter((n) => n.endsWith('_SECRET_NAME'))
        .map((n) => secretOf[n] ?? `an unknown secret for ${n}`)
        .sort();
      expect([label(d), secretsReadBy(d)]).toEqual([label(d), expected]);
      if (expected.length === 0) {
        expect([label(d), actionsOf(template, fn(d)).filter((a) => a.startsWith('secretsmanager:'))]).toEqual([label(d), []]);
      }
    }
  });
});

describe('the environment reads collector', () => {
  const source = `
    // process.env.IN_A_COMMENT is not a read
    const note = 'process.env.IN_A_STRING is not one either';
    const table = process.env.TABLE_NAME;
    const from = process.env['MAIL_FROM'] ?? 'x';
    const { SITE_ORIGIN, LOG_LEVEL: level = 'info' } = process.env;
    export const pick = (key: string) => process.env[key];
  `;

  it('finds dotted, bracketed and destructured reads, and nothing in comments or strings', () => {
    expect([...envReadsOf(source).names].sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM', 'SITE_ORIGIN', 'TABLE_NAME']);
  });

  it('reports a read by a computed name, which it cannot check', () => {
    expect(envReadsOf(source, 'pick.ts').dynamic).toEqual(['pick.ts:7 process.env[key]']);
  });

  it('follows a handler through its imports, to the kit and the data layer', () => {
    const reads = envReadsOfHandler('payments/stripe-webhook');
    expect(reads.files).toEqual(expect.arrayContaining(['functions/kit/logger.ts', 'functions/data/client.ts', 'functions/payments/lib/fulfil.ts']));
    expect([...reads.names]).toEqual(expect.arrayContaining(['LOG_LEVEL', 'TABLE_NAME', 'STRIPE_WEBHOOK_SECRET_NAME', 'STRIPE_SECRET_NAME']));
    // The confirmation email is sent by the notifications function, from the Order paid event, not by the webhook.
    expect(reads.names.has('MAIL_FROM')).toBe(false);
    const ownReads = [...envReadsOfHandler('notifications/send-notification').names].filter((n) => !setByLambda.has(n) && !endpointOverride(n));
    expect(new Set(ownReads)).toEqual(new Set(['LOG_LEVEL', 'TABLE_NAME', 'MAIL_FROM', 'SITE_ORIGIN', 'STUDIO_EMAIL']));
  });
});
