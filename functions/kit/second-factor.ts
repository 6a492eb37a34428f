/**
 * Staff need an authenticator app (TOTP). ID tokens say nothing about MFA, so the kit asks the
 * user pool (AdminGetUser: its `UserMFASettingList`) when a caller reaches a route through a
 * staff role. One call per person per warm container a minute: a "yes" is kept for a minute, so
 * an app turned off still works for at most that long; a "no" is never kept, so a person who has
 * just set one up is let in at once. The pool is the one that issued the caller's token (`iss`,
 * already verified by the API's JWT authorizer), so the function needs no variable for it.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from './cognito';

/** What AdminGetUser answers about MFA: an authenticator app counts once it is verified and turned on. */
export const hasAuthenticatorApp = (user: { UserMFASettingList?: string[] }): boolean => (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');

/** `https://cognito-idp.<region>.amazonaws.com/<pool id>` (locally `http://127.0.0.1:<port>/<pool id>`) → the pool id. */
export function poolIdOf(issuer: string): string | undefined {
  const id = issuer.split('/').pop() ?? '';
  return /^[\w-]+_[0-9a-zA-Z]+$/.test(id) ? id : undefined;
}

const keptFor = 60_000;
const enrolledUntil = new Map<string, number>();

/** Whether the person `sub` of the pool that issued their token has an authenticator app turned on. */
export async function callerHasAuthenticator(sub: string, issuer: string | undefined): Promise<boolean> {
  const poolId = issuer ? poolIdOf(issuer) : undefined;
  if (!poolId) return false;
  const key = `${poolId}/${sub}`;
  if ((enrolledUntil.get(key) ?? 0) > Date.now()) return true;
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: sub })).catch((err: unknown) => {
    // A person the pool no longer knows (deleted while their token lives on) has no app: refused, not a 500.
    if ((err as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw err;
  });
  if (!user || !hasAuthenticatorApp(user)) return false;
  enrolledUntil.set(key, Date.now() + keptFor);
  return true;
}
