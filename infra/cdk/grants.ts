/**
 * Turns a function's declared `grants` (routes, event targets, triggers) into IAM permissions
 * and the environment that goes with them. One place, so a route and an event target that
 * declare the same grant get the same access, and a function's environment is exactly what its
 * grants need: no blanket set of variables (test/infra/function-environment.test.ts).
 */
import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Grants } from '../../functions/kit/route-def';
import type { ShopConfig } from './config';
import type { ShopFunction } from './shop-function';

export interface GrantResources {
  config: ShopConfig;
  table: ITable;
  uploads?: IBucket;
  catalogImages?: IBucket;
  /** Set for routes; triggers name the pool by pattern to avoid a dependency cycle. */
  userPoolArn?: string;
  stripeSecret?: ISecret;
  stripeWebhookSecret?: ISecret;
  /** `https://<site>`, for functions that link to the site. */
  siteOrigin?: string;
}

export function applyGrants(fn: ShopFunction, grants: Grants, resources: GrantResources): void {
  const { table, config } = resources;
  // A grant whose resource the calling construct did not pass is a wiring mistake: failing the
  // synth beats a function that starts without its permission or variable.
  const needs = <T>(value: T | undefined, grant: keyof Grants): T => {
    if (value === undefined) throw new Error(`${fn.node.path} declares the ${grant} grant, but no ${grant} resource was given to applyGrants`);
    return value;
  };

  if (grants.table) {
    if (grants.table === 'read') table.grantReadData(fn);
    if (grants.table === 'write') table.grantReadWriteData(fn);
    fn.addEnvironment('TABLE_NAME', table.tableName);
  }
  if (grants.uploads) {
    const uploads = needs(resources.uploads, 'uploads');
    uploads.grantRead(fn);
    // Browsers upload through presigned PUT URLs, which carry the signing function's permissions.
    if (grants.uploads === 'write' || grants.uploads === 'manage') uploads.grantPut(fn);
    // Only the functions that remove photos may delete; a signing route never can.
    if (grants.uploads === 'manage') uploads.grantDelete(fn);
    fn.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
  }
  if (grants.catalogImages) {
    // Only signs PUTs for the browser; the site reads the images through CloudFront.
    needs(resources.catalogImages, 'catalogImages').grantPut(fn);
    fn.addEnvironment('CATALOG_IMAGES_BUCKET', needs(resources.catalogImages, 'catalogImages').bucketName);
  }
  if (grants.userPool === 'adminUpdate') {
    const pools = resources.userPoolArn ?? Stack.of(fn).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:AdminUpdateUserAttributes'], resources: [pools] }));
  }
  if (grants.authenticatorCheck) {
    // The pool comes from the caller's token (its `iss`), so this grant sets no variable.
    const pool = needs(resources.userPoolArn, 'authenticatorCheck');
    fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [pool] }));
  }
  if (grants.stripe) {
    needs(resources.stripeSecret, 'stripe').grantRead(fn);
    fn.addEnvironment('STRIPE_SECRET_NAME', config.stripeSecretName);
  }
  if (grants.stripeWebhook) {
    needs(resources.stripeWebhookSecret, 'stripeWebhook').grantRead(fn);
    fn.addEnvironment('STRIPE_WEBHOOK_SECRET_NAME', config.stripeWebhookSecretName);
  }
  if (grants.email) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      }),
    );
    fn.addEnvironment('MAIL_FROM', config.mailFrom);
  }
  if (grants.studioEmail) fn.addEnvironment('STUDIO_EMAIL', config.studioEmail);
  if (grants.site) fn.addEnvironment('SITE_ORIGIN', needs(resources.siteOrigin, 'site'));
}
