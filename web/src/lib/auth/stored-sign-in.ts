/**
 * The sign-in Amplify keeps in this browser, read without Amplify: on a fresh tab the first calls
 * to the API need only its ID token, and Amplify's own download and start would hold them back.
 * Amplify stays the one that refreshes, stores and ends a sign-in; this only reads what it stored.
 */
/** A JWT's claims, or undefined when it does not read as one. */
function claimsOf(jwt: string | null): { exp?: unknown; sub?: unknown } | undefined {
  const payload = jwt?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** Amplify takes a token for expired this long before its time; this keeps a little more. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The sign-in Amplify keeps in local storage (`CognitoIdentityServiceProvider.<app client id>.
 * LastAuthUser`, then `….<user>.{idToken,accessToken,clockDrift}`), when both its tokens are good
 * for another minute by the clock Amplify corrects with the stored drift: the ID token and its
 * subject (the user id). Anything else (nothing stored, a token near or past its end, storage
 * blocked) is Amplify's to handle: undefined.
 */
export function storedSignIn(userPoolClientId: string): { idToken: string; userId: string } | undefined {
  try {
    const prefix = `CognitoIdentityServiceProvider.${userPoolClientId}`;
    const user = localStorage.getItem(`${prefix}.LastAuthUser`);
    if (!user) return undefined;
    const item = (name: string) => localStorage.getItem(`${prefix}.${user}.${name}`);
    const idToken = item('idToken');
    const id = claimsOf(idToken);
    const access = claimsOf(item('accessToken'));
    const drift = Number(item('clockDrift') ?? 0) || 0;
    const now = Date.now() + drift + EXPIRY_MARGIN_MS;
    const good = (claims: typeof id) => typeof claims?.exp === 'number' && claims.exp * 1000 > now;
    if (!idToken || !good(id) || !good(access) || typeof id?.sub !== 'string') return undefined;
    return { idToken, userId: id.sub };
  } catch {
    return undefined;
  }
}
