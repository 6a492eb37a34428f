/**
 * Puts the SPA and its `/runtime-config.json` into the site bucket and invalidates CloudFront.
 * Made after Web and Api: the config carries the API's URL and the pool's ids, which is why the
 * bundle itself holds no endpoint and one build serves every stage.
 */
import * as fs from 'node:fs';
import { Annotations, Duration } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { webDist } from './paths';

export interface SiteDeploymentProps {
  siteBucket: IBucket;
  distribution: IDistribution;
  /** Everything but the defaults; built from CDK tokens, resolved at deploy time. */
  runtimeConfig: RuntimeConfig;
}

const runtimeConfigKey = 'runtime-config.json';

export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const { siteBucket: destinationBucket, distribution } = props;

    if (fs.existsSync(webDist)) {
      const build = Source.asset(webDist);
      // Vite's hashed files never change under their name. Old ones are kept (no prune), so a
      // tab still holding the previous index.html can load its scripts after a deploy.
      const assets = new BucketDeployment(this, 'Assets', {
        sources: [build],
        destinationBucket,
        exclude: ['*'],
        include: ['assets/*'],
        prune: false,
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      });
      // Everything else (index.html, images in public/) is revalidated on each visit.
      const pages = new BucketDeployment(this, 'Pages', {
        sources: [build],
        destinationBucket,
        exclude: ['assets/*', runtimeConfigKey],
        cacheControl: [CacheControl.noCache()],
        distribution,
        distributionPaths: ['/*'],
      });
      // A new index.html must not go live before the scripts it names.
      pages.node.addDependency(assets);
    } else {
      Annotations.of(this).addWarningV2('shop:noWebBuild', `${webDist} does not exist: only ${runtimeConfigKey} is deployed. Run npm run build:web first.`);
    }

    new BucketDeployment(this, 'RuntimeConfig', {
      sources: [Source.jsonData(runtimeConfigKey, props.runtimeConfig)],
      destinationBucket,
      // Leaves the site's files alone.
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: [`/${runtimeConfigKey}`],
    });

    // Every BucketDeployment makes its own AWS CLI layer though all share one handler that uses
    // the first (aws/aws-cdk#32907); the unused copies are removed before they are synthesized.
    const deployments = this.node.findAll().filter((c): c is BucketDeployment => c instanceof BucketDeployment);
    for (const deployment of deployments.slice(1)) deployment.node.tryRemoveChild('AwsCliLayer');
  }
}
