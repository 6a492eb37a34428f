/**
 * How a Lambda handler is bundled: the CDK ShopFunction, the benchmark and the bundle test all
 * build through handlerBuildOptions, so the sizes the benchmark reports are the sizes that deploy
 * and the bundles the test runs are the bundles that deploy.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { needsRole, staff } from '../functions/kit/access';
import type { Grants, RouteDef } from '../functions/kit/route-def';
import { pureSharedDeclarations } from './pure-declarations';

export const lambdaBundle = {
  format: 'esm' as const,
  platform: 'node' as const,
  target: 'node22',
  minify: true,
  mainFields: ['module', 'main'],
  // ESM bundles of CommonJS dependencies still call require(); give them one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // A function's credentials always come from its environment; see functions/kit/lambda-credentials.ts.
  alias: {
    '@aws-sdk/credential-provider-node': join(__dirname, '..', 'functions', 'kit', 'lambda-credentials.ts'),
  } as Record<string, string>,
};

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

/**
 * esbuild's options for a handler's bundle; the caller adds the entry and where to write. Every
 * function is built alike.
 */
export function handlerBuildOptions(): BuildOptions {
  return {
    // Nothing is external: the AWS SDK and Stripe are bundled as published, all of them (S3Client
    // imports the SDK's event-stream codec statically, so a bundle leaving it out fails to load).
    // The runtime's built-in SDK version floats; bundling the locked one means the code runs
    // against exactly what the tests ran against.
    bundle: true,
    logLevel: 'error',
    format: lambdaBundle.format,
    platform: lambdaBundle.platform,
    target: lambdaBundle.target,
    minify: lambdaBundle.minify,
    mainFields: lambdaBundle.mainFields,
    banner: { js: lambdaBundle.banner },
    alias: lambdaBundle.alias,
    // React (the notifications function's emails) picks its development build, twice the size and
    // slower, unless NODE_ENV says production, and Lambda sets no NODE_ENV.
    define: { 'process.env.NODE_ENV': '"production"' },
    // shared/'s constants are marked pure, so a handler builds only the schemas its route reads.
    plugins: [pureSharedDeclarations(join(__dirname, '..'))],
  };
}

/** A handler's deployed bundle: `index.mjs` (Lambda's `index.handler`) and its source map, in outdir. */
export async function bundleHandler(entry: string, outdir: string): Promise<void> {
  await build({
    ...handlerBuildOptions(),
    entryPoints: [entry],
    outfile: join(outdir, 'index.mjs'),
    sourcemap: true,
    // Line mapping is all a stack trace needs; embedding the sources would triple the asset.
    sourcesContent: false,
  });
}

/**
 * bundleHandler for CDK's local bundling, which must finish synchronously: esbuild runs plugins
 * only in its asynchronous API, so the build runs in a child Node process (bundle-handler.ts).
 */
export function bundleHandlerSync(entry: string, outdir: string): void {
  const root = join(__dirname, '..');
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'bundle-handler.ts'), entry, outdir], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`Bundling ${entry} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}${result.stdout}`);
  }
}
