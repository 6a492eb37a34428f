/**
 * Synthesizes the shop's stack (without bundling any handler: the fast context of the infra
 * tests) and writes, for every shop function, its grants and the IAM policies of its role as the
 * template has them (intrinsics unresolved), and the same for a catalogue of single grants: one
 * function per grant and level (`table:read`, `uploads:manage`…), so that a call can be traced to
 * the grant that allows it. Run by policies.ts in a child process, since loading the CDK costs a
 * few seconds: `tsx infra/local/iam/synth-policies.ts <out.json> <context json>`.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type IConstruct } from 'constructs';
import { eventRules } from '../../../functions/events';
import type { Grants } from '../../../functions/kit/route-def';
import { routeList } from '../../../functions/routes';
import { authTriggers } from '../../../functions/triggers';
import { grantsOfRoute } from '../../bundling';
import type { Auth } from '../../cdk/auth';
import { readConfig, stageOf } from '../../cdk/config';
import type { Data } from '../../cdk/data';
import { applyGrants } from '../../cdk/grants';
import { ShopFunction } from '../../cdk/shop-function';
import { ShopStack } from '../../cdk/shop-stack';
import type { Storage } from '../../cdk/storage';
import { eventTargetFunction, routeFunction, triggerFunction } from './invocation';
import { grantLevels, inputHash, type PolicyDocument, type SynthesizedFunction, type SynthesizedStack } from './stack-policies';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a resource's properties, read by the resource types this file knows
type Template = { Resources: Record<string, { Type: string; Properties?: Record<string, any> }> };

const root = join(__dirname, '..', '..', '..');

export function synthesize(context: Record<string, string>): Omit<SynthesizedStack, 'inputs'> {
  const cdkJson = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const app = new App({
    outdir: join(root, 'node_modules', '.cache', 'shop-permissions', 'cdk.out'),
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      'aws:cdk:disable-creation-stack-traces': true,
      'aws:cdk:disable-stack-trace': true,
      ...context,
    },
  });
  const stage = stageOf(app);
  const config = readConfig(app, stage);
  const stack = new ShopStack(app, `Shop-${stage}`, { config });

  // The catalogue: its functions sit in the same stack, beside the shop's, with the same resources.
  const child = <T>(id: string) => stack.node.findChild(id) as unknown as T;
  const auth = child<Auth>('Auth');
  const catalogue = new Construct(stack, 'GrantCatalogue');
  const catalogueFunctions: [string, ShopFunction][] = [];
  for (const [grant, levels] of Object.entries(grantLevels)) {
    for (const level of levels as unknown[]) {
      const key = `${grant}:${level}`;
      const fn = new ShopFunction(catalogue, key.replace(/\W/g, ''), { config, handlerModule: 'catalog/get-album', description: key });
      applyGrants(fn, { [grant]: level } as Grants, {
        config,
        table: child<Data>('Data').table,
        uploads: child<Storage>('Storage').uploads,
        catalogImages: child<Storage>('Storage').catalogImages,
        // As the routes have it (the trigger's pattern is its own function's).
        userPoolArn: grant === 'userPool' ? undefined : auth.userPool.userPoolArn,
        stripeSecret: child<ISecret>('StripeSecret'),
        stripeWebhookSecret: child<ISecret>('StripeWebhookSecret'),
        siteOrigin: 'https://shop.example',
      });
      catalogueFunctions.push([key, fn]);
    }
  }

  const template = app.synth().getStackByName(stack.stackName).template as Template;
  const logicalId = (c: IConstruct) => stack.resolve((c.node.defaultChild as CfnElement).logicalId) as string;
  const policiesOf = (roleId: string): PolicyDocument[] => {
    const role = template.Resources[roleId]!;
    if (role.Properties?.ManagedPolicyArns?.length) throw new Error(`${roleId} has managed policies the local check cannot read`);
    const inline = (role.Properties?.Policies ?? []).map((p: { PolicyName: string; PolicyDocument: unknown }) => ({
      name: p.PolicyName,
      document: p.PolicyDocument,
    }));
    const attached = Object.entries(template.Resources)
      .filter(
        ([, r]) =>
          (r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy') &&
          (r.Properties?.Roles ?? []).some((ref: { Ref?: string }) => ref.Ref === roleId),
      )
      .map(([id, r]) => ({ name: id, document: r.Properties!.PolicyDocument }));
    return [...inline, ...attached];
  };

  const declared = new Map<string, Grants>([
    ...routeList.map((def) => [routeFunction(def), grantsOfRoute(def)] as const),
    ...Object.entries(eventRules).flatMap(([rule, entry]) => entry.targets.map((m) => [eventTargetFunction(rule, m), entry.grants as Grants] as const)),
    ...Object.entries(authTriggers).map(([operation, t]) => [triggerFunction(operation), t.grants as Grants] as const),
  ]);
  const functions: Record<string, SynthesizedFunction> = {};
  for (const fn of stack.node.findAll()) {
    if (!(fn instanceof ShopFunction) || fn.node.scope === catalogue) continue;
    const id = fn.node.path.slice(stack.node.path.length + 1);
    const grants = declared.get(id);
    if (!grants) throw new Error(`The stack's function ${id} is no route, event target or trigger the local cloud knows`);
    const role = logicalId(fn.role!);
    const resource = template.Resources[logicalId(fn)]!;
    functions[id] = { grants, role, policies: policiesOf(role), environment: resource.Properties?.Environment?.Variables ?? {} };
  }
  const missing = [...declared.keys()].filter((id) => !functions[id]);
  if (missing.length) throw new Error(`No function in the stack for ${missing.join(', ')}`);

  return {
    stage,
    context,
    functions,
    catalogue: Object.fromEntries(catalogueFunctions.map(([key, fn]) => [key, policiesOf(logicalId(fn.role!))])),
    resourceTypes: Object.fromEntries(Object.entries(template.Resources).map(([id, r]) => [id, r.Type])),
  };
}

if (require.main === module) {
  const [out, contextJson] = process.argv.slice(2);
  const synthesized = synthesize(JSON.parse(contextJson ?? '{}'));
  // What this process read of the project: a change to any of these may change a policy.
  const inputs = Object.keys(require.cache)
    .filter((file) => file.startsWith(root) && !file.includes('node_modules'))
    .map((file) => relative(root, file));
  const hashes = Object.fromEntries([...inputs, 'cdk.json', 'package-lock.json'].map((file) => [file, inputHash(root, file)]));
  // Whole or not at all, even with two clouds starting at once.
  writeFileSync(`${out}.${process.pid}`, JSON.stringify({ ...synthesized, inputs: hashes }));
  renameSync(`${out}.${process.pid}`, out!);
}
