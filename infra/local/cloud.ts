/**
 * The embedded local cloud: DynamoDB (dynalite, or Amazon's DynamoDB Local on Java), S3 (s3rver), Cognito (cognito-local), the HTTP
 * API (the local gateway over the route table), the event bus, the outbox and the SPA, all in
 * this process. Handlers are the very modules the cloud deploys; only their environment
 * (endpoints, names) says where they run.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { corsPolicy } from '../../functions/cors';
import { eventRules } from '../../functions/events';
import { routeList } from '../../functions/routes';
import { authTriggers } from '../../functions/triggers';
import { startAwsEvents } from './aws-events';
import { createEventBus } from './bus';
import { startCognito } from './cognito';
import { ensureDemoAccounts } from './demo-accounts';
import { startDynamo, type DynamoEngine } from './dynamo';
import { startGateway } from './gateway';
import { startPermissionCheck } from './iam';
import { eventTargetFunction, runAs, triggerFunction } from './iam/invocation';
import { createOutbox } from './outbox';
import { freePort } from './ports';
import { startS3 } from './s3';
import { startSes } from './ses';
import { LOCAL_STRIPE_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, startStripe } from './stripe';
import { startWeb } from './web';
import { startBuiltWeb } from './web-build';
import { writeWholeFile } from './whole-file';

export interface LocalCloudOptions {
  root: string;
  dataDir: string;
  reset?: boolean;
  /** Nothing needs to outlive this run (a test run): the table is kept in memory, not in the data folder. */
  ephemeral?: boolean;
  /** Which DynamoDB runs the table (infra/local/dynamo.ts): dynalite unless told. */
  dynamoEngine?: DynamoEngine;
  /** Fixed ports for people (`npm start`); tests pass `auto` and get free ones. */
  ports: 'fixed' | 'auto';
  web?: boolean;
  /** A folder holding the SPA's production build to serve instead of Vite's dev server (web-build.ts). */
  webBuild?: string;
  /**
   * Checks every AWS call a handler makes against its function's role in the synthesized stack,
   * refusing as AWS would what the role does not allow (iam/permissions.ts). On unless turned off.
   */
  checkPermissions?: boolean;
  /**
   * The stage option `stripeTax`: sales tax worked out on each Checkout Session (the local card
   * provider stands in for Stripe Tax) and the cart saying so. Off unless turned on.
   */
  stripeTax?: boolean;
  log?: (line: string) => void;
}

const fixedPorts = { web: 5173, api: 4010, cognito: 9229, s3: 4569, dynamodb: 4567, stripe: 12111, ses: 4579, events: 4580 };
export const TABLE_NAME = 'shop-local';
export const UPLOADS_BUCKET = 'shop-local-uploads';
export const CATALOG_IMAGES_BUCKET = 'shop-local-catalog-images';

