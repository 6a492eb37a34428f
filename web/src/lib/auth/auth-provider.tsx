/**
 * Provides the session (./session.ts). What fills it in, the sign-in check, the user record, the
 * guest cart's merge and Amplify's auth events (./session-keeper.tsx), is loaded once the page is
 * live: a storefront page is drawn and made live without it, its account area waiting as a
 * prerendered page's does. A browser that may hold a sign-in starts loading Amplify at the same
 * moment, so the check is not held up by the keeper's own download.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { frameMessages } from '@shared/frame-messages';
import { rendersPrerenderedPage } from '@/lib/prerendered';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { loadAmplify, mayBeSignedIn } from './amplify';
import { guestSession, SessionContext, type Session } from './session';
import type { SessionKeeperProps } from './session-keeper';

let expire: () => Promise<void> = async () => {};
const setExpiry = (end: () => Promise<void>) => void (expire = end);

/**
 * The API refused the ID token (a 401): the sign-in is no good any more, so it ends here with
 * `User session expired.` for /login to show. Without it, /login would send a signed-in person
 * straight back to the page that was refused, and round again.
 */
export const expireSession = (): Promise<void> => expire();

export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  // A prerendered page is rendered with the account area waiting, like a browser that may hold a sign-in.
  const [session, setSession] = useState<Session>(() => ({
    ...guestSession,
    status: rendersPrerenderedPage() || mayBeSignedIn(config) ? 'loading' : 'guest',
  }));
  const [Keeper, setKeeper] = useState<ComponentType<SessionKeeperProps>>();

  useEffect(() => {
    let alive = true;
    if (mayBeSignedIn(config)) loadAmplify(config).catch(() => undefined); // the keeper reports a failure
    import('./session-keeper').then(
      ({ SessionKeeper }) => alive && setKeeper(() => SessionKeeper),
      (error: unknown) => {
        console.error('Sign-in is unavailable:', error);
        if (alive) setSession({ ...guestSession, problem: frameMessages.configurationError });
      },
    );
    return () => {
      alive = false;
    };
  }, [config]);

  return (
    <SessionContext value={session}>
      {children}
      {Keeper && <Keeper publish={setSession} setExpiry={setExpiry} />}
    </SessionContext>
  );
}
