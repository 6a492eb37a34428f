/**
 * The whole shop in one stack. Order matters only where one part needs another's address:
 * the site's origin (Web) is needed by the API's CORS, the uploads bucket's CORS and the hosted
 * UI's callback URLs; the runtime config (SiteDeployment) needs the API and the user pool.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Api } from './api';
import { Auth } from './auth';
import type { ShopConfig } from './config';
import { Data } from './data';
import { deadLetterOutputName } from '../../functions/events';
import { Events } from './events';
import { acknowledgeCdkFunctions } from './nag';
import { Operations } from './operations';
import { SiteDeployment } from './site-deployment';
import { Storage } from './storage';
import { Web } from './web';

export interface ShopStackProps extends StackProps {
  config: ShopConfig;
}

export class ShopStack extends Stack {
  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { config } = props;

    const data = new Data(this, 'Data', { config });
    const storage = new Storage(this, 'Storage', { config });
    const web = new Web(this, 'Web', { config, siteBucket: storage.site, catalogImages: storage.catalogImages, logBucket: storage.logs });
    storage.allowBrowserAccessFrom(web.siteOrigin);
    const auth = new Auth(this, 'Auth', { config, siteOrigin: web.siteOrigin, table: data.table });
    const stripeSecret = Secret.fromSecretNameV2(this, 'StripeSecret', config.stripeSecretName);
    const stripeWebhookSecret = Secret.fromSecretNameV2(this, 'StripeWebhookSecret', config.stripeWebhookSecretName);
    const api = new Api(this, 'Api', {
      config,
      table: data.table,
      uploads: storage.uploads,
      catalogImages: storage.catalogImages,
      userPool: auth.userPool,
      client: auth.client,
      issuer: auth.issuer,
      siteOrigin: web.siteOrigin,
      stripeSecret,
      stripeWebhookSecret,
    });
    const events = new Events(this, 'Events', { config, table: data.table, uploads: storage.uploads, stripeSecret, siteOrigin: web.siteOrigin });

    new SiteDeployment(this, 'SiteDeployment', {
      siteBucket: storage.site,
      distribution: web.distribution,
      runtimeConfig: {
        stage: config.stage,
        apiUrl: api.url,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        ...(auth.identityProviders.length ? { oauthDomain: `${auth.domain.domainName}.auth.${this.region}.amazoncognito.com` } : {}),
        identityProviders: auth.identityProviders,
        ...(config.lateAfterDays && { lateAfterDays: config.lateAfterDays }),
        ...(config.stripeTax && { stripeTax: true }),
      },
    });

    new Operations(this, 'Operations', { config, api });
    acknowledgeCdkFunctions(this, [storage.site]);

    const outputs: Record<string, [string, string]> = {
      ApiUrl: [api.url, 'Base URL of the HTTP API'],
      SiteUrl: [web.siteOrigin, 'The shop'],
      UserPoolId: [auth.userPool.userPoolId, 'Cognito user pool'],
      UserPoolClientId: [auth.client.userPoolClientId, 'The SPA app client'],
      TableName: [data.table.tableName, 'The single DynamoDB table'],
      UploadsBucket: [storage.uploads.bucketName, 'Customer and editor photos'],
      CatalogImagesBucket: [storage.catalogImages.bucketName, 'Catalog images, served under /catalog-images/'],
      SiteBucket: [storage.site.bucketName, 'The SPA files'],
      DistributionId: [web.distribution.distributionId, 'CloudFront distribution (for invalidations)'],
    };
    // `npm run redrive -- --stage <stage>` finds the queues by these names (infra/redrive.ts).
    for (const [rule, queue] of events.deadLetterQueues) {
      outputs[deadLetterOutputName(rule)] = [queue.queueUrl, `Events of the ${rule} rule that failed, for npm run redrive`];
    }
    for (const [name, [value, description]] of Object.entries(outputs)) {
      new CfnOutput(this, name, { value, description });
    }
  }
}
