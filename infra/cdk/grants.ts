/**
 * Turns a function's declared `grants` (routes, event targets, triggers) into IAM permissions
 * and the environment that goes with them. One place, so a route and an event target that
 * declare the same grant get the same access, and a function's environment is exactly what its
 * grants need: no blanket set of variables (test/infra/function-environment.spec.ts).
 */
import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConstruct } from 'constructs';
import { shopEventSource } from '../../shared/shop-events';
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
    acknowledgeWildcards(fn, [`Resource::<${arnOf(table)}>/index/*`], "The table's indexes: every access pattern of docs/data-model.md may use any of them.");
  }
  if (grants.uploads) {
    const uploads = needs(resources.uploads, 'uploads');
    uploads.grantRead(fn);
    // Browsers upload through presigned PUT URLs, which carry the signing function's permissions.
    if (grants.uploads === 'write' || grants.uploads === 'manage') uploads.grantPut(fn);
    // Only the functions that remove photos may delete; a signing route never can.
    if (grants.uploads === 'manage') uploads.grantDelete(fn);
    fn.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
    acknowledgeWildcards(
      fn,
      [
        `Resource::<${arnOf(uploads)}>/*`,
        'Action::s3:GetObject*',
        'Action::s3:GetBucket*',
        'Action::s3:List*',
        ...(grants.uploads === 'read' ? [] : ['Action::s3:Abort*']),
        ...(grants.uploads === 'manage' ? ['Action::s3:DeleteObject*'] : []),
      ],
      'The CDK bucket grant: objects are keyed per order and photo, so any key of the one uploads bucket.',
    );
  }
  if (grants.catalogImages) {
    // Only signs PUTs for the browser; the site reads the images through CloudFront.
    needs(resources.catalogImages, 'catalogImages').grantPut(fn);
    fn.addEnvironment('CATALOG_IMAGES_BUCKET', needs(resources.catalogImages, 'catalogImages').bucketName);
    acknowledgeWildcards(
      fn,
      [`Resource::<${arnOf(resources.catalogImages!)}>/*`, 'Action::s3:Abort*'],
      'Signs PUTs of new catalog images, whose keys are their content hashes.',
    );
  }
  if (grants.userPool === 'adminUpdate') {
    const pools = resources.userPoolArn ?? Stack.of(fn).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:AdminUpdateUserAttributes'], resources: [pools] }));
    if (!resources.userPoolArn) {
      acknowledgeWildcards(
        fn,
        ['Resource::arn:<AWS::Partition>:cognito-idp:<AWS::Region>:<AWS::AccountId>:userpool/*'],
        'A trigger cannot name the pool that triggers it (a circular dependency); one action, this account and region only.',
      );
    }
  }
  if (grants.authenticatorCheck) {
    // The pool comes from the caller's token (its `iss`), so this grant sets no variable. A container
    // asks once a minute per person and the local cloud's functions share one, so a test run sees
    // it used only by the staff calls that asked first, never where a route is called by its owner
    // (infra/local/iam's report).
    const pool = needs(resources.userPoolArn, 'authenticatorCheck');
    fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [pool] }));
  }
  // The Stripe secrets: the local cloud hands its handlers the key and signing secret themselves
  // (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), so no local call reads them from Secrets Manager.
  if (grants.stripe) {
    needs(resources.stripeSecret, 'stripe').grantRead(fn);
    fn.addEnvironment('STRIPE_SECRET_NAME', config.stripeSecretName);
  }
  if (grants.stripeWebhook) {
    needs(resources.stripeWebhookSecret, 'stripeWebhook').grantRead(fn);
    fn.addEnvironment('STRIPE_WEBHOOK_SECRET_NAME', config.stripeWebhookSecretName);
  }
  if (grants.email) {
    // Only as the shop's sender: SES checks the identity that was verified, which is either the
    // address itself or its domain, and the From address must be exactly MAIL_FROM.
    const identity = (name: string) => Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [identity(config.mailFrom), identity(config.mailFrom.split('@')[1]!)],
        conditions: { StringEquals: { 'ses:FromAddress': config.mailFrom } },
      }),
    );
    fn.addEnvironment('MAIL_FROM', config.mailFrom);
  }
  if (grants.events) {
    // The default bus always exists and needs no name in the environment; only our own source may be put.
    // events:source is multivalued (a value per entry of the call), which IAM compares only with
    // a set operator: every entry's source must be ours, and the key must be there at all.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['events:PutEvents'],
        resources: [Stack.of(fn).formatArn({ service: 'events', resource: 'event-bus', resourceName: 'default' })],
        conditions: { 'ForAllValues:StringEquals': { 'events:source': [shopEventSource] }, Null: { 'events:source': 'false' } },
      }),
    );
  }
  if (grants.studioEmail) fn.addEnvironment('STUDIO_EMAIL', config.studioEmail);
  if (grants.site) fn.addEnvironment('SITE_ORIGIN', needs(resources.siteOrigin, 'site'));
  // The same days the staff board reads from the site's runtime configuration; {} keeps the shop's defaults.
  if (grants.lateWork) fn.addEnvironment('LATE_AFTER_DAYS', JSON.stringify(config.lateAfterDays ?? {}));
  // Set either way: the checkout reads it on every call, and off is a stage's choice as much as on.
  if (grants.stripeTax) fn.addEnvironment('STRIPE_TAX', config.stripeTax ? 'on' : 'off');
}

/** How cdk-nag writes a resource's ARN in a finding: `<LogicalId.Arn>`. */
const arnOf = (resource: ITable | IBucket): string => `${Stack.of(resource).getLogicalId(resource.node.defaultChild as CfnElement)}.Arn`;

/**
 * Acknowledges cdk-nag's wildcard findings (AwsSolutions-IAM5) that a grant makes, one by one, on
 * the role that holds them (which functions with the same grants share): once per role.
 */
function acknowledgeWildcards(fn: ShopFunction, findings: string[], reason: string): void {
  const role = fn.role!;
  const known = acknowledged.get(role) ?? new Set<string>();
  acknowledged.set(role, known);
  const fresh = findings.map((finding) => `AwsSolutions-IAM5[${finding}]`).filter((id) => !known.has(id));
  fresh.forEach((id) => known.add(id));
  if (fresh.length) Validations.of(role).acknowledge(...fresh.map((id) => ({ id, reason })));
}
const acknowledged = new WeakMap<IConstruct, Set<string>>();
