/** The prod stack as deployed: what each part promises, read from the synthesized template. */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { corsPolicy } from '../../functions/cors';
import { isPublic, needsRole } from '../../functions/kit/access';
import { tableDefinition } from '../../functions/data/table';
import { eventRules } from '../../functions/events';
import { routeList } from '../../functions/routes';
import { runtimeConfigSchema } from '../../shared/runtime-config';
import { actionsOf, deployedRuntimeConfig, dynamoWriteActions, functionsOfRoute, synthShop, type Synthesized } from './synth';

let synthesized: Synthesized;
let template: Template;
beforeAll(() => {
  synthesized = synthShop('prod');
  template = synthesized.template;
});

const logicalIdOf = (type: string): string => {
  const ids = Object.keys(template.findResources(type));
  expect(ids).toHaveLength(1);
  return ids[0]!;
};

describe('Auth', () => {
  it('signs people in by email, with a mutable custom role attribute', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'role', AttributeDataType: 'String', Mutable: true })]),
    });
  });

  it('requires 12-character passwords with every character class', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('keeps the prod user pool when the stack is deleted', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('offers an authenticator app (TOTP) as an optional second factor, and no SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
  });

  it('lets the SPA read custom:role but never write it', () => {
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client!.Properties.ReadAttributes).toContain('custom:role');
    expect(client!.Properties.WriteAttributes).not.toContain('custom:role');
    expect(client!.Properties.WriteAttributes).toEqual(expect.arrayContaining(['email', 'given_name', 'family_name']));
  });

  it('signs in with SRP only, without a client secret', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });

  it('creates the user record on confirmation with a trigger that may set custom:role and write the table', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    const triggerRef = pool.Properties.LambdaConfig.PostConfirmation['Fn::GetAtt'][0] as string;
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(triggerRef.replace(/[A-F0-9]{8}$/, '')),
    );
    const actions = JSON.stringify(policies.map((p) => p.Properties.PolicyDocument));
    expect(actions).toContain('cognito-idp:AdminUpdateUserAttributes');
    expect(actions).toContain('dynamodb:PutItem');
  });

  it('words its account emails with a CustomMessage trigger that knows the site and may call nothing', () => {
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0]!;
    const triggerId = pool.Properties.LambdaConfig.CustomMessage['Fn::GetAtt'][0] as string;
    const fn = template.findResources('AWS::Lambda::Function')[triggerId]!;
    expect(fn.Properties.Description).toMatch(/account emails/);
    expect(Object.keys(fn.Properties.Environment.Variables)).toContain('SITE_ORIGIN');
    expect(actionsOf(template, fn).filter((a) => !/^(logs|xray):/.test(a))).toEqual([]);
  });

  it('has no federated provider and no OAuth when none is configured', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO'],
      AllowedOAuthFlowsUserPoolClient: false,
    });
  });
});

describe('Data', () => {
  it('is one on-demand table with point-in-time recovery, kept in prod', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
  });

  it('has the keys and indexes of tableDefinition', () => {
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    const { KeySchema, GlobalSecondaryIndexes } = table!.Properties;
    expect(KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
    expect(GlobalSecondaryIndexes.map((i: { IndexName: string }) => i.IndexName)).toEqual(tableDefinition.indexes.map((i) => i.name));
  });
});

describe('Storage', () => {
  const uploadsBucket = () => {
    const buckets = template.findResources('AWS::S3::Bucket', {
      Properties: { CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT', 'GET', 'HEAD'] })] } },
    });
    expect(Object.keys(buckets)).toHaveLength(1);
    return Object.keys(buckets)[0]!;
  };

  it('blocks all public access to the uploads bucket and keeps it in prod', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        CorsConfiguration: Match.anyValue(),
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      }),
    });
  });

  it('refuses requests to the uploads bucket that are not over TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: uploadsBucket() },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('lets the browser PUT and GET photos from the site origin only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }]] }],
          }),
        ],
      },
    });
  });
});

