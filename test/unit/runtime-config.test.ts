import { runtimeConfigSchema } from '../../shared/runtime-config';
import { readRuntimeConfig } from '../../shared/runtime-config-shape';

const valid = {
  stage: 'dev',
  apiUrl: 'https://api.example.com/',
  region: 'us-east-1',
  userPoolId: 'us-east-1_abc',
  userPoolClientId: 'client',
  authFlowType: 'USER_SRP_AUTH',
};

const samples: Record<string, unknown> = {
  'the smallest valid config': valid,
  'a local config': { ...valid, authFlowType: 'USER_PASSWORD_AUTH', userPoolEndpoint: 'http://127.0.0.1:9229', apiUrl: 'http://127.0.0.1:3001' },
  'federated sign-in': { ...valid, oauthDomain: 'shop.auth.example.com', identityProviders: ['Google', 'SignInWithApple'] },
  'a key the shop does not know': { ...valid, extra: 1 },
  nothing: null,
  'a list': [valid],
  'an HTML page': '<!doctype html>',
  'no api address': { ...valid, apiUrl: undefined },
  'an api address that is not a URL': { ...valid, apiUrl: 'api.example.com' },
  'a user pool endpoint that is not a URL': { ...valid, userPoolEndpoint: 'nowhere' },
  'an unknown sign-in flow': { ...valid, authFlowType: 'CUSTOM_AUTH' },
  'an unknown identity provider': { ...valid, identityProviders: ['MySpace'] },
  'identity providers that are not a list': { ...valid, identityProviders: 'Google' },
  'a region that is not text': { ...valid, region: 1 },
  'an oauth domain that is not text': { ...valid, oauthDomain: true },
  'a missing stage': { ...valid, stage: undefined },
  'days per status before an order is late': { ...valid, lateAfterDays: { 'Editing completed': 3, Manufacturing: 10 } },
  'late days for a status the shop does not have': { ...valid, lateAfterDays: { Lost: 3 } },
  'late days that are not whole': { ...valid, lateAfterDays: { Manufacturing: 2.5 } },
  'sales tax by Stripe Tax': { ...valid, stripeTax: true },
  'sales tax turned off': { ...valid, stripeTax: false },
  'sales tax as a word': { ...valid, stripeTax: 'on' },
};

describe('the runtime config, read without zod', () => {
  it.each(Object.entries(samples))('reads %s as the schema does', (_, sample) => {
    const parsed = runtimeConfigSchema.safeParse(sample);
    expect(readRuntimeConfig(sample)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
