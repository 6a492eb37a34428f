/** Stage and configuration checks that stop a wrong deploy before CloudFormation sees it. */
import { readConfig, stageOf } from '../../infra/cdk/config';
import { testApp } from './synth';

describe('stage and configuration', () => {
  it('defaults to dev and refuses a stage it does not know', () => {
    expect(stageOf(testApp())).toBe('dev');
    expect(() => stageOf(testApp({ stage: 'staging' }))).toThrow(/Unknown stage "staging"/);
  });

  it('keeps data only in prod', () => {
    expect(readConfig(testApp(), 'prod').retainData).toBe(true);
    expect(readConfig(testApp(), 'dev').retainData).toBe(false);
  });

  it('refuses prod without an operator to hear its alarms, unless told to go without on purpose, and lets dev go without', () => {
    const refusal = /operatorEmail is required for prod .*nobody is subscribed to.*-c noOperatorEmail=true/;
    expect(() => readConfig(testApp({ noOperatorEmail: undefined }), 'prod')).toThrow(refusal);
    expect(() => readConfig(testApp({ noOperatorEmail: 'false' }), 'prod')).toThrow(refusal);
    expect(readConfig(testApp({ noOperatorEmail: undefined, operatorEmail: 'ops@example.com' }), 'prod').operatorEmail).toBe('ops@example.com');
    expect(readConfig(testApp({ noOperatorEmail: 'true' }), 'prod').operatorEmail).toBeUndefined();
    expect(readConfig(testApp({ noOperatorEmail: undefined }), 'dev').operatorEmail).toBeUndefined();
  });

  it('refuses a custom domain without its certificate', () => {
    expect(() => readConfig(testApp({ siteDomain: 'shop.example.com' }), 'prod')).toThrow(/certificateArn is required/);
  });

  it('refuses Apple sign-in without its team and key ids', () => {
    expect(() => readConfig(testApp({ appleServicesId: 'com.example.shop' }), 'prod')).toThrow(/appleTeamId is required/);
  });

  it('reads per-stage values from the shop:<stage> object, the command line winning', () => {
    const app = testApp({ 'shop:prod': { mailFrom: 'shop@prod.example', googleClientId: 'from-cdk-json' }, googleClientId: 'from-cli' });
    expect(readConfig(app, 'prod')).toMatchObject({ mailFrom: 'shop@prod.example', identityProviders: { google: { clientId: 'from-cli' } } });
    expect(readConfig(app, 'dev')).toMatchObject({ mailFrom: 'orders@example.com', identityProviders: { google: { clientId: 'from-cli' } } });
  });

  it('names the Stripe secrets per stage unless told otherwise', () => {
    expect(readConfig(testApp(), 'dev')).toMatchObject({ stripeSecretName: 'shop/dev/stripe', stripeWebhookSecretName: 'shop/dev/stripe-webhook' });
    expect(readConfig(testApp({ stripeWebhookSecretName: 'payments/webhook' }), 'prod').stripeWebhookSecretName).toBe('payments/webhook');
  });
});
