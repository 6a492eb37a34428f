/**
 * Provides the session (./session.ts). What fills it in, the sign-in check, the user record, the
 * guest cart's merge and Amplify's auth events (./session-keeper.tsx), is loaded once the page is
 * live: a storefront page is drawn and made live without it, its account area waiting as a
 * prerendered page's does. A browser that may hold a sign-in has been loading Amplify since the
 * app's start (restoreStoredSignIn), so the check is not held up by the keeper's own download.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { frameMessages } from '@shared/frame-messages';
import { rendersPrerenderedPage } from '@/lib/prerendered';
import type { RuntimeConfig } from '@shared/runtime-config';
import { setIdTokenSource } from '@/lib/api-client';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { idTokenOnceLoaded, loadAmplify, mayBeSignedIn } from './amplify';
import { guestSession, SessionContext, type Session } from './session';
import type { SessionKeeperProps } from './session-keeper';

let storedSignIn = false;

/**
 * Starts restoring a stored sign-in as the app starts, before anything is drawn: Amplify, the
 * session keeper and the person's user record load beside the first page's code, and a call to the
 * API waits for the sign-in's token rather than going out anonymous, so that a page's loader can
 * ask for the person's data at once. A browser that holds no sign-in loads none of it.
 */
export function restoreStoredSignIn(config: RuntimeConfig): void {
  storedSignIn = mayBeSignedIn(config);
  if (!storedSignIn) return;
  setIdTokenSource(idTokenOnceLoaded(config));
  // Failures here are the keeper's to report: it asks again.
  import('./session-keeper').catch(() => undefined);
  loadAmplify(config)
    .then(async (amplify) => {
      const [{ userId }, { readUserRecordAtStart }] = await Promise.all([amplify.getCurrentUser(), import('./user-record')]);
      readUserRecordAtStart(userId);
    })
    .catch(() => undefined);
}

/** Whether the app started with a stored sign-in (restoreStoredSignIn), which a page's loader may use at once. */
export const startedWithStoredSignIn = (): boolean => storedSignIn;

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
