/**
 * Keeps the session (./session.ts) from Amplify, for the provider (./auth-provider.tsx), which
 * loads this module once the page is live: at start it checks the stored sign-in; a signed-in
 * person's user record is read from the API (with the retries a fresh sign-up needs) and their
 * guest cart is merged into the server cart. It follows Amplify's
 * auth events: signedIn, signedOut, tokenRefresh (re-read the record), tokenRefresh_failure (sign
 * out). Sign-out always ends, whatever the identity service answers.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { frameMessages } from '@shared/frame-messages';
import type { User } from '@shared/users';
import { ApiError, setIdTokenSource } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { rendersPrerenderedPage } from '@/lib/prerendered';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { idTokenOnceLoaded, loadAmplify, mayBeSignedIn, whenAmplifyLoads, type AmplifyClient } from './amplify';
import type { AuthHubEvent } from './amplify-client';
import type { Session } from './session';
import { fetchUserRecord, firstUserRecord, mergeGuestCart, storeUserRecord, userKey, userProblemOf } from './user-record';

/** The record itself lives in the query cache under `userKey(userId)`. */
type SessionState = Pick<Session, 'status' | 'problem'> & { userId?: string };

export interface SessionKeeperProps {
  /** Receives the session each time it changes, for the provider to pass down. */
  publish(session: Session): void;
  /** Receives what ends the session when the API refuses its token (a 401). */
  setExpiry(expire: () => Promise<void>): void;
}

/** Renders nothing: it keeps the session and hands it to the provider. */
export function SessionKeeper({ publish, setExpiry }: SessionKeeperProps) {
  const config = useRuntimeConfig();
  // A prerendered page is rendered with the account area waiting, like a browser that may hold a sign-in.
  const [state, setState] = useState<SessionState>(() => ({
    status: rendersPrerenderedPage() || mayBeSignedIn(config) ? 'loading' : 'guest',
  }));
  const client = useRef<AmplifyClient | undefined>(undefined);
  const userId = useRef<string | undefined>(undefined);
  // Each sign-in, sign-out or refresh takes a number; an answer for an older one is dropped.
  const generation = useRef(0);

  // The session ends at once, before the identity service has answered, and whatever it answers.
  const endSession = useCallback(async (problem?: string) => {
    generation.current++;
    userId.current = undefined;
    setState({ status: 'guest', problem });
    forgetSignedInData();
    try {
      await client.current?.signOut();
    } catch (error) {
      console.error('Signing out failed; the session has ended here anyway:', error);
    }
  }, []);

  /** Reads who is signed in, then their record; `quiet` keeps the current state on screen meanwhile. */
  const loadSignedIn = useCallback(
    async (amplify: AmplifyClient, quiet: boolean) => {
      const run = ++generation.current;
      const current = () => run === generation.current;
      let sub: string;
      try {
        sub = (await amplify.getCurrentUser()).userId;
      } catch {
        if (current()) setState({ status: 'guest' });
        return;
      }
      userId.current = sub;
      if (!quiet && current()) setState({ status: 'loading' });
      try {
        let user: User = await firstUserRecord(sub);
        const merged = await mergeGuestCart(sub).catch((error: unknown) => {
          console.error('The guest cart could not be merged; it stays for the next sign-in:', error);
          return undefined;
        });
        if (merged) user = { ...user, cart: merged };
        if (!current()) return;
        storeUserRecord(user);
        setState({ status: 'signedIn', userId: sub });
      } catch (error) {
        if (!current()) return;
        console.error('The user record could not be read:', error);
        // A token the API refuses is no sign-in at all; any other failure leaves the person
        // signed in without a record (treated as having none), or, when only a refresh
        // failed, with the record they had.
        if (error instanceof ApiError && error.status === 401) await endSession(frameMessages.sessionExpired);
        else {
          if (!quiet) queryClient.removeQueries({ queryKey: userKey(sub) });
          setState({ status: 'signedIn', userId: sub, problem: userProblemOf(error) });
        }
      }
    },
    [endSession],
  );

  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    const onAuthEvent = (event: AuthHubEvent, error?: Error) => {
      const amplify = client.current;
      if (!amplify) return;
      // A federated sign-in also ends with signedIn (after signInWithRedirect).
      if (event === 'signedIn') void loadSignedIn(amplify, false);
      else if (event === 'tokenRefresh' && userId.current) void loadSignedIn(amplify, true);
      else if (event === 'tokenRefresh_failure') void endSession(frameMessages.sessionExpired);
      else if (event === 'signInWithRedirect_failure') setState({ status: 'guest', problem: error?.message });
      else if (event === 'signedOut') {
        generation.current++;
        userId.current = undefined;
        setState((was) => (was.status === 'guest' ? was : { status: 'guest' }));
        forgetSignedInData();
      }
    };
    const start = (amplify: AmplifyClient) => {
      if (!alive) return;
      client.current = amplify;
      setIdTokenSource(amplify.idToken);
      unsubscribe = amplify.listenToAuth(onAuthEvent);
      void loadSignedIn(amplify, false);
    };
    if (mayBeSignedIn(config)) {
      setIdTokenSource(idTokenOnceLoaded(config));
      loadAmplify(config).then(start, (error: unknown) => {
        console.error('Sign-in is unavailable:', error);
        setIdTokenSource(() => undefined);
        if (alive) setState({ status: 'guest', problem: frameMessages.configurationError });
      });
    } else {
      setState((was) => (was.status === 'loading' ? { status: 'guest' } : was));
      void whenAmplifyLoads().then(start);
    }
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [config, loadSignedIn, endSession]);

  const refreshUser = useCallback(async () => {
    if (client.current && userId.current) await loadSignedIn(client.current, true);
  }, [loadSignedIn]);
  const signOut = useCallback(() => endSession(), [endSession]);
  useEffect(() => {
    setExpiry(async () => {
      if (userId.current) await endSession(frameMessages.sessionExpired);
    });
  }, [endSession, setExpiry]);

  // Subscribes to the cached record: a cart or address change written there shows everywhere at once.
  const { data: user } = useQuery({
    queryKey: userKey(state.userId ?? ''),
    queryFn: () => fetchUserRecord(state.userId!),
    enabled: false,
    staleTime: Infinity,
  });
  const session = useMemo<Session>(
    () => ({
      status: state.status,
      problem: state.problem,
      user: state.status === 'signedIn' ? user : undefined,
      userId: state.status === 'signedIn' ? state.userId : undefined,
      refreshUser,
      signOut,
    }),
    [state, user, refreshUser, signOut],
  );
  // Before the browser paints: the page never shows a session older than this one.
  useLayoutEffect(() => publish(session), [publish, session]);
  return null;
}

/** Whatever belonged to the person who signed out leaves the cache with them. */
function forgetSignedInData(): void {
  queryClient.removeQueries({ queryKey: ['user'] });
  queryClient.removeQueries({ queryKey: ['orders'] });
}
