/**
 * How a Lambda handler is bundled: the CDK ShopFunction and the benchmark both use these
 * settings, so the sizes the benchmark reports are the sizes that deploy.
 */
import { join } from 'node:path';
import type { Grants } from '../functions/kit/route-def';

export const lambdaBundle = {
  format: 'esm' as const,
  platform: 'node' as const,
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  // ESM bundles of CommonJS dependencies still call require(); give them one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // The DynamoDB client loads the SDK's event-stream codec with a dynamic import, only for
  // operations that stream (DynamoDB has none), so most functions leave it out. The S3 client
  // imports it statically: see externalModulesFor.
  external: ['@smithy/core/event-streams'],
  // A function's credentials always come from its environment; see functions/kit/lambda-credentials.ts.
  alias: {
    '@aws-sdk/credential-provider-node': join(__dirname, '..', 'functions', 'kit', 'lambda-credentials.ts'),
  } as Record<string, string>,
};

/**
 * What a function's bundle may leave out. The S3 client imports the event-stream codec at load
 * time, and an ES module in Lambda cannot reach the runtime's own SDK, so a function that touches
 * a bucket must carry it (test/integration/lambda-bundle.test.ts imports every deployed bundle).
 */
export const externalModulesFor = (grants: Grants): string[] =>
  grants.uploads || grants.catalogImages ? [] : lambdaBundle.external;
