/**
 * The site's optional web ACL (context `wafRateLimit`): one WAF rate-based rule that blocks an
 * address making more than the limit of requests in 5 minutes. It sits on CloudFront, whose web
 * ACLs must be in us-east-1, so the stack then refuses to deploy anywhere else (a template rule,
 * checked before anything is created). The HTTP API cannot take a web ACL (API Gateway attaches
 * them to REST APIs only); its guard is the per-route limits (shared/api/limits.ts).
 */
import { Aws, CfnRule, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export class SiteFirewall extends Construct {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: { rateLimit: number; stage: string }) {
    super(scope, id);
    const metrics = (name: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `shop-${props.stage}-${name}` });
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metrics('site'),
      rules: [
        {
          name: 'RequestsPerAddress',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: props.rateLimit, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
          visibilityConfig: metrics('requests-per-address'),
        },
      ],
    });
    new CfnRule(this, 'OnlyInUsEast1', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
          assertDescription:
            'wafRateLimit puts a web ACL on CloudFront, which must be created in us-east-1: deploy this stack there or leave wafRateLimit unset.',
        },
      ],
    });
    this.webAclArn = acl.attrArn;
  }
}