describe('Web', () => {
  it('serves the site bucket through CloudFront with Origin Access Control, HTTPS only', () => {
    // One for the site bucket, one for the catalog images bucket.
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] } })]),
        DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
      }),
    });
  });

  it('serves catalog images under /catalog-images/ from their bucket, cached for a year', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [Match.objectLike({ PathPattern: '/catalog-images/*', ViewerProtocolPolicy: 'redirect-to-https' })],
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ DefaultTTL: 365 * 86400, MaxTTL: 365 * 86400 }),
    });
  });

  it('answers a path that names no page with the error page and a 404', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: [403, 404].map((ErrorCode) => Match.objectLike({ ErrorCode, ResponseCode: 404, ResponsePagePath: '/404.html' })),
      }),
    });
  });

  it('maps each path to its page with a viewer-request function: client-only pages get the app shell', () => {
    const functions = template.findResources('AWS::CloudFront::Function');
    const [[id, fn]] = Object.entries(functions) as [[string, { Properties: { FunctionCode: string; FunctionConfig: { Runtime: string } } }]];
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [id, 'FunctionARN'] } }],
        }),
      }),
    });
    // The deployed source itself, run as CloudFront runs it.
    const handler = new Function(`${fn.Properties.FunctionCode}\nreturn handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/admin/outstanding-orders')).toBe('/app.html');
    expect(uriFor('/Login')).toBe('/app.html');
    expect(uriFor('/user-1/orders')).toBe('/app.html');
    expect(uriFor('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(uriFor('/no/such/page')).toBe('/no/such/page');
  });

  it('sends security headers: HSTS, nosniff, DENY framing and a CSP', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp("connect-src 'self' https:") }),
        }),
      }),
    });
  });

  it('deploys a runtime config that the SPA can start from, pointing at this stack', () => {
    const config = runtimeConfigSchema.parse(deployedRuntimeConfig(synthesized));
    expect(config).toEqual({
      stage: 'prod',
      apiUrl: `https://${logicalIdOf('AWS::ApiGatewayV2::Api')}.execute-api.test`,
      region: 'ref:AWS::Region',
      userPoolId: `ref:${logicalIdOf('AWS::Cognito::UserPool')}`,
      userPoolClientId: `ref:${logicalIdOf('AWS::Cognito::UserPoolClient')}`,
      authFlowType: 'USER_SRP_AUTH',
      identityProviders: [],
    });
  });

  it('makes one AWS CLI layer for all its deployments, the one their handler uses', () => {
    const [layerId] = Object.keys(template.findResources('AWS::Lambda::LayerVersion'));
    template.resourceCountIs('AWS::Lambda::LayerVersion', 1);
    template.hasResourceProperties('AWS::Lambda::Function', { Layers: [{ Ref: layerId }] });
  });

  it('leaves the site files alone when it deploys the runtime config', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/runtime-config.json'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
  });
});

describe('Api', () => {
  it("makes one nodejs22.x arm64 function per route table line, and routes an alias to its twin's", () => {
    for (const def of routeList) {
      const fns = functionsOfRoute(template, def.method, def.path);
      const served = def.aliasOf ?? def;
      expect(
        fns.map(([, fn]) => [
          def.name,
          fn.Properties!.Runtime,
          fn.Properties!.Architectures,
          String(fn.Properties!.Description).startsWith(`${served.method} ${served.path}:`),
        ]),
      ).toEqual([[def.name, 'nodejs22.x', ['arm64'], true]]);
    }
    const aliases = routeList.filter((def) => def.aliasOf);
    expect(aliases.map((def) => def.name).sort()).toEqual(['getAlbum', 'updateOrder']);
    for (const def of aliases) {
      expect(functionsOfRoute(template, def.method, def.path)).toEqual(functionsOfRoute(template, def.aliasOf!.method, def.aliasOf!.path));
    }
    const routeFunctions = Object.values(template.findResources('AWS::Lambda::Function')).filter((fn) =>
      /^(GET|POST|PUT|DELETE) \//.test(String(fn.Properties.Description ?? '')),
    );
    expect(routeFunctions).toHaveLength(routeList.length - aliases.length);
  });

  it('makes one route per entry, with the JWT authorizer exactly on the ones that are not public', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes).toHaveLength(routeList.length);
    for (const def of routeList) {
      const route = routes.find((r) => r.Properties.RouteKey === `${def.method} ${def.path}`);
      expect([def.name, route?.Properties.AuthorizationType]).toEqual([def.name, isPublic(def.allow) ? 'NONE' : 'JWT']);
    }
  });

  it('gives a read-only route no DynamoDB write action', () => {
    const readOnly = routeList.filter((def) => def.grants.table === 'read' || (!def.grants.table && needsRole(def.allow)));
    expect(readOnly.length).toBeGreaterThan(0);
    for (const def of readOnly) {
      const [[, fn]] = functionsOfRoute(template, def.method, def.path) as [[string, never]];
      const actions = actionsOf(template, fn);
      expect(actions).toContain('dynamodb:GetItem');
      expect(actions.filter((a) => dynamoWriteActions.includes(a))).toEqual([]);
    }
  });

  it('throttles the API and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: Match.objectLike({ ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() }),
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('applies the shared CORS policy, for the site origin only', () => {
    const policy = corsPolicy([]);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: {
        AllowOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }]] }],
        AllowMethods: [...policy.allowMethods],
        AllowHeaders: policy.allowHeaders,
        MaxAge: policy.maxAgeSeconds,
      },
    });
  });
});

describe('Events', () => {
  it('routes Stripe Checkout events from the partner source by prefix', () => {
    template.resourceCountIs('AWS::Events::Rule', Object.keys(eventRules).length);
    template.hasResourceProperties('AWS::Events::EventBus', {
      EventSourceName: Match.stringLikeRegexp('^aws\\.partner/stripe\\.com/'),
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: { Ref: Match.stringLikeRegexp('StripeBus') },
      EventPattern: {
        source: [{ prefix: 'aws.partner/stripe.com' }],
        'detail-type': Match.arrayWith(['checkout.session.completed']),
      },
    });
  });

  it('has an encrypted dead-letter queue that keeps messages 14 days', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });
});
