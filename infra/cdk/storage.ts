/**
 * Buckets: customers' and editors' photos (uploaded by the browser through presigned URLs), the
 * catalog images (uploaded by admins the same way, read by everyone through CloudFront) and the
 * SPA's files (read only by CloudFront). None is public itself. Their access logs, and
 * CloudFront's, go to a log bucket.
 */
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { ShopConfig } from './config';

export class Storage extends Construct {
  /** Access logs of the other buckets and of CloudFront (cdk-nag S1, CFR3). */
  readonly logs: Bucket;
  readonly uploads: Bucket;
  readonly site: Bucket;
  readonly catalogImages: Bucket;

  constructor(scope: Construct, id: string, props: { config: ShopConfig }) {
    super(scope, id);
    const { retainData } = props.config;
    const privateBucket = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // A dev stack can be torn down even with files in it; prod keeps them.
      autoDeleteObjects: !retainData,
    };

    this.logs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront's standard logs are delivered with an ACL; the bucket owner still owns them.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(retainData ? 365 : 30) }],
    });
    // Logging the log bucket would log every log delivery into itself.
    Validations.of(this.logs).acknowledge({ id: 'AwsSolutions-S1', reason: 'This is the access-log bucket; its own access would be logged into itself.' });
    const logged = (prefix: string) => ({ serverAccessLogsBucket: this.logs, serverAccessLogsPrefix: `s3/${prefix}/` });

    this.uploads = new Bucket(this, 'Uploads', {
      ...privateBucket,
      ...logged('uploads'),
      // The photos are the order: in prod an overwrite or delete can be undone for 30 days.
      versioned: retainData,
      // Each arriving photo is checked (functions/events.ts, photoArrivals) through EventBridge.
      eventBridgeEnabled: true,
      // A multipart upload nobody completed (its photo's reservation lapses after a day, then is
      // released by the scheduled job) is removed with its parts here: nothing else aborts it.
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }, ...(retainData ? [{ noncurrentVersionExpiration: Duration.days(30) }] : [])],
    });
    this.site = new Bucket(this, 'Site', { ...privateBucket, ...logged('site') });
    // The storefront's pictures: they are the catalog, so prod keeps them like the table.
    this.catalogImages = new Bucket(this, 'CatalogImages', {
      ...privateBucket,
      ...logged('catalog-images'),
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      // Any origin may PUT: the presigned URL is the permission. Naming the site's origin here
      // would make a cycle, as the site's distribution reads this bucket.
      cors: [{ allowedOrigins: ['*'], allowedMethods: [HttpMethods.PUT], allowedHeaders: ['*'], maxAge: 3000 }],
    });
  }

  /** The browser PUTs photos to presigned URLs and reads them back, from the site only. */
  allowBrowserAccessFrom(siteOrigin: string): void {
    this.uploads.addCorsRule({
      allowedOrigins: [siteOrigin],
      allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
