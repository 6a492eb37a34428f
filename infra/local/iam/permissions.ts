/**
 * Every AWS call a function makes is checked against that function's role in the synthesized
 * stack, with an IAM policy simulator (@cloud-copilot/iam-simulate), before it is sent: a call the
 * role does not allow fails as AWS fails it (AccessDenied / AccessDeniedException, 403), so the
 * test or the person that drove it sees the refusal the stage would give. One middleware on each
 * of the kit's SDK clients does it (`attach`); which function is calling comes from invocation.ts.
 *
 * Every call is recorded by function, action, resource and decision (`permissions.json` in the
 * data folder), and each allowed call is traced to the grants that allow it, so the report can
 * name the grants no call needed.
 */
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { writeWholeFile } from '../whole-file';
import { invocationCounts, runningFunction } from './invocation';
import { iamRequestsOf, type IamRequest, type Service } from './requests';
import type { CallRecord, Decision, PermissionRecord, UnusedGrant } from './report';
import { evaluatedIn, grantLevels, type StackPolicies } from './stack-policies';

type Policies = { name: string; policy: unknown }[];
type Middleware = (next: (args: { input: object }) => Promise<unknown>, context: { commandName?: string }) => (args: { input: object }) => Promise<unknown>;
/** What this needs of an SDK client: its middleware stack (a DynamoDBDocumentClient's is its DynamoDBClient's). */
export interface SdkClient {
  middlewareStack: { add(middleware: Middleware, options: { step: 'initialize'; name: string; priority: 'high' }): void };
}

/** The error AWS answers a call the caller's policies do not allow, named as each service names it. */
export class AccessDenied extends Error {
  readonly $fault = 'client';
  readonly $metadata = { httpStatusCode: 403 };
  constructor(service: Service, principal: string, request: IamRequest) {
    super(
      `User: ${principal} is not authorized to perform: ${request.action} on resource: ${request.resource} because no identity-based policy allows the ${request.action} action`,
    );
    this.name = service === 's3' ? 'AccessDenied' : 'AccessDeniedException';
  }
}

const keyOf = (request: IamRequest) => `${request.action} ${request.resource} ${JSON.stringify(request.context)}`;
const serviceOf = (action: string) => action.split(':')[0]!;

