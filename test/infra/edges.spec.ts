/**
 * The stack's edges: per-route limits on the API stage, the optional WAF rate rule,
 * access logs, TLS 1.2 on the custom domain, Cognito threat protection by stage setting, SES
 * sending only as the shop's sender, and X-Ray tracing on every function.
 */
import { type Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../functions/routes';
import { readConfig } from '../../infra/cdk/config';
import { actionsOf, everyEdgeSetting, functionsOfRoute, synthShop, testApp } from './synth';

const plain = synthShop('prod').template;
// The custom domain, a WAF rate limit of 1000 and enforced threat protection, among every edge setting.
const configured = synthShop('prod', everyEdgeSetting).template;
type Resource = { Properties: Record<string, any> };
const only = (template: Template, type: string) => Object.values(template.findResources(type) as Record<string, Resource>);

describe('request limits', () => {
  it('gives each public form its own limit on the stage, the whole API the default', () => {
    const [stage] = only(plain, 'AWS::ApiGatewayV2::Stage');
    const limited = Object.values(routes).filter((r) => 'limit' in r && r.limit);
    expect(limited.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['POST /marketing/referral', 'POST /promotions/code', 'POST /request-callback']);
    expect(stage!.Properties.RouteSettings).toEqual(
      Object.fromEntries(limited.map((r) => [`${r.method} ${r.path}`, { ThrottlingRateLimit: r.limit!.rate, ThrottlingBurstLimit: r.limit!.burst }])),
    );
    expect(stage!.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
    expect(routes.requestCallback.limit!.rate).toBeLessThan(50);
  });

  it('puts no web ACL on the site unless the stage sets wafRateLimit', () => {
    plain.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const [acl] = only(configured, 'AWS::WAFv2::WebACL');
    expect(acl!.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [{ Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: 1000, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } } }],
    });
    const [distribution] = only(configured, 'AWS::CloudFront::Distribution');
    expect(distribution!.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/WebAcl/), 'Arn'] });
    // CloudFront's web ACLs exist only in us-east-1: the template says so before anything is made.
    expect(JSON.stringify(configured.toJSON().Rules)).toContain('us-east-1');
  });

  it('refuses a wafRateLimit WAF would not take', () => {
    for (const wafRateLimit of ['5', 'many', '10.5']) {
      expect(() => readConfig(testApp({ wafRateLimit }), 'prod')).toThrow(/wafRateLimit/);
    }
  });
});

describe('access logs', () => {
  it('logs every bucket but the log bucket to the log bucket, and CloudFront too', () => {
    const buckets = plain.findResources('AWS::S3::Bucket') as Record<string, Resource>;
    const logBucket = Object.keys(buckets).find((id) => id.startsWith('StorageAccessLogs'))!;
    const others = Object.entries(buckets).filter(([id]) => id !== logBucket);
    expect(others.length).toBe(3);
    for (const [, bucket] of others) {
      expect(bucket.Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logBucket }, LogFilePrefix: expect.stringMatching(/^s3\//) });
    }
    const [distribution] = only(plain, 'AWS::CloudFront::Distribution');
    expect(distribution!.Properties.DistributionConfig.Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logBucket, 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });

  it('writes API access logs with each request status', () => {
    const [stage] = only(plain, 'AWS::ApiGatewayV2::Stage');
    expect(JSON.parse(stage!.Properties.AccessLogSettings.Format)).toMatchObject({ status: '$context.status', routeKey: '$context.routeKey' });
  });
});

describe('identity and email', () => {
  it('requires TLS 1.2 on the custom domain', () => {
    const [distribution] = only(configured, 'AWS::CloudFront::Distribution');
    expect(distribution!.Properties.DistributionConfig.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });

  it('turns Cognito threat protection on by stage setting only', () => {
    const [pool] = only(plain, 'AWS::Cognito::UserPool');
    expect(pool!.Properties.UserPoolTier).toBeUndefined();
    expect(pool!.Properties.UserPoolAddOns).toBeUndefined();
    configured.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'PLUS', UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' } });
    const audit = synthShop('prod', { threatProtection: 'audit' }).template;
    audit.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'PLUS', UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' } });
  });

  it('lets one function send email, the notifications function, and only as the shop sender', () => {
    const sending = Object.entries(plain.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(([, fn]) =>
      actionsOf(plain, fn).includes('ses:SendEmail'),
    );
    expect(sending.map(([, fn]) => fn.Properties.Description)).toEqual([expect.stringContaining('(notifications/send-notification)')]);
    const statements = Object.values(plain.findResources('AWS::IAM::Policy') as Record<string, Resource>)
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s: { Action: string }) => s.Action === 'ses:SendEmail');
    expect(statements).toHaveLength(1);
    const identity = (name: string) => ({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, `:identity/${name}`]],
    });
    for (const statement of statements) {
      expect(statement).toMatchObject({
        Resource: [identity('orders@example.com'), identity('example.com')],
        Condition: { StringEquals: { 'ses:FromAddress': 'orders@example.com' } },
      });
    }
  });
});

it('traces every function with X-Ray', () => {
  const functions = Object.entries(plain.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
    ([, f]) => f.Properties.Environment?.Variables?.LOG_LEVEL,
  );
  expect(functions.length).toBeGreaterThan(40);
  for (const [, fn] of functions) {
    expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
    expect(actionsOf(plain, fn)).toEqual(expect.arrayContaining(['xray:PutTraceSegments']));
  }
});

it("judges late work on the studio dashboard by the stage's days per status, the days the board reads", () => {
  const lateAfterDaysOf = (template: Template) => {
    const [[, fn]] = functionsOfRoute(template, 'GET', '/admin/dashboard') as unknown as [[string, Resource]];
    return JSON.parse(fn.Properties.Environment.Variables.LATE_AFTER_DAYS);
  };
  expect(lateAfterDaysOf(plain)).toEqual({});
  expect(lateAfterDaysOf(configured)).toEqual(JSON.parse(everyEdgeSetting.lateAfterDays));
});
