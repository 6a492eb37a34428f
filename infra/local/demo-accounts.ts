/**
 * Demo accounts, one per role, made at start when missing: a Cognito user with a permanent
 * password and a verified email, and its user record with the role (the role the server trusts).
 * Staff need an authenticator app, so the staff accounts are enrolled with one known key
 * (README; `npm run totp` prints its current code).
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { isStaff } from '../../shared/users';
import { DEMO_AUTHENTICATOR_KEY, DEMO_PASSWORD, demoAccounts } from './demo-people';

/** Writes a person's authenticator key into the local pool (infra/local/cognito.ts). */
export type EnrolAuthenticator = (username: string, base32Key: string) => Promise<void>;

export async function ensureDemoAccounts(userPoolId: string, enrolAuthenticator: EnrolAuthenticator) {
  const cognito = new CognitoIdentityProviderClient({});
  const { createUser, getUser } = await import('../../functions/data/users');
  for (const account of demoAccounts) {
    const sub = await existingSub(cognito, userPoolId, account.email);
    const id = sub ?? (await createCognitoUser(cognito, userPoolId, account));
    if (isStaff(account.role)) await enrolAuthenticator(account.email, DEMO_AUTHENTICATOR_KEY);
    if (!(await getUser(id))) {
      await createUser({
        _id: id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        cart: [],
        shippingAddress: [],
        createdAt: new Date().toISOString(),
      });
    }
  }
  cognito.destroy();
}

async function existingSub(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string) {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if ((err as Error).name === 'UserNotFoundException') return undefined;
    throw err;
  }
}

async function createCognitoUser(cognito: CognitoIdentityProviderClient, userPoolId: string, account: (typeof demoAccounts)[number]): Promise<string> {
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: account.firstName },
        { Name: 'family_name', Value: account.lastName },
        { Name: 'custom:role', Value: account.role },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: DEMO_PASSWORD, Permanent: true }));
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`The local user pool gave ${account.email} no sub`);
  return sub;
}
