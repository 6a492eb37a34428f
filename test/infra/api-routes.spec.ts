/**
 * Kinds of route entries the table does not hold yet (signed-in, owner, staff roles, writes,
 * uploads, user-pool updates): the Api construct fed a small table of them, to show it applies
 * the authorizer and grants each kind needs before the first such entry arrives.
 */
import { Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { RouteDef } from '../../functions/kit/route-def';
import { Api } from '../../infra/cdk/api';
import { Auth } from '../../infra/cdk/auth';
import { readConfig } from '../../infra/cdk/config';
import { Data } from '../../infra/cdk/data';
import { Storage } from '../../infra/cdk/storage';
import { actionsOf, dynamoWriteActions, functionsOfRoute, testApp } from './synth';

const handler = 'catalog/get-album'; // any existing module: bundling is skipped
const routes = {
  signedIn: { method: 'GET', path: '/me', handler, summary: 's', allow: ['signedIn'], grants: {} },
  staffRead: { method: 'GET', path: '/orders', handler, summary: 's', allow: ['Admin', 'Employee'], grants: {} },
  ownerWrite: { method: 'PUT', path: '/user/{userId}/cart', handler, summary: 's', allow: ['owner'], grants: { table: 'write' } },
  uploadSlots: {
    method: 'POST',
    path: '/galleries/user/{userId}/{orderId}',
    handler,
    summary: 's',
    allow: ['owner'],
    grants: { table: 'read', uploads: 'write' },
  },
  viewImages: {
    method: 'GET',
    path: '/galleries/user/{userId}/{orderId}/items',
    handler,
    summary: 's',
    allow: ['owner', 'Editors'],
    grants: { table: 'read', uploads: 'read' },
  },
  setRole: { method: 'PUT', path: '/admin/users/{userId}/role', handler, summary: 's', allow: ['Admin'], grants: { table: 'write', userPool: 'adminUpdate' } },
} satisfies Record<string, RouteDef>;
const routeDefs: RouteDef[] = Object.values(routes);

let template: Template;
beforeAll(() => {
  const app = testApp();
  const config = readConfig(app, 'prod');
  const stack = new Stack(app, 'ApiRoutes');
  const data = new Data(stack, 'Data', { config });
  const storage = new Storage(stack, 'Storage', { config });
  const auth = new Auth(stack, 'Auth', { config, siteOrigin: 'https://shop.test', table: data.table });
  new Api(stack, 'Api', {
    config,
    table: data.table,
    uploads: storage.uploads,
    catalogImages: storage.catalogImages,
    userPool: auth.userPool,
    client: auth.client,
    issuer: auth.issuer,
    siteOrigin: 'https://shop.test',
    routes: routeDefs,
    stripeSecret: Secret.fromSecretNameV2(stack, 'StripeSecret', config.stripeSecretName),
    stripeWebhookSecret: Secret.fromSecretNameV2(stack, 'StripeWebhookSecret', config.stripeWebhookSecretName),
  });
  template = Template.fromStack(stack);
});

const actionsOfRoute = (def: RouteDef) => {
  const [[, fn]] = functionsOfRoute(template, def.method, def.path) as [[string, never]];
  return actionsOf(template, fn);
};

describe('Api with routes that need a signed-in caller', () => {
  it('puts every one of them behind the Cognito JWT authorizer', () => {
    for (const def of routeDefs) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${def.method} ${def.path}`,
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: Match.stringLikeRegexp('CognitoIdToken') },
      });
    }
  });

  it('accepts only ID tokens of this pool issued to the SPA client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^AuthUsersSpa') }],
        Issuer: {
          'Fn::Join': [
            '',
            ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }, '/', { Ref: Match.stringLikeRegexp('^AuthUsers') }],
          ],
        },
      },
    });
  });

  it('lets a staff route read user records (for the role check) but not write', () => {
    const actions = actionsOfRoute(routes.staffRead);
    expect(actions).toContain('dynamodb:GetItem');
    expect(actions.filter((a) => dynamoWriteActions.includes(a))).toEqual([]);
  });

  it('lets exactly the routes a staff role may call ask the user pool whether the caller has an authenticator app', () => {
    for (const def of routeDefs) {
      const staffMayCall = def.allow.some((p) => ['Admin', 'Employee', 'Editors'].includes(p));
      expect([def.path, actionsOfRoute(def).includes('cognito-idp:AdminGetUser')]).toEqual([def.path, staffMayCall]);
    }
  });

  it('gives a signed-in route with no grants no data access at all', () => {
    expect(actionsOfRoute(routes.signedIn).filter((a) => /^(dynamodb|s3|cognito-idp):/.test(a))).toEqual([]);
  });

  it('gives a write route write access to the table', () => {
    expect(actionsOfRoute(routes.ownerWrite)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
  });

  it('lets an upload route sign PUTs but never delete photos', () => {
    const actions = actionsOfRoute(routes.uploadSlots);
    expect(actions).toEqual(expect.arrayContaining(['s3:PutObject', 's3:GetObject*']));
    expect(actions).not.toContain('s3:DeleteObject*');
  });

  it('lets a photo-viewing route read uploads only', () => {
    const actions = actionsOfRoute(routes.viewImages);
    expect(actions).toContain('s3:GetObject*');
    expect(actions.filter((a) => /^s3:(Put|Delete)/.test(a))).toEqual([]);
  });

  it('lets only the user-pool route update user attributes', () => {
    for (const def of routeDefs) {
      expect([def.path, actionsOfRoute(def).includes('cognito-idp:AdminUpdateUserAttributes')]).toEqual([def.path, def.grants.userPool === 'adminUpdate']);
    }
  });
});
