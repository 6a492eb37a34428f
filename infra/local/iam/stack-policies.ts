/**
 * The shop's functions' IAM policies as a stage has them, with concrete ARNs. The synthesis
 * (synth-policies.ts) runs in a child process and its result is kept in node_modules/.cache,
 * keyed by the contents of every project file it read: a start after no change to the stack, the
 * route table or the grants reads the file instead (a few milliseconds instead of seconds).
 *
 * Names: the evaluation happens in one fixed account and region (`evaluatedIn`), and each of the
 * stack's resources is given the name the local cloud uses for it: the table's and the buckets'
 * names are what the local cloud sets for the variables the stack fills with their Ref
 * (TABLE_NAME: { Ref: <table> } → shop-local), the user pool's id is the local pool's, and
 * everything else keeps its logical id. Secrets keep their stage names (`shop/dev/stripe`).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Grants } from '../../../functions/kit/route-def';

/** One policy of a role, as the template has it. */
export interface PolicyDocument {
  name: string;
  document: unknown;
}
export interface SynthesizedFunction {
  grants: Grants;
  /** The role's logical id: functions that share a role share their decisions. */
  role: string;
  policies: PolicyDocument[];
  /** Its environment as the template sets it: `{ Ref: <logical id> }` for the table's and buckets' names. */
  environment: Record<string, unknown>;
}
/** What synth-policies.ts writes: each shop function's grants, role and policies, as the template has them. */
export interface SynthesizedStack {
  stage: string;
  context: Record<string, string>;
  functions: Record<string, SynthesizedFunction>;
  /** `table:read` → the policies a function granted only that has. */
  catalogue: Record<string, PolicyDocument[]>;
  resourceTypes: Record<string, string>;
  /** The project files the synthesis read and their SHA-1, for the cache to know when to synthesize again. */
  inputs: Record<string, string>;
}

/** Every level of every grant, weakest first. Typed so that a new grant or level must be listed here too. */
export const grantLevels: { [K in keyof Required<Grants>]: NonNullable<Grants[K]>[] } = {
  table: ['read', 'write'],
  catalogImages: ['write'],
  uploads: ['read', 'write', 'manage'],
  userPool: ['adminUpdate'],
  authenticatorCheck: [true],
  stripe: [true],
  stripeWebhook: [true],
  events: ['put'],
  email: [true],
  studioEmail: [true],
  site: [true],
  lateWork: [true],
  stripeTax: [true],
};

export const evaluatedIn = { partition: 'aws', account: '123456789012', region: 'us-east-1' } as const;

export interface FunctionPolicies {
  grants: SynthesizedFunction['grants'];
  role: string;
  policies: { name: string; policy: unknown }[];
}
export interface StackPolicies {
  stage: string;
  functions: Record<string, FunctionPolicies>;
  catalogue: Record<string, { name: string; policy: unknown }[]>;
}

/** A project file's SHA-1, as the cache compares it. */
export function inputHash(root: string, file: string): string {
  try {
    return createHash('sha1')
      .update(readFileSync(join(root, file)))
      .digest('hex');
  } catch {
    return 'missing';
  }
}

/** The stack synthesized for `context`, from the cache when nothing it read has changed since. */
export async function synthesizedStack(root: string, context: Record<string, string>): Promise<SynthesizedStack> {
  const cacheDir = join(root, 'node_modules', '.cache', 'shop-permissions');
  const key = createHash('sha1').update(JSON.stringify(context)).digest('hex').slice(0, 12);
  const file = join(cacheDir, `stack-${key}.json`);
  if (existsSync(file)) {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as SynthesizedStack;
    if (Object.entries(cached.inputs).every(([input, hash]) => inputHash(root, input) === hash)) return cached;
  }
  mkdirSync(cacheDir, { recursive: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(__dirname, 'synth-policies.ts'), file, JSON.stringify(context)],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Synthesizing the stack's policies failed:\n${errors}`))));
  });
  return JSON.parse(readFileSync(file, 'utf8')) as SynthesizedStack;
}

/** What the local cloud calls things: its environment (TABLE_NAME, UPLOADS_BUCKET…) and its user pool. */
export interface LocalNames {
  env: Record<string, string | undefined>;
  userPoolId: string;
}

