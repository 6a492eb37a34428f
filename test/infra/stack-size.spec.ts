/**
 * CloudFormation refuses a stack of more than 500 resources, and every route adds some. The prod
 * stack with every optional setting on must leave room for the routes still to come: this fails
 * at 450, well before a deploy would. What a route costs is checked too (docs/architecture.md,
 * "Resources"): its function, its invoke permission, its integration and its route, and no role,
 * log group or alarm of its own, so that sharing them does not quietly stop.
 */
import { needsRole } from '../../functions/kit/access';
import { routeList } from '../../functions/routes';
import { errorAlarmSize } from '../../infra/cdk/operations';
import { ShopFunction } from '../../infra/cdk/shop-function';
import { synthShop } from './synth';

/** The largest the stack gets today: every edge setting, every identity provider, an operator. */
const everySetting = {
  stage: 'prod' as const,
  siteDomain: 'shop.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
  wafRateLimit: '1000',
  threatProtection: 'enforced',
  operatorEmail: 'ops@example.com',
  mfa: 'optional',
  googleClientId: 'google-client',
  facebookClientId: 'facebook-app',
  amazonClientId: 'amzn1.application-oa2-client.x',
  appleServicesId: 'com.example.shop',
  appleTeamId: 'TEAM123456',
  appleKeyId: 'KEY1234567',
};

type Resource = { Type: string; Properties: Record<string, any> };

const { stage, ...otherSettings } = everySetting;
const { stack, template } = synthShop(stage, otherSettings);
const resources = template.toJSON().Resources as Record<string, Resource>;
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const shopFunctions = stack.node.findAll().filter((c): c is ShopFunction => c instanceof ShopFunction);
const idOf = (fn: ShopFunction) => stack.getLogicalId(fn.node.defaultChild as never);
const roleOf = (fn: ShopFunction): string => resources[idOf(fn)]!.Properties.Role['Fn::GetAtt'][0];
const routeOf = (fn: ShopFunction) => routeList.find((def) => String(resources[idOf(fn)]!.Properties.Description).startsWith(`${def.method} ${def.path}:`));

it('stays under 450 of the 500 resources CloudFormation allows, with every optional setting on', () => {
  const count = Object.keys(resources).length;
  expect({ resources: count, underHeadroomLine: count < 450 }).toEqual({ resources: count, underHeadroomLine: true });
  // Identity providers, web ACL and subscription are in: this is the largest stack.
  expect(ofType('AWS::Cognito::UserPoolIdentityProvider')).toHaveLength(4);
  expect(ofType('AWS::WAFv2::WebACL')).toHaveLength(1);
});

describe('a route', () => {
  it("brings exactly one function, one invoke permission, one integration and one route; an alias the same without a function, its twin's permitted for it", () => {
    const routes = routeList.length;
    const functions = routeList.filter((def) => !def.aliasOf).length;
    expect(routes - functions).toBe(2);
    expect(ofType('AWS::ApiGatewayV2::Route')).toHaveLength(routes);
    expect(ofType('AWS::ApiGatewayV2::Integration')).toHaveLength(routes);
    expect(shopFunctions.filter(routeOf)).toHaveLength(functions);
    const fromApi = ofType('AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com');
    expect(fromApi).toHaveLength(routes);
    // One per route: each function permitted once for each route that reaches it.
    expect(new Set(fromApi.map(([, p]) => JSON.stringify(p.Properties.FunctionName))).size).toBe(functions);
    expect(new Set(fromApi.map(([, p]) => JSON.stringify([p.Properties.FunctionName, p.Properties.SourceArn]))).size).toBe(routes);
  });

  it('brings no log group: every shop function logs to the one log group, in JSON', () => {
    const [[logsId]] = ofType('AWS::Logs::LogGroup').filter(([id]) => id.startsWith('FunctionLogs')) as [[string, Resource]];
    for (const fn of shopFunctions) {
      expect([fn.node.path, resources[idOf(fn)]!.Properties.LoggingConfig]).toEqual([
        fn.node.path,
        expect.objectContaining({ LogFormat: 'JSON', LogGroup: { Ref: logsId } }),
      ]);
    }
    // That one and the API's access log.
    expect(ofType('AWS::Logs::LogGroup')).toHaveLength(2);
  });

  it('brings no role of its own: routes share a role only with routes of exactly the same grants', () => {
    const grantsByRole = new Map<string, Set<string>>();
    for (const fn of shopFunctions) {
      const def = routeOf(fn);
      if (!def) continue;
      const grants = { ...def.grants, table: def.grants.table ?? (needsRole(def.allow) ? 'read' : undefined) };
      const key = JSON.stringify(
        Object.entries(grants)
          .filter(([, v]) => v !== undefined)
          .sort(),
      );
      grantsByRole.set(roleOf(fn), (grantsByRole.get(roleOf(fn)) ?? new Set()).add(key));
    }
    expect([...grantsByRole.values()].filter((keys) => keys.size > 1)).toEqual([]);
    expect(grantsByRole.size).toBeLessThan(routeList.length / 2);
  });

  it('leaves event targets and triggers, whose roles hold more than their grants, a role each', () => {
    const others = shopFunctions.filter((fn) => !routeOf(fn));
    expect(others.length).toBeGreaterThan(0);
    for (const fn of others) {
      expect([fn.node.path, shopFunctions.filter((f) => roleOf(f) === roleOf(fn)).map((f) => f.node.path)]).toEqual([fn.node.path, [fn.node.path]]);
    }
  });

  it('brings no alarm of its own: one error alarm watches up to ten functions', () => {
    const errorAlarms = ofType('AWS::CloudWatch::Alarm').filter(([, a]) =>
      a.Properties.Metrics?.some((m: any) => m.MetricStat?.Metric.MetricName === 'Errors'),
    );
    expect(errorAlarms).toHaveLength(Math.ceil(shopFunctions.length / errorAlarmSize));
  });
});
