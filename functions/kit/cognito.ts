/**
 * The user pool's client (Cognito Identity Provider), made once per container: the staff
 * authenticator check (second-factor.ts) and the PostConfirmation trigger. Only the functions
 * that call the pool import it, so no other bundle carries the client. The endpoint comes from
 * the SDK's standard configuration (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

export const cognito = new CognitoIdentityProviderClient({});
