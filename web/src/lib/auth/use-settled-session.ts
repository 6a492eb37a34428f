/**
 * The session once it has settled: while the stored sign-in is still being checked (`loading`), a
 * caller waits for the answer instead of taking the shopper for a guest. What a signed-in shopper
 * does before their user record has arrived (Add to Cart before the greeting shows) is theirs,
 * and must reach their account, not the browser's guest cart.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSession, type Session } from './session';

export function useSettledSession(): () => Promise<Session> {
  const session = useSession();
  const latest = useRef(session);
  const waiting = useRef<((settled: Session) => void)[]>([]);
  useEffect(() => {
    latest.current = session;
    if (session.status !== 'loading') for (const resume of waiting.current.splice(0)) resume(session);
  }, [session]);
  return useCallback(
    () => (latest.current.status === 'loading' ? new Promise<Session>((resume) => waiting.current.push(resume)) : Promise.resolve(latest.current)),
    [],
  );
}

/** Whose server cart an add goes to: the signed-in person's (with or without their record read), or none for a guest. */
export const cartOwnerOf = (session: Session): string | undefined => (session.status === 'signedIn' ? (session.user?._id ?? session.userId) : undefined);
