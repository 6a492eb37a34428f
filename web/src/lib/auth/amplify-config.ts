/**
 * Amplify's view of the user pool, built from the runtime config (never from the bundle, so one
 * build serves every stage). Only types come from Amplify here: the storefront can import this
 * file without downloading Amplify.
 */
import type { ResourcesConfig } from 'aws-amplify';
import type { SignInWithRedirectInput } from 'aws-amplify/auth';
import { userPoolPasswordPolicy } from '@shared/passwords';
import type { RuntimeConfig } from '@shared/runtime-config';

type IdentityProvider = RuntimeConfig['identityProviders'][number];
type RedirectProvider = Extract<SignInWithRedirectInput['provider'], string>;

/** The pool's provider names (the runtime config's) → the names `signInWithRedirect` takes. */
export const redirectProviderOf: Record<IdentityProvider, RedirectProvider> = {
  Google: 'Google',
  Facebook: 'Facebook',
  LoginWithAmazon: 'Amazon',
  SignInWithApple: 'Apple',
};

export const providerLabelOf: Record<IdentityProvider, string> = {
  Google: 'Google',
  Facebook: 'Facebook',
  LoginWithAmazon: 'Amazon',
  SignInWithApple: 'Apple',
};

/** Federated sign-in needs the hosted-UI domain as well as at least one provider. */
export const federatedProviders = (config: RuntimeConfig): readonly IdentityProvider[] => (config.oauthDomain ? config.identityProviders : []);

export class AuthConfigurationError extends Error {
  override readonly name = 'AuthConfigurationError';
}

export function amplifyConfigOf(config: RuntimeConfig, siteOrigin: string): ResourcesConfig {
  const { userPoolId, userPoolClientId, userPoolEndpoint, oauthDomain } = config;
  // Amplify accepts an empty id and only fails at the first call; fail at once, visibly.
  if (!userPoolId.trim() || !userPoolClientId.trim()) throw new AuthConfigurationError('The runtime config names no user pool or no app client.');
  if (config.identityProviders.length > 0 && !oauthDomain) console.warn('Federated sign-in is off: the runtime config lists providers but no oauthDomain.');

  const providers = federatedProviders(config);
  return {
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        signUpVerificationMethod: 'code',
        loginWith: {
          email: true,
          ...(oauthDomain && providers.length > 0
            ? {
                oauth: {
                  domain: oauthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  // The app client's callback and logout URLs (infra/cdk/auth.ts): the site's root.
                  redirectSignIn: [`${siteOrigin}/`],
                  redirectSignOut: [`${siteOrigin}/`],
                  responseType: 'code',
                },
              }
            : {}),
        },
        // What the Authenticator's sign-up form checks before the pool does: the pool's own policy.
        passwordFormat: {
          minLength: userPoolPasswordPolicy.minLength,
          requireLowercase: userPoolPasswordPolicy.requireLowercase,
          requireUppercase: userPoolPasswordPolicy.requireUppercase,
          requireNumbers: userPoolPasswordPolicy.requireDigits,
          requireSpecialCharacters: userPoolPasswordPolicy.requireSymbols,
        },
        // The pool offers authenticator apps (TOTP) and no SMS (infra/cdk/auth.ts); staff must have one.
        mfa: { status: 'optional', totpEnabled: true, smsEnabled: false },
      },
    },
  };
}
