import { storedSignIn } from '../../web/src/lib/auth/stored-sign-in';

const client = 'app-client';
const prefix = `CognitoIdentityServiceProvider.${client}`;
const user = 'ana@shop.test';

/** A token shaped as Cognito's (header, claims, signature; base64url), with these claims. */
const jwt = (claims: object) => ['{"alg":"RS256"}', JSON.stringify(claims), 'signature'].map((part) => Buffer.from(part).toString('base64url')).join('.');
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (key: string) => store.get(key) ?? null },
  });
});
afterAll(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

/** Amplify's store of a sign-in whose tokens end in `idEnds` and `accessEnds` seconds. */
function signedIn({ idEnds = 3600, accessEnds = 3600, drift = 0, sub = 'sub-1' } = {}) {
  const idToken = jwt({ sub, exp: inSeconds(idEnds), email: user });
  store.set(`${prefix}.LastAuthUser`, user);
  store.set(`${prefix}.${user}.idToken`, idToken);
  store.set(`${prefix}.${user}.accessToken`, jwt({ sub, exp: inSeconds(accessEnds) }));
  store.set(`${prefix}.${user}.clockDrift`, String(drift));
  return idToken;
}

describe('the stored sign-in, read without Amplify', () => {
  test('gives the ID token and its subject while both tokens are good', () => {
    const idToken = signedIn();
    expect(storedSignIn(client)).toEqual({ idToken, userId: 'sub-1' });
  });

  test('gives nothing when nobody is signed in, or for another app client', () => {
    expect(storedSignIn(client)).toBeUndefined();
    signedIn();
    expect(storedSignIn('other-client')).toBeUndefined();
  });

  test('leaves a token within a minute of its end, or past it, to Amplify (which refreshes it)', () => {
    signedIn({ idEnds: 30 });
    expect(storedSignIn(client)).toBeUndefined();
    signedIn({ accessEnds: -10 });
    expect(storedSignIn(client)).toBeUndefined();
  });

  test("counts the clock drift Amplify stored: a token good by this clock but not by the server's is left to Amplify", () => {
    signedIn({ idEnds: 300, drift: 600_000 });
    expect(storedSignIn(client)).toBeUndefined();
  });

  test('gives nothing for a token that does not read as one', () => {
    signedIn();
    store.set(`${prefix}.${user}.idToken`, 'not-a-token');
    expect(storedSignIn(client)).toBeUndefined();
  });
});
