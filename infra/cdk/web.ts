/**
 * The site: CloudFront in front of the private site bucket (Origin Access Control), HTTPS only,
 * with security headers. A viewer-request function (infra/site/site-router.ts) maps each path to
 * its object: a prerendered page to its index.html, a client-only page (account, staff) to the
 * app shell, and anything else is left to miss, which is answered with the error page and a 404.
 * Catalog images are served from their own bucket under /catalog-images/. Access logs go to the
 * log bucket; a WAF rate-based rule guards it when the stage sets wafRateLimit.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { notFoundPage, siteRouterCode } from '../site/site-router';
import type { ShopConfig } from './config';
import { prerenderedPages } from './paths';
import { SiteFirewall } from './site-firewall';

/**
 * connect-src allows any https: host because the API, the user pool (cognito-idp) and the
 * presigned upload URLs all live on per-deployment AWS hostnames; one build serves every stage.
 * Stripe's script and frames are the only third-party code.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  'frame-src https://js.stripe.com https://*.stripe.com',
  "connect-src 'self' https:",
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  // React and Amplify UI set inline styles.
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
  "frame-ancestors 'none'",
].join('; ');

export interface WebProps {
  config: ShopConfig;
  siteBucket: IBucket;
  catalogImages: IBucket;
  /** Where CloudFront writes its access logs. */
  logBucket: IBucket;
}

export class Web extends Construct {
  readonly distribution: Distribution;
  /** `https://<siteDomain or CloudFront domain>`, without a trailing slash. */
  readonly siteOrigin: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
      },
    });

    // A catalog image's key is the hash of its content: a URL never changes meaning, so browsers
    // and CloudFront may keep it for a year.
    const catalogImagesCache = new CachePolicy(this, 'CatalogImagesCache', {
      defaultTtl: Duration.days(365),
      minTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const firewall = config.wafRateLimit ? new SiteFirewall(this, 'Firewall', { rateLimit: config.wafRateLimit, stage: config.stage }) : undefined;

    // Made from the build's list of prerendered pages: a rebuilt catalog updates it on deploy.
    const sitePaths = new CloudFrontFunction(this, 'SitePaths', {
      comment: 'Maps clean URLs to prerendered pages and client-only pages to the app shell',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(siteRouterCode(prerenderedPages())),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Shop site (${config.stage})`,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: firewall?.webAclArn,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: sitePaths, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/catalog-images/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.catalogImages),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: catalogImagesCache,
          responseHeadersPolicy: securityHeaders,
        },
      },
      // A path the site path function left alone names no object: the private bucket answers
      // 403 (or 404), and the visitor gets the error page with a real 404.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: notFoundPage,
        ttl: Duration.seconds(10),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // The customers are in the US (the studio keeps CST hours and ships to US addresses).
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(config.siteDomain && config.certificateArn
        ? {
            domainNames: [config.siteDomain],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });

    const acknowledge = (id: string, reason: string) => Validations.of(this.distribution).acknowledge({ id, reason });
    acknowledge('AwsSolutions-CFR1', 'The shop sells to the US but its pages are public; a customer abroad may still look and buy.');
    if (!firewall) acknowledge('AwsSolutions-CFR2', 'The web ACL is a stage setting (wafRateLimit); this stage has none.');
    // With its own domain the distribution requires TLS 1.2 (above); the default *.cloudfront.net certificate cannot.
    if (!config.siteDomain)
      acknowledge('AwsSolutions-CFR4', 'Without siteDomain the site uses the default CloudFront certificate, whose TLS policy cannot be changed.');

    this.siteOrigin = `https://${config.siteDomain ?? this.distribution.distributionDomainName}`;
  }
}
