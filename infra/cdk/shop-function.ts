/**
 * The one place that says how the shop's Lambda functions are built and run. Every route and
 * event handler is a ShopFunction; nothing else creates a NodejsFunction.
 */
import * as path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, SystemLogLevel, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import type { Grants } from '../../functions/kit/route-def';
import { externalModulesFor, lambdaBundle } from '../bundling';
import type { ShopConfig } from './config';
import { functionLogsOf, newFunctionRole } from './function-roles';
import { functionsDir, lockFile, repoRoot } from './paths';

export interface ShopFunctionProps {
  config: ShopConfig;
  /** Module under functions/ exporting `handler`, without extension: `catalog/get-album`. */
  handlerModule: string;
  description: string;
  /** What it may touch; decides what its bundle may leave out. */
  grants: Grants;
  /**
   * A role shared with the functions that have exactly the same grants (RolesByGrants). Without
   * it the function gets a role of its own: needed when more than its grants is added to the
   * role, like an event target's dead-letter queue.
   */
  role?: IRole;
}

export class ShopFunction extends NodejsFunction {
  /** The module under functions/ it runs, as given: `catalog/get-album`. */
  readonly handlerModule: string;

  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const { config } = props;
    const logLevel = config.stage === 'prod' ? 'info' : 'debug';
    super(scope, id, {
      entry: path.join(functionsDir, `${props.handlerModule}.ts`),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      // Graviton: cheaper per GB-second and nothing here depends on x86 binaries.
      architecture: Architecture.ARM_64,
      // The SDK clients and zod schemas load in well under a second at 512 MB; 128 MB (the
      // default) makes cold starts several times slower for a negligible saving.
      memorySize: 512,
      timeout: Duration.seconds(10),
      // X-Ray: each call's time in DynamoDB, S3, SES and Stripe, without code in the handlers.
      tracing: Tracing.ACTIVE,
      // The shop's one log group (function-roles.ts), in Lambda's JSON format: its own lines
      // (start, end, report) are JSON too, and Powertools' lines pass through as they are.
      logGroup: functionLogsOf(scope, config),
      loggingFormat: LoggingFormat.JSON,
      // Lambda drops lines below this level; Powertools follows it (AWS_LAMBDA_LOG_LEVEL), so it
      // is the same as LOG_LEVEL.
      applicationLogLevelV2: logLevel === 'info' ? ApplicationLogLevel.INFO : ApplicationLogLevel.DEBUG,
      systemLogLevelV2: SystemLogLevel.INFO,
      role: props.role ?? newFunctionRole(scope, `${id}Role`, config, `The ${props.handlerModule} function`),
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      // Only what every function needs; the rest comes with each grant (applyGrants), so a
      // function carries exactly the variables its code reads.
      environment: {
        // Read by Node itself, for stack traces that point into the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
        // Read by the logger, which every handler uses.
        LOG_LEVEL: logLevel,
      },
      bundling: {
        // Local esbuild only: synth must work offline and without Docker.
        forceDockerBundling: false,
        // The settings the benchmark measures (infra/bundling.ts), so its sizes are what deploys.
        format: lambdaBundle.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        banner: lambdaBundle.banner,
        mainFields: lambdaBundle.mainFields,
        target: lambdaBundle.target,
        minify: lambdaBundle.minify,
        externalModules: externalModulesFor(props.grants),
        esbuildArgs: Object.fromEntries(
          Object.entries(lambdaBundle.alias).map(([from, to]) => [`--alias:${from}`, to]),
        ),
        sourceMap: true,
        // Line mapping is all a stack trace needs; embedding the sources would triple the asset.
        sourcesContent: false,
        // The runtime's built-in SDK version floats; bundling the locked one means the code
        // runs against exactly what the tests ran against.
        bundleAwsSDK: true,
      },
    });
    this.handlerModule = props.handlerModule;
    Validations.of(this).acknowledge(
      { id: 'AwsSolutions-L1', reason: 'Node.js 22 is the runtime the bundles target (infra/bundling.ts); moving to a newer one is its own change.' },
    );
  }
}
