/**
 * The log group and the IAM roles of the shop's functions: what keeps the stack under
 * CloudFormation's 500 resources as routes are added (docs/architecture.md, "Resources").
 *
 * - One log group for every shop function, made once per stack: Lambda names each log stream
 *   `YYYY/MM/DD/<function name>[<version>]<id>` in a shared group, and every Powertools line
 *   carries function_name, so nothing is lost against one group per function; its retention is
 *   still a plain property, and a function may write to this group and nowhere else.
 * - One role per distinct set of grants: the route functions whose declared grants are equal
 *   share it, so each function still holds exactly what its grants give (applyGrants adds the
 *   same statements, which the policy document keeps once).
 */
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal, type AddToPrincipalPolicyResult, type PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Grants } from '../../functions/kit/route-def';
import type { ShopConfig } from './config';

const logsId = 'FunctionLogs';

/** The stack's one log group for the shop's functions, made on first use. */
export function functionLogsOf(scope: Construct, config: ShopConfig): LogGroup {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(logsId);
  if (existing) return existing as LogGroup;
  return new LogGroup(stack, logsId, {
    retention: config.stage === 'prod' ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
    removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

/**
 * A role that takes each statement once. Every function sharing it adds the same statements (its
 * grants, X-Ray); the policy document would drop the repeats only when rendered, after the role
 * has measured its inline policy and moved the "overflow" into extra managed policies.
 */
class FunctionRole extends Role {
  private readonly added = new Map<string, AddToPrincipalPolicyResult>();

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    const key = JSON.stringify(Stack.of(this).resolve(statement.toStatementJson()));
    let result = this.added.get(key);
    if (!result) {
      result = super.addToPrincipalPolicy(statement);
      this.added.set(key, result);
    }
    return result;
  }
}

/**
 * A role a shop function can run with: Lambda may assume it, and it may write log streams in the
 * shop's log group only (rather than the managed AWSLambdaBasicExecutionRole, which may create
 * and write any log group of the account).
 */
export function newFunctionRole(scope: Construct, id: string, config: ShopConfig, description: string): Role {
  const role = new FunctionRole(scope, id, { assumedBy: new ServicePrincipal('lambda.amazonaws.com'), description });
  functionLogsOf(scope, config).grantWrite(role);
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: 'X-Ray trace segments name no resource: PutTraceSegments and PutTelemetryRecords take only *.',
  });
  return role;
}

/** Grants in one canonical order, so that equal sets give the same key. */
const entriesOf = (grants: Grants) =>
  Object.entries(grants)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));

const pascal = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** `{ table: 'write', email: true }` → `EmailTableWrite`; no grants → `NoGrants`. */
export const roleIdOf = (grants: Grants): string =>
  entriesOf(grants)
    .map(([name, value]) => pascal(name) + (value === true ? '' : pascal(String(value))))
    .join('') || 'NoGrants';

/** The roles of functions whose whole permissions follow from their grants (the API's routes). */
export class RolesByGrants extends Construct {
  private readonly roles = new Map<string, Role>();

  constructor(
    scope: Construct,
    id: string,
    private readonly config: ShopConfig,
  ) {
    super(scope, id);
  }

  /** The one role for exactly these grants. Only for functions that get nothing else on their role. */
  for(grants: Grants): Role {
    const id = roleIdOf(grants);
    let role = this.roles.get(id);
    if (!role) {
      const described = entriesOf(grants)
        .map(([name, value]) => (value === true ? name : `${name}:${value}`))
        .join(', ');
      role = newFunctionRole(this, id, this.config, `Shop functions granted ${described || 'nothing'}`.slice(0, 1000));
      this.roles.set(id, role);
    }
    return role;
  }
}
