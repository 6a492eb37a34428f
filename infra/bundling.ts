/**
 * How a Lambda handler is bundled: the CDK ShopFunction and the benchmark both use these
 * settings, so the sizes the benchmark reports are the sizes that deploy.
 */
import { join } from 'node:path';

export const lambdaBundle = {
  format: 'esm' as const,
  platform: 'node' as const,
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  // ESM bundles of CommonJS dependencies still call require(); give them one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // The SDK loads its event-stream codec with a dynamic import, only for operations that stream
  // (DynamoDB has none). Left out of the bundle, it would resolve to the copy in the Lambda
  // runtime's own SDK if a future client ever streamed.
  external: ['@smithy/core/event-streams'],
  // A function's credentials always come from its environment; see functions/kit/lambda-credentials.ts.
  alias: {
    '@aws-sdk/credential-provider-node': join(__dirname, '..', 'functions', 'kit', 'lambda-credentials.ts'),
  } as Record<string, string>,
};
