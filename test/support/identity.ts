/**
 * People for API tests: sign in against the local user pool (as the SPA does locally, with
 * USER_PASSWORD_AUTH, then the authenticator-app code when the person has one) and get the ID
 * token the API takes as bearer; sign up and confirm a new customer with the code the local
 * outbox received; set up a person's authenticator app as the Security page does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_AUTHENTICATOR_KEY, demoAccounts } from '../../infra/local/demo-people';
import { totpCode } from '../../infra/local/totp';
import { endpoints } from './runtime';

export const DEMO_PASSWORD = 'Demo#Albums2026!';

/** The authenticator keys this process knows, by email: the demo staff's, and those set up by `enrolAuthenticator`. */
const authenticatorKeys = new Map<string, string>(demoAccounts.filter((a) => a.role !== 'Client').map((a) => [a.email, DEMO_AUTHENTICATOR_KEY]));
export const authenticatorKeyOf = (email: string): string | undefined => authenticatorKeys.get(email);

async function cognito(target: string, body: object) {
  const res = await fetch(endpoints().cognito, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw Object.assign(new Error(json.message ?? target), { name: json.__type ?? 'CognitoError' });
  return json;
}

const clientId = () => endpoints().userPoolClientId;

export interface Person {
  email: string;
  sub: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, any>;

/** Signs in by the API; a person with an authenticator app answers its challenge with the current code. */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<Person> {
  let result = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
    const key = authenticatorKeys.get(email);
    if (!key) throw new Error(`${email} has an authenticator app whose key this test does not know`);
    result = await cognito('RespondToAuthChallenge', {
      ClientId: clientId(),
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: result.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(key) },
    });
  }
  if (!result.AuthenticationResult) throw new Error(`Signing ${email} in stopped at ${result.ChallengeName}`);
  const { IdToken: idToken, AccessToken: accessToken, RefreshToken: refreshToken } = result.AuthenticationResult;
  return { email, sub: claimsOf(idToken).sub, idToken, accessToken, refreshToken };
}

/**
 * Sets up an authenticator app for a signed-in person, as the Security page does (associate,
 * verify a code, make it the preferred second factor), and answers its key. From then on
 * `signIn` answers their code challenge.
 */
export async function enrolAuthenticator(person: Person): Promise<string> {
  const { SecretCode: key } = await cognito('AssociateSoftwareToken', { AccessToken: person.accessToken });
  await cognito('VerifySoftwareToken', { AccessToken: person.accessToken, UserCode: totpCode(key), FriendlyDeviceName: 'Test phone' });
  await cognito('SetUserMFAPreference', {
    AccessToken: person.accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  authenticatorKeys.set(person.email, key);
  return key;
}

/** The newest verification code the outbox holds for an address. */
export async function codeFor(email: string, since: number): Promise<string> {
  const dir = join(endpoints().dataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && Number(f.split('-')[0]) >= since)
      .sort()
      .reverse();
    for (const file of files) {
      const message = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; text: string };
      const code = message.to === email ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code reached ${email}`);
}

/** Signs a new customer up, confirms them with the emailed code, and signs them in. */
export async function newCustomer(firstName = 'Nora', password = 'Fresh#Albums2026!'): Promise<Person> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@shop.test`;
  const since = Date.now() - 1000;
  await cognito('SignUp', {
    ClientId: clientId(),
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: firstName },
      { Name: 'family_name', Value: 'Tester' },
    ],
  });
  await cognito('ConfirmSignUp', { ClientId: clientId(), Username: email, ConfirmationCode: await codeFor(email, since) });
  return signIn(email, password);
}

export { cognito as callCognito };
