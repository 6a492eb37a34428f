/**
 * Who is using the shop, as every part of the SPA sees it. The auth provider (Amplify) fills
 * this in; until someone signs in, the session is a guest's. Components read it with
 * `useSession()` and never talk to Amplify themselves.
 */
import { createContext, useContext } from 'react';
import type { User } from '@shared/users';

export interface Session {
  /** `loading` while the stored sign-in is being checked at start. */
  status: 'loading' | 'guest' | 'signedIn';
  /** The user record (with role, cart and addresses) of the signed-in person. */
  user?: User;
  /** Who is signed in (the Cognito `sub`), also while their record is missing. */
  userId?: string;
  /**
   * Why the sign-in could not be used, in the shopper's words (`User session expired.`,
   * `Invalid user session.` or the error's message); the sign-in page shows it.
   */
  problem?: string;
  /** Reads the user record again, e.g. after the cart or the addresses changed on the server. */
  refreshUser(): Promise<void>;
  signOut(): Promise<void>;
}

export const guestSession: Session = {
  status: 'guest',
  refreshUser: async () => {},
  signOut: async () => {},
};

export const SessionContext = createContext<Session>(guestSession);

export const useSession = (): Session => useContext(SessionContext);
