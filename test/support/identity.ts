/**
 * People for API tests: sign in against the local user pool (as the SPA does locally, with
 * USER_PASSWORD_AUTH) and get the ID token the API takes as bearer; sign up and confirm a new
 * customer with the code the local outbox received.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from './runtime';

export const DEMO_PASSWORD = 'Demo#Albums2026!';

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
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<Person> {
  const result = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const idToken = result.AuthenticationResult.IdToken as string;
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString());
  return { email, sub: claims.sub, idToken };
}

/** The newest verification code the outbox holds for an address. */
export async function codeFor(email: string, since: number): Promise<string> {
  const dir = join(endpoints().dataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = readdirSync(dir).filter((f) => Number(f.split('-')[0]) >= since).sort().reverse();
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
