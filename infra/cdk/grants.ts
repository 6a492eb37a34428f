/**
 * Turns a function's declared `grants` (routes, event targets, triggers) into IAM permissions
 * and the environment that goes with them. One place, so a route and an event target that
 * declare the same grant get the same access.
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
  /** Set for routes; triggers name the pool by pattern to avoid a dependency cycle. */
  userPoolArn?: string;
  stripeSecret?: ISecret;
}

export function applyGrants(fn: ShopFunction, grants: Grants, resources: GrantResources): void {
  const { table, uploads, stripeSecret, config } = resources;
  if (grants.table === 'read') table.grantReadData(fn);
  if (grants.table === 'write') table.grantReadWriteData(fn);

  if (grants.uploads && uploads) uploads.grantRead(fn);
  // Browsers upload through presigned PUT URLs, which carry the signing function's permissions.
  if ((grants.uploads === 'write' || grants.uploads === 'manage') && uploads) uploads.grantPut(fn);
  // Only what removes photos may delete them.
  if (grants.uploads === 'manage' && uploads) uploads.grantDelete(fn);

  if (grants.userPool === 'adminUpdate') {
    const pools = resources.userPoolArn ?? Stack.of(fn).formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:AdminUpdateUserAttributes'], resources: [pools] }));
  }
  if (grants.stripe && stripeSecret) {
    stripeSecret.grantRead(fn);
    fn.addEnvironment('STRIPE_SECRET_NAME', config.stripeSecretName);
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
}
