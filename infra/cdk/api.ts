/**
 * The HTTP API, built by walking the route table (shared/api/routes.ts, read through
 * functions/routes.ts): one ShopFunction and one route per line (an alias is a route to its
 * twin's function), the JWT authorizer on every line that is not public, the line's own request
 * limit if it has one, and exactly the grants the line declares, which also decide its
 * environment (infra/cdk/grants.ts).
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { corsPolicy } from '../../functions/cors';
import { apiLimit } from '../../shared/api/limits';
import { isPublic } from '../../functions/kit/access';
import { grantsOfRoute } from '../bundling';
import { functionIdOf, routeId, type RouteDef } from '../../functions/kit/route-def';
import { routeList } from '../../functions/routes';
import type { ShopConfig } from './config';
import { RolesByGrants } from './function-roles';
import { applyGrants } from './grants';
import { ShopFunction } from './shop-function';

export interface ApiProps {
  config: ShopConfig;
  table: ITable;
  uploads: IBucket;
  catalogImages: IBucket;
  userPool: IUserPool;
  client: IUserPoolClient;
  /** The `iss` of the user pool's tokens. */
  issuer: string;
  siteOrigin: string;
  /** The Stripe key, for routes that call Stripe. */
  stripeSecret: ISecret;
  /** The webhook signing secret, for the route that checks Stripe-Signature headers. */
  stripeWebhookSecret: ISecret;
  /** The route table; other tables only in tests, to check kinds of entries it has yet to hold. */
  routes?: readonly RouteDef[];
}

/** HTTP API access-log fields ($context variables of HTTP APIs, not REST APIs). */
const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  caller: '$context.authorizer.claims.sub',
  authorizerError: '$context.authorizer.error',
  integrationError: '$context.integrationErrorMessage',
};

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Where the stage writes one JSON line per request (accessLogFields). */
  readonly accessLogs: LogGroup;
  /** `https://<id>.execute-api.<region>.amazonaws.com`, without a trailing slash. */
  readonly url: string;
  /** Each function, by `routeId()` of the route it serves (an alias has none of its own). */
  readonly functions: ReadonlyMap<string, ShopFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { config } = props;

    // The one CORS policy, which the local gateway applies too.
    const cors = corsPolicy([props.siteOrigin]);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: `Shop API (${config.stage})`,
      // The stage below carries throttling and access logs, which the implicit one cannot.
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: cors.allowOrigins,
        allowMethods: cors.allowMethods.map((m) => CorsHttpMethod[m]),
        allowHeaders: cors.allowHeaders,
        maxAge: Duration.seconds(cors.maxAgeSeconds),
      },
    });
    const accessLogs = (this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.stage === 'prod' ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    }));
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // The whole API's limit (shared/api/limits.ts); routes with their own are set below.
      throttle: { rateLimit: apiLimit.rate, burstLimit: apiLimit.burst },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
    this.url = this.httpApi.apiEndpoint;

    // The SPA sends the ID token: its `aud` is the app client id.
    const authorizer = new HttpJwtAuthorizer('CognitoIdToken', props.issuer, {
      jwtAudience: [props.client.userPoolClientId],
    });
    // Routes with the same grants share a role: a route's role holds nothing but its grants.
    const roles = new RolesByGrants(this, 'Roles', config);
    const functions = new Map<string, ShopFunction>();
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const defs = props.routes ?? routeList;
    // An alias is its twin's function reached by another path: made once, for the twin.
    for (const def of defs.filter((d) => !d.aliasOf)) {
      const grants = grantsOfRoute(def);
      const fn = new ShopFunction(this, routeId(def), {
        config,
        handlerModule: def.handler,
        description: `${def.method} ${def.path}: ${def.summary}`.slice(0, 256),
        role: roles.for(grants),
      });
      applyGrants(fn, grants, {
        config: props.config,
        table: props.table,
        uploads: props.uploads,
        catalogImages: props.catalogImages,
        userPoolArn: props.userPool.userPoolArn,
        stripeSecret: props.stripeSecret,
        stripeWebhookSecret: props.stripeWebhookSecret,
        siteOrigin: props.siteOrigin,
      });
      functions.set(routeId(def), fn);
    }
    for (const def of defs) {
      const name = routeId(def);
      const fn = functions.get(functionIdOf(def));
      if (!fn) throw new Error(`${def.method} ${def.path} is an alias of ${def.aliasOf!.method} ${def.aliasOf!.path}, which is not in the table`);
      const route = new HttpRoute(this, `${name}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(def.path, HttpMethod[def.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
        authorizer: isPublic(def.allow) ? new HttpNoneAuthorizer() : authorizer,
      });
      if (isPublic(def.allow)) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'Public by its contract (allow: public): the storefront, the public forms and the Stripe webhook.',
        });
      }
      if (def.limit) {
        routeSettings[`${def.method} ${def.path}`] = { ThrottlingRateLimit: def.limit.rate, ThrottlingBurstLimit: def.limit.burst };
        // A route setting names a route key that must already exist when the stage is updated.
        this.stage.node.addDependency(route);
      }
    }
    this.functions = functions;
    // The CDK's HttpStage has a throttle for the whole stage only; per-route limits are the
    // CloudFormation stage's RouteSettings.
    if (Object.keys(routeSettings).length) (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }
}
