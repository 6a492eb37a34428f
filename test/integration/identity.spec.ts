/**
 * Identity against the local user pool: the password policy the cloud pool enforces, the user
 * record made by the post-confirmation trigger, roles granted by the operator command, and a
 * customer who writes their own role attribute gaining nothing.
 */
import { callCognito, enrolAuthenticator, newCustomer, signIn } from '../support/identity';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString());

describe('signing up', () => {
  it.each([
    ['Short#1a', 'Password not long enough'],
    ['nouppercase#2026x', 'Password must have uppercase characters'],
    ['NoSymbolsHere2026', 'Password must have symbol characters'],
  ])('refuses %s as the user pool does', async (password, problem) => {
    await expect(
      callCognito('SignUp', {
        ClientId: endpoints().userPoolClientId,
        Username: `weak.${Date.now()}@shop.test`,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: `weak.${Date.now()}@shop.test` }],
      }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException', message: `Password did not conform with policy: ${problem}` });
  });

  it('creates the user record with the role Client when the code is confirmed', async () => {
    const person = await newCustomer('Iris');
    const record = await api('GET', `/user/${person.sub}`, { token: person.idToken });
    expect(record).toMatchObject({
      status: 200,
      body: { _id: person.sub, email: person.email, firstName: 'Iris', lastName: 'Tester', role: 'Client', cart: [], shippingAddress: [] },
    });
    expect(claimsOf(person.idToken)['custom:role']).toBe('Client');
  });
});

describe('roles', () => {
  let grantRole: typeof import('../../infra/role').grantRole;
  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ grantRole } = await import('../../infra/role'));
  });

  it('are granted by the operator command, on the record and the attribute together', async () => {
    const person = await newCustomer('Eddie');
    const other = await newCustomer('Otto');
    expect((await api('GET', `/user/${other.sub}`, { token: person.idToken })).status).toBe(403);
    await enrolAuthenticator(person);
    await grantRole(person.email, 'Editors', endpoints().userPoolId);
    const again = await signIn(person.email, 'Fresh#Albums2026!');
    expect(claimsOf(again.idToken)['custom:role']).toBe('Editors');
    expect((await api('GET', `/user/${person.sub}`, { token: again.idToken })).body.role).toBe('Editors');
    expect((await api('GET', `/user/${other.sub}`, { token: again.idToken })).status).toBe(200);
  });

  it('written by a customer on their own Cognito attribute give nothing', async () => {
    const person = await newCustomer('Mallory');
    const other = await newCustomer('Victor');
    const auth = await callCognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: endpoints().userPoolClientId,
      AuthParameters: { USERNAME: person.email, PASSWORD: 'Fresh#Albums2026!' },
    });
    // The local pool lets this through; the cloud's app client refuses it (custom:role is not writable).
    await callCognito('UpdateUserAttributes', {
      AccessToken: auth.AuthenticationResult.AccessToken,
      UserAttributes: [{ Name: 'custom:role', Value: 'Admin' }],
    });
    const promoted = await signIn(person.email, 'Fresh#Albums2026!');
    expect(claimsOf(promoted.idToken)['custom:role']).toBe('Admin');
    expect((await api('GET', `/user/${other.sub}`, { token: promoted.idToken })).status).toBe(403);
    expect((await api('GET', `/user/${person.sub}`, { token: promoted.idToken })).body.role).toBe('Client');
  });
});
