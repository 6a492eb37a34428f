/**
 * The one place that says how the shop's Lambda functions are built and run. Every route and
 * event handler is a ShopFunction; nothing else creates a function from our code.
 */
import * as path from 'node:path';
import { AssetHashType, Duration, Validations, type BundlingOptions, type DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import { ApplicationLogLevel, Architecture, Code, Function as LambdaFunction, LoggingFormat, Runtime, SystemLogLevel, Tracing } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { bundleHandlerSync } from '../bundling';
import type { ShopConfig } from './config';
import { functionLogsOf, newFunctionRole } from './function-roles';
import { functionsDir, repoRoot } from './paths';

const runtime = Runtime.NODEJS_22_X;

/**
 * How CDK builds a function's asset: with the esbuild JS API (infra/bundling.ts), which
 * NodejsFunction cannot do (it drives the esbuild CLI, so no plugins: shared/'s declarations would
 * not be marked pure, and every handler would build every schema).
 * Always local, so synth works offline and without Docker. Its fields also tell CDK's asset cache
 * one function's bundle from another's.
 */
class HandlerBundling implements BundlingOptions {
  /** Required by CDK, never run: local bundling either succeeds or fails the synth. */
  readonly image: DockerImage = runtime.bundlingImage;
  readonly local: ILocalBundling;

  constructor(readonly entry: string) {
    this.local = {
      tryBundle: (outputDir: string) => {
        bundleHandlerSync(path.join(repoRoot, entry), outputDir);
        return true;
      },
    };
  }
}

export interface ShopFunctionProps {
  config: ShopConfig;
  /** Module under functions/ exporting `handler`, without extension: `catalog/get-album`. */
  handlerModule: string;
  description: string;
  /**
   * A role shared with the functions that have exactly the same grants (RolesByGrants). Without
   * it the function gets a role of its own: needed when more than its grants is added to the
   * role, like an event target's dead-letter queue.
   */
  role?: IRole;
}

export class ShopFunction extends LambdaFunction {
  /** The module under functions/ it runs, as given: `catalog/get-album`. */
  readonly handlerModule: string;

  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    const { config } = props;
    const logLevel = config.stage === 'prod' ? 'info' : 'debug';
    super(scope, id, {
      // Skipped by synths that do not bundle (`aws:cdk:bundling-stacks`, as the infra tests
      // set it); the hash is then the construct's path, and the source folder is not read.
      code: Code.fromAsset(repoRoot, {
        assetHashType: AssetHashType.OUTPUT,
        bundling: new HandlerBundling(path.relative(repoRoot, path.join(functionsDir, `${props.handlerModule}.ts`))),
      }),
      // index.mjs exporting `handler` (bundleHandler in infra/bundling.ts).
      handler: 'index.handler',
      description: props.description,
      runtime,
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
      // Only what every function needs; the rest comes with each grant (applyGrants), so a
      // function carries exactly the variables its code reads.
      environment: {
        // Read by Node itself, for stack traces that point into the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
        // Read by the logger, which every handler uses.
        LOG_LEVEL: logLevel,
      },
    });
    this.handlerModule = props.handlerModule;
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the bundles target (infra/bundling.ts); moving to a newer one is its own change.',
    });
  }
}
