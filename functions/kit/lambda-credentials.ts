/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (see infra/bundling.ts).
 * A Lambda function's credentials are always its role's, given in AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, which the default chain reads first anyway; its
 * other sources (SSO, profiles, web identity, instance metadata) never apply there and are a
 * third of a bundle. Outside Lambda the SDK's own chain is used.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);

export const credentialsWillNeedRefresh = (credentials: { expiration?: Date }) => credentials?.expiration !== undefined;
export const credentialsTreatedAsExpired = (credentials: { expiration?: Date }) =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
