/** Federated sign-in appears only when configured, with its secret kept out of the template. */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { runtimeConfigSchema } from '../../shared/runtime-config';
import { deployedRuntimeConfig, synthShop, type Synthesized } from './synth';

let synthesized: Synthesized;
let template: Template;
beforeAll(() => {
  synthesized = synthShop('prod', { googleClientId: 'google-client-id.apps.googleusercontent.com' });
  template = synthesized.template;
});

describe('Auth with a Google client id configured', () => {
  it('creates the Google provider, and only that one', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      AttributeMapping: { email: 'email', given_name: 'given_name', family_name: 'family_name' },
    });
  });

  it('takes the client secret from Secrets Manager at deploy time, never from the template', () => {
    const [provider] = Object.values(template.findResources('AWS::Cognito::UserPoolIdentityProvider'));
    const secret = JSON.stringify(provider!.Properties.ProviderDetails.client_secret);
    expect(secret).toContain('{{resolve:secretsmanager:shop/prod/identity-providers:SecretString:googleClientSecret');
  });

  it('lets the app client sign in through Google with the code flow, back to the site', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      CallbackURLs: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] }, '/']] }],
    });
  });

  it('tells the SPA about the provider and the hosted-UI domain', () => {
    const config = runtimeConfigSchema.parse(deployedRuntimeConfig(synthesized));
    expect(config.identityProviders).toEqual(['Google']);
    expect(config.oauthDomain).toEqual(expect.any(String));
  });
});
