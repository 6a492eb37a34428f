/**
 * The CDK stack's assertions: one subject per `*.spec.ts` file of this folder, run in this one
 * jest file. Jest gives each test file a fresh module registry, so as eleven files they loaded
 * aws-cdk-lib and the stack's code eleven times and synthesized each time from cold; together
 * they load them once, and share each stack synthShop has already synthesized for the same stage
 * and context (about 40% of the folder's CPU, measured in-band). Each subject keeps its own
 * describe block, and `npx jest test/infra -t '^nag '` runs one of them.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each spec must load inside its describe block, which an import (hoisted) cannot do */
import { removeAssemblies } from './synth';

afterAll(removeAssemblies);

describe('api-routes', () => {
  require('./api-routes.spec');
});
describe('config', () => {
  require('./config.spec');
});
describe('edges', () => {
  require('./edges.spec');
});
describe('event-targets', () => {
  require('./event-targets.spec');
});
describe('function-environment', () => {
  require('./function-environment.spec');
});
describe('identity-providers', () => {
  require('./identity-providers.spec');
});
describe('nag', () => {
  require('./nag.spec');
});
describe('operations', () => {
  require('./operations.spec');
});
describe('sales-tax', () => {
  require('./sales-tax.spec');
});
describe('shop-stack', () => {
  require('./shop-stack.spec');
});
describe('stack-size', () => {
  require('./stack-size.spec');
});
describe('upload-events', () => {
  require('./upload-events.spec');
});
