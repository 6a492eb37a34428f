/**
 * How a Lambda handler is bundled: the CDK ShopFunction and the benchmark both use these
 * settings, so the sizes the benchmark reports are the sizes that deploy.
 */
import { join } from 'node:path';
import { needsRole, staff } from '../functions/kit/access';
import type { Grants, RouteDef } from '../functions/kit/route-def';

export const lambdaBundle = {
  format: 'esm' as const,
  platform: 'node' as const,
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  // ESM bundles of CommonJS dependencies still call require(); give them one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // The DynamoDB client loads the SDK's event-stream codec with a dynamic import, only for
  // operations that stream (DynamoDB has none), so functions leave it out. No function carries
  // another service's client: their calls are signed requests (functions/kit/aws-request.ts).
  external: ['@smithy/core/event-streams'],
  // A function's credentials always come from its environment; see functions/kit/lambda-credentials.ts.
  alias: {
    '@aws-sdk/credential-provider-node': join(__dirname, '..', 'functions', 'kit', 'lambda-credentials.ts'),
  } as Record<string, string>,
};

/**
 * What a function's bundle may leave out. Every function now leaves out the same modules (it
 * once depended on whether the function carried the S3 or Cognito client); the grants stay a
 * parameter so the stack, the bench and the bundle tests keep asking per function.
 */
export const externalModulesFor = (_grants: Grants): string[] => [...lambdaBundle.external];

/**
 * What a route's function is given: exactly what its entry declares, plus what the kit's role
 * check needs: the read of the caller's user record, and for a staff role, the question to the
 * pool whether they have an authenticator app. The stack, the bundle test and the bench all use it.
 */
export function grantsOfRoute(def: Pick<RouteDef, 'allow' | 'grants'>): Grants {
  const staffMayCall = def.allow.some((p) => (staff as readonly string[]).includes(p));
  return {
    ...def.grants,
    table: def.grants.table ?? (needsRole(def.allow) ? 'read' : undefined),
    ...(staffMayCall ? { authenticatorCheck: true } : {}),
  };
}
