/** The CDK app: `npx cdk synth -c stage=dev|prod`. Configuration keys: config.ts. */
import { App, Validations } from 'aws-cdk-lib';
import { readConfig, stageOf } from './config';
import { nagChecks } from './nag';
import { ShopStack } from './shop-stack';

const app = new App();
const stage = stageOf(app);
new ShopStack(app, `Shop-${stage}`, {
  config: readConfig(app, stage),
  description: `Photo album and wall art shop (${stage})`,
  // No env: the stack is environment-agnostic, so synth needs no AWS account or lookups; the
  // account and region come from the credentials at deploy time.
});
// cdk-nag's AWS Solutions checks: a synth with an unacknowledged finding fails (infra/cdk/nag.ts).
Validations.of(app).addPlugins(nagChecks(app));