async function allows(policies: Policies, principal: string, request: IamRequest): Promise<boolean> {
  const result = await runSimulation(
    {
      request: {
        principal,
        action: request.action,
        resource: { resource: request.resource, accountId: evaluatedIn.account },
        contextVariables: request.context,
      },
      identityPolicies: policies,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  // A request the simulator cannot evaluate (an ARN of the wrong type for the action, a policy it
  // finds invalid) is a fault of this check, never a quiet yes or no.
  if (result.resultType === 'error') throw new Error(`The IAM simulation of ${keyOf(request)} failed: ${JSON.stringify(result.errors)}`);
  return result.overallResult === 'Allowed';
}

export function createPermissionCheck(options: { policies: Promise<StackPolicies>; recordFile: string; log?: (line: string) => void }) {
  const records = new Map<string, CallRecord>();
  const decisions = new Map<string, Promise<boolean>>();
  const attributions = new Map<string, Promise<boolean>>();
  const tracing = new Set<Promise<unknown>>();
  let outside = 0;
  let flushTimer: NodeJS.Timeout | undefined;

  const principalOf = (role: string, fn: string) => `arn:aws:sts::${evaluatedIn.account}:assumed-role/${role}/${fn.replace(/\W/g, '-')}`;

  /** Whether one grant at one level, alone, allows the request (the catalogue's roles). */
  const grantAllows = async (key: string, request: IamRequest) => {
    const stack = await options.policies;
    const policies = stack.catalogue[key] ?? [];
    const service = serviceOf(request.action);
    const mentions = JSON.stringify(policies).includes(`"${service}:`);
    if (!mentions) return false;
    const cacheKey = `${key} ${keyOf(request)}`;
    let decided = attributions.get(cacheKey);
    if (!decided) attributions.set(cacheKey, (decided = allows(policies, principalOf(key.replace(/\W/g, ''), key), request)));
    return decided;
  };

  /** The weakest level of each of the function's grants that alone allows the request. */
  async function trace(record: CallRecord, request: IamRequest) {
    const stack = await options.policies;
    const declared = stack.functions[record.function]!.grants as Record<string, unknown>;
    const allowedBy: string[] = [];
    for (const [grant, level] of Object.entries(declared)) {
      if (level === undefined) continue;
      const levels = grantLevels[grant as keyof typeof grantLevels] as unknown[];
      for (const candidate of levels.slice(0, levels.indexOf(level) + 1)) {
        if (await grantAllows(`${grant}:${candidate}`, request)) {
          allowedBy.push(`${grant}:${candidate}`);
          break;
        }
      }
    }
    record.allowedBy = [...new Set([...(record.allowedBy ?? []), ...allowedBy])];
  }

  function record(fn: string, request: Pick<IamRequest, 'action' | 'resource'>, decision: Decision): CallRecord {
    const key = `${fn} ${request.action} ${request.resource} ${decision}`;
    let entry = records.get(key);
    if (!entry) records.set(key, (entry = { function: fn, action: request.action, resource: request.resource, decision, calls: 0 }));
    entry.calls++;
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      flush();
    }, 500).unref();
    return entry;
  }

  /** Checks one call of `fn`; throws AccessDenied when its role does not allow it. */
  async function check(fn: string, service: Service, operation: string, input: object): Promise<void> {
    const stack = await options.policies;
    const policies = stack.functions[fn];
    if (!policies) throw new Error(`${fn} is not a function of the ${stack.stage} stack`);
    let requests: IamRequest[];
    try {
      requests = iamRequestsOf(service, operation, input as Record<string, unknown>);
    } catch (error) {
      record(fn, { action: `${service}:${operation}`, resource: '(unmapped)' }, 'unmapped');
      throw error;
    }
    const principal = principalOf(policies.role, fn);
    for (const request of requests) {
      const key = `${policies.role} ${keyOf(request)}`;
      let decided = decisions.get(key);
      if (!decided) decisions.set(key, (decided = allows(policies.policies, principal, request)));
      const allowed = await decided;
      const entry = record(fn, request, allowed ? 'allowed' : 'denied');
      if (!allowed) {
        options.log?.(`AccessDenied: ${fn} may not ${request.action} on ${request.resource}`);
        throw new AccessDenied(service, principal, request);
      }
      // Which grant allowed it is for the report only: worked out off the call's path.
      if (entry.calls === 1) {
        const traced = trace(entry, request).catch((error: unknown) => options.log?.(`tracing ${fn}'s ${request.action}: ${String(error)}`));
        tracing.add(traced);
        void traced.finally(() => tracing.delete(traced));
      }
    }
  }

  /** The grants a function declares that no call of this run needed (or needed only a weaker level of). */
  async function unusedGrants(): Promise<UnusedGrant[]> {
    const stack = await options.policies;
    // A grant level that gives nothing beyond what every role has (logs, X-Ray) is no permission.
    const statementsOf = (policies: Policies) =>
      policies.flatMap((p) => ((p.policy as { Statement: unknown[] }).Statement ?? []).map((s) => JSON.stringify(s)));
    const entries = Object.values(stack.catalogue).map((p) => new Set(statementsOf(p)));
    const everywhere = [...entries[0]!].filter((s) => entries.every((e) => e.has(s)));
    const permits = (key: string) => statementsOf(stack.catalogue[key] ?? []).some((s) => !everywhere.includes(s));
    const invoked = invocationCounts();
    const unused: UnusedGrant[] = [];
    for (const [fn, { grants }] of Object.entries(stack.functions)) {
      if (!invoked.has(fn)) continue;
      const used = new Set([...records.values()].filter((r) => r.function === fn && r.decision === 'allowed').flatMap((r) => r.allowedBy ?? []));
      for (const [grant, level] of Object.entries(grants as Record<string, unknown>)) {
        if (level === undefined || !permits(`${grant}:${level}`)) continue;
        const levels = grantLevels[grant as keyof typeof grantLevels] as unknown[];
        const strongest = levels.filter((l) => used.has(`${grant}:${l}`)).pop();
        if (strongest === level) continue;
        unused.push({ function: fn, grant, declared: String(level), ...(strongest !== undefined ? { used: String(strongest) } : {}) });
      }
    }
    return unused;
  }

  async function snapshot(): Promise<PermissionRecord> {
    const stack = await options.policies;
    const invoked = invocationCounts();
    return {
      stage: stack.stage,
      evaluatedIn,
      calls: [...records.values()],
      outside,
      invocations: Object.fromEntries(invoked),
      unusedGrants: await unusedGrants(),
      notInvoked: Object.keys(stack.functions).filter((fn) => !invoked.has(fn)),
    };
  }

  function flush(): void {
    void snapshot().then(
      (record) => writeWholeFile(options.recordFile, JSON.stringify(record, null, 2)),
      (error: unknown) => options.log?.(`permission record not written: ${String(error)}`),
    );
  }

  return {
    check,
    /** Checks every call the client makes from within a function, before it is sent or signed. */
    attach(client: SdkClient, service: Service): void {
      client.middlewareStack.add(
        (next, context) => async (args) => {
          const fn = runningFunction();
          if (fn === undefined) outside++;
          else await check(fn, service, String(context.commandName ?? '').replace(/Command$/, ''), args.input);
          return next(args);
        },
        { step: 'initialize', name: 'shopPermissionCheck', priority: 'high' },
      );
    },
    /** The record so far, once every allowed call has been traced to its grants. */
    async finish(): Promise<PermissionRecord> {
      clearTimeout(flushTimer);
      flushTimer = undefined;
      while (tracing.size) await Promise.allSettled([...tracing]);
      const record = await snapshot();
      writeWholeFile(options.recordFile, JSON.stringify(record, null, 2));
      return record;
    },
  };
}
export type PermissionCheck = ReturnType<typeof createPermissionCheck>;