/** The synthesized policies with every intrinsic resolved to the names the local cloud's resources map to. */
export function resolvePolicies(stack: SynthesizedStack, local: LocalNames): StackPolicies {
  const physical = new Map<string, string>();
  for (const [id, type] of Object.entries(stack.resourceTypes)) if (type === 'AWS::Cognito::UserPool') physical.set(id, local.userPoolId);
  for (const [fn, { environment }] of Object.entries(stack.functions)) {
    for (const [name, value] of Object.entries(environment)) {
      const ref = (value as { Ref?: string }).Ref;
      if (!ref) continue;
      const here = local.env[name];
      if (!here) throw new Error(`${fn} reads ${name}, which the local cloud does not set`);
      const known = physical.get(ref);
      if (known && known !== here) throw new Error(`${ref} is both ${known} and ${here} here`);
      physical.set(ref, here);
    }
  }
  const resolve = intrinsicResolver(stack.resourceTypes, physical);
  const policies = (docs: { name: string; document: unknown }[]) => docs.map(({ name, document }) => ({ name, policy: resolve(document) }));
  return {
    stage: stack.stage,
    functions: Object.fromEntries(
      Object.entries(stack.functions).map(([id, fn]) => [id, { grants: fn.grants, role: fn.role, policies: policies(fn.policies) }]),
    ),
    catalogue: Object.fromEntries(Object.entries(stack.catalogue).map(([key, docs]) => [key, policies(docs)])),
  };
}

/** An ARN as CloudFormation's `Fn::GetAtt [<resource>, Arn]` gives it, for the resource types a shop role names. */
function arnOf(type: string, name: string): string {
  const { partition: p, region: r, account: a } = evaluatedIn;
  switch (type) {
    case 'AWS::DynamoDB::Table':
      return `arn:${p}:dynamodb:${r}:${a}:table/${name}`;
    case 'AWS::S3::Bucket':
      return `arn:${p}:s3:::${name}`;
    case 'AWS::Cognito::UserPool':
      return `arn:${p}:cognito-idp:${r}:${a}:userpool/${name}`;
    case 'AWS::Logs::LogGroup':
      return `arn:${p}:logs:${r}:${a}:log-group:${name}:*`;
    case 'AWS::SQS::Queue':
      return `arn:${p}:sqs:${r}:${a}:${name}`;
    case 'AWS::SNS::Topic':
      return `arn:${p}:sns:${r}:${a}:${name}`;
    case 'AWS::Lambda::Function':
      return `arn:${p}:lambda:${r}:${a}:function:${name}`;
    case 'AWS::Events::EventBus':
      return `arn:${p}:events:${r}:${a}:event-bus/${name}`;
    default:
      throw new Error(`No ARN known for a ${type}, named in a shop function's policy`);
  }
}

function intrinsicResolver(types: Record<string, string>, physical: Map<string, string>) {
  const pseudo: Record<string, string> = {
    'AWS::Partition': evaluatedIn.partition,
    'AWS::Region': evaluatedIn.region,
    'AWS::AccountId': evaluatedIn.account,
    'AWS::URLSuffix': 'amazonaws.com',
  };
  const ref = (id: string) => pseudo[id] ?? physical.get(id) ?? id;
  const getAtt = (id: string, attribute: string) => {
    if (attribute !== 'Arn') throw new Error(`Fn::GetAtt ${id}.${attribute} in a policy is not understood here`);
    const type = types[id];
    if (!type) throw new Error(`Fn::GetAtt names ${id}, which is not in the stack`);
    return arnOf(type, ref(id));
  };
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    if (entries.length === 1) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an intrinsic's argument, whose shape each branch knows from the function's name
      const [fn, arg] = entries[0]! as [string, any];
      if (fn === 'Ref') return ref(arg);
      if (fn === 'Fn::GetAtt') return getAtt(arg[0], arg[1]);
      if (fn === 'Fn::Join') return (resolve(arg[1]) as string[]).join(arg[0]);
      if (fn === 'Fn::Select') return (resolve(arg[1]) as unknown[])[Number(resolve(arg[0]))];
      if (fn === 'Fn::Split') return String(resolve(arg[1])).split(arg[0]);
      if (fn === 'Fn::Sub') {
        const [text, vars] = Array.isArray(arg) ? [arg[0] as string, resolve(arg[1]) as Record<string, string>] : [arg as string, {}];
        return text.replace(/\$\{([^}!]+)\}/g, (_, name: string) => {
          if (name in vars) return vars[name]!;
          const [id, attribute] = name.split('.');
          return attribute ? getAtt(id!, attribute) : ref(id!);
        });
      }
      if (fn.startsWith('Fn::')) throw new Error(`${fn} in a policy is not understood here`);
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, resolve(v)]));
  };
  return resolve;
}
