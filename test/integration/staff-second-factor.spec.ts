/**
 * Staff need an authenticator app: the operator command gives no staff role to a person without
 * one, and a staff route refuses a staff caller without one, whatever their user record says.
 * Through the local gateway and the local user pool, which checks the codes.
 */
import { enrolAuthenticator, newCustomer, signIn } from '../support/identity';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

let grantRole: typeof import('../../infra/role').grantRole;
let setRole: typeof import('../../functions/data/users').setRole;
beforeAll(async () => {
  useLocalCloudEnvironment();
  ({ grantRole } = await import('../../infra/role'));
  ({ setRole } = await import('../../functions/data/users'));
});

const staffMessage = 'Staff accounts need an authenticator app. Set one up under Account → Security, then try again.';

describe('granting a staff role', () => {
  it('is refused for a person without an authenticator app, with what to do', async () => {
    const person = await newCustomer('Petra');
    await expect(grantRole(person.email, 'Employee', endpoints().userPoolId)).rejects.toThrow(
      `${person.email} has no authenticator app. Staff accounts need one: ask them to set one up under Account → Security first.`,
    );
    expect((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.role).toBe('Client');
  });

  it('goes through once they have one, and taking it back needs none', async () => {
    const person = await newCustomer('Pavel');
    await enrolAuthenticator(person);
    await grantRole(person.email, 'Employee', endpoints().userPoolId);
    expect((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.role).toBe('Employee');
    await grantRole(person.email, 'Client', endpoints().userPoolId);
    expect((await api('GET', `/user/${person.sub}`, { token: person.idToken })).body.role).toBe('Client');
  });
});

describe('a staff route', () => {
  it('refuses a staff caller without an authenticator app with 403 and says why, and lets them in once they have one', async () => {
    // A record made staff behind the operator command's back (as an old account may be).
    const person = await newCustomer('Stan');
    await setRole(person.sub, 'Employee');
    const refused = await api('GET', '/orders', { token: person.idToken });
    expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden', message: staffMessage } });

    await enrolAuthenticator(person);
    expect((await api('GET', '/orders', { token: person.idToken })).status).toBe(200);
    // Signing in now asks for the code, which signIn answers from the app's key.
    const again = await signIn(person.email, 'Fresh#Albums2026!');
    expect((await api('GET', '/orders', { token: again.idToken })).status).toBe(200);
  });

  it('still serves such a person their own record, as its owner: the staff console needs it to tell them to set one up', async () => {
    const person = await newCustomer('Sofia');
    await setRole(person.sub, 'Admin');
    expect(await api('GET', `/user/${person.sub}`, { token: person.idToken })).toMatchObject({ status: 200, body: { role: 'Admin' } });
    const other = await newCustomer('Omar');
    expect(await api('GET', `/user/${other.sub}`, { token: person.idToken })).toMatchObject({ status: 403, body: { message: staffMessage } });
  });

  it('refuses with 403, not a 500, a staff caller the user pool no longer knows (deleted while the token lives on)', async () => {
    const { callCognito } = await import('../support/identity');
    const person = await newCustomer('Dora');
    await setRole(person.sub, 'Employee');
    await callCognito('AdminDeleteUser', { UserPoolId: endpoints().userPoolId, Username: person.email });
    expect(await api('GET', '/orders', { token: person.idToken })).toMatchObject({ status: 403, body: { message: staffMessage } });
  });

  it('serves the demo staff, who sign in with the demo authenticator key', async () => {
    const admin = await signIn('admin@shop.test');
    expect((await api('GET', '/orders', { token: admin.idToken })).status).toBe(200);
  });
});

describe('signing in with an authenticator app', () => {
  it('refuses a wrong code', async () => {
    const { callCognito, authenticatorKeyOf } = await import('../support/identity');
    const { totpCode } = await import('../../infra/local/totp');
    const key = authenticatorKeyOf('editor@shop.test')!;
    // A code of none of the steps the pool accepts (the current one and one either side).
    const accepted = [-30_000, 0, 30_000].map((d) => totpCode(key, Date.now() + d));
    let wrong = 0;
    while (accepted.includes(String(wrong).padStart(6, '0'))) wrong++;
    const started = await callCognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: endpoints().userPoolClientId,
      AuthParameters: { USERNAME: 'editor@shop.test', PASSWORD: 'Demo#Albums2026!' },
    });
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    await expect(
      callCognito('RespondToAuthChallenge', {
        ClientId: endpoints().userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: started.Session,
        ChallengeResponses: { USERNAME: 'editor@shop.test', SOFTWARE_TOKEN_MFA_CODE: String(wrong).padStart(6, '0') },
      }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });
});