export async function startLocalCloud(options: LocalCloudOptions) {
  const log = options.log ?? (() => {});
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const port = (name: keyof typeof fixedPorts) => freePort(options.ports === 'fixed' ? fixedPorts[name] : 0);
  const ports = {
    web: await port('web'),
    api: await port('api'),
    cognito: await port('cognito'),
    s3: await port('s3'),
    dynamodb: await port('dynamodb'),
    stripe: await port('stripe'),
    ses: await port('ses'),
    events: await port('events'),
  };
  const webOrigin = `http://127.0.0.1:${ports.web}`;
  const siteOrigins = [webOrigin, `http://localhost:${ports.web}`];

  const outbox = createOutbox(options.dataDir, log);
  // Events reach the same handler modules the cloud's rules target (loaded when first used).
  const bus = createEventBus({
    rules: eventRules,
    loadTarget: async (module, rule) => {
      const { handler } = await import(join(options.root, 'functions', `${module}.ts`));
      return (event) => runAs(eventTargetFunction(rule ?? '', module), () => handler(event));
    },
    deadLetterDir: join(options.dataDir, 'dead-letters'),
    log,
  });

  const [dynamo, s3, cognito, stripe, ses, awsEvents] = await Promise.all([
    startDynamo({
      engine: options.dynamoEngine ?? 'dynalite',
      // Each engine keeps its own files: the table of one is not the other's.
      dir: options.ephemeral ? undefined : join(options.dataDir, options.dynamoEngine === 'dynamodb-local' ? 'dynamodb-local' : 'dynamodb'),
      port: ports.dynamodb,
      tableName: TABLE_NAME,
    }),
    startS3({
      dir: join(options.dataDir, 's3'),
      port: ports.s3,
      buckets: [UPLOADS_BUCKET, CATALOG_IMAGES_BUCKET],
      siteOrigin: webOrigin,
      // The uploads bucket's Object Created events, as EventBridge delivers them in the cloud.
      publish: (entries) => bus.putEvents(entries),
    }),
    startCognito({
      dir: join(options.dataDir, 'cognito'),
      port: ports.cognito,
      outbox,
      // The trigger modules the cloud attaches to its user pool, loaded when first called.
      triggers: Object.fromEntries(
        Object.entries(authTriggers).map(([operation, trigger]) => [
          operation,
          async (event: unknown) => {
            const { handler } = await import(join(options.root, 'functions', `${trigger.handler}.ts`));
            return runAs(triggerFunction(operation), () => handler(event));
          },
        ]),
      ),
    }),
    startStripe({
      port: ports.stripe,
      publish: (entries) => bus.putEvents(entries),
      // Its sessions and payments outlive a restart, as the table's orders do (not the tests' throwaway cloud's).
      dir: options.ephemeral ? undefined : join(options.dataDir, 'stripe'),
    }),
    startSes({ port: ports.ses, outbox }),
    startAwsEvents({ port: ports.events, bus, targets: Object.values(eventRules).flatMap((rule) => rule.targets) }),
  ]);

  // The handlers' whole view of where they run: every variable the CDK stack sets on some function
  // (each function there gets only those its grants need), plus the SDK's standard endpoint
  // overrides and the plain-text Stripe secrets that stand in for Secrets Manager.
  const handlerEnvironment: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    TABLE_NAME,
    UPLOADS_BUCKET,
    CATALOG_IMAGES_BUCKET,
    STUDIO_EMAIL: 'studio@lumiere-albums.test',
    SITE_ORIGIN: webOrigin,
    AWS_ENDPOINT_URL_SESV2: ses.endpoint,
    AWS_ENDPOINT_URL_EVENTBRIDGE: awsEvents.endpoint,
    MAIL_FROM: 'orders@lumiere-albums.test',
    // With no Stripe key of your own configured, the local card provider plays Stripe.
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY ?? LOCAL_STRIPE_KEY,
    ...(process.env.STRIPE_SECRET_KEY ? {} : { STRIPE_API_URL: stripe.endpoint }),
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET,
    // The stage's sales tax setting, as the stack sets it on the checkout route (-c stripeTax=on).
    STRIPE_TAX: options.stripeTax ? 'on' : 'off',
    // Powertools' development mode: log entries indented for a terminal, no metric lines. Only
    // warnings and errors unless asked (`LOG_LEVEL=info npm start` shows every call).
    POWERTOOLS_DEV: process.env.POWERTOOLS_DEV ?? 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  Object.assign(process.env, handlerEnvironment);

  const { seedCatalog } = await import('./seed-catalog');
  const [seeded, permissions] = await Promise.all([
    seedCatalog(),
    options.checkPermissions === false
      ? undefined
      : startPermissionCheck({ root: options.root, dataDir: options.dataDir, userPoolId: cognito.userPoolId, log }),
    ensureDemoAccounts(cognito.userPoolId, cognito.enrolAuthenticator),
  ]);
  if (seeded) log(`seeded the catalog: ${seeded}`);

  const functionsDir = join(options.root, 'functions');
  const gateway = await startGateway({
    port: ports.api,
    routes: routeList,
    cors: corsPolicy(siteOrigins),
    jwt: { issuer: cognito.issuer, audience: cognito.clientId, jwksUri: cognito.jwksUri },
    functionsDir,
    onRequest: process.env.LOG_REQUESTS ? log : undefined,
  });
  const runtimeConfig: RuntimeConfig = {
    stage: 'local',
    apiUrl: gateway.endpoint,
    region: 'us-east-1',
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.clientId,
    userPoolEndpoint: cognito.endpoint,
    authFlowType: 'USER_PASSWORD_AUTH',
    identityProviders: [],
    ...(options.stripeTax && { stripeTax: true }),
  };
  const runtimeConfigFile = join(options.dataDir, 'runtime-config.json');
  writeWholeFile(runtimeConfigFile, JSON.stringify(runtimeConfig, null, 2));
  const catalogImages = `${s3.endpoint}/${CATALOG_IMAGES_BUCKET}`;
  const web =
    options.web === false
      ? undefined
      : options.webBuild
        ? await startBuiltWeb({ port: ports.web, dist: options.webBuild, runtimeConfigFile, catalogImages })
        : await startWeb({ port: ports.web, root: options.root, runtimeConfigFile, cacheDir: join(options.dataDir, 'vite'), catalogImages });

  const endpoints = {
    web: web?.endpoint ?? webOrigin,
    api: gateway.endpoint,
    s3: s3.endpoint,
    cognito: cognito.endpoint,
    dynamodb: dynamo.endpoint,
    dynamodbEngine: dynamo.engine,
    stripe: stripe.endpoint,
    ses: ses.endpoint,
    /** EventBridge PutEvents and Lambda's asynchronous Invoke of event targets (aws-events.ts). */
    events: awsEvents.endpoint,
    deadLetters: join(options.dataDir, 'dead-letters'),
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.clientId,
    tableName: TABLE_NAME,
    dataDir: options.dataDir,
  };
  writeWholeFile(join(options.dataDir, 'endpoints.json'), JSON.stringify(endpoints, null, 2));
  // The scheduled rules (the release of lapsed places) run here on the cloud's intervals too.
  const stopSchedules = bus.startSchedules();

  return {
    endpoints,
    /** The variables every handler here runs with: what a process of its own needs to run a handler as this cloud does. */
    handlerEnvironment,
    outbox,
    bus,
    /** DynamoDB calls made so far, by anything in this process. */
    dynamoCalls: dynamo.requestCount,
    async stop() {
      stopSchedules();
      await web?.stop();
      await bus.drain();
      // Written to the data folder (permissions.json); said here only when a call was refused.
      const permissionReport = await permissions?.stop().catch((error: Error) => `Permission record not written: ${error.message}`);
      if (permissionReport && !/none refused/.test(permissionReport)) log(permissionReport);
      await Promise.all([gateway.stop(), cognito.stop(), s3.stop(), dynamo.stop(), stripe.stop(), ses.stop(), awsEvents.stop()]);
    },
  };
}
export type LocalCloud = Awaited<ReturnType<typeof startLocalCloud>>;
