/**
 * Everything of Amplify the session needs, in one module that is only ever imported dynamically
 * (see ./amplify.ts): the storefront's first paint never waits for Amplify.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  getCurrentUser,
  resendSignUpCode,
  setUpTOTP,
  signInWithRedirect,
  signOut,
  signUp,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@shared/runtime-config';
import { amplifyConfigOf } from './amplify-config';

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure(amplifyConfigOf(config, window.location.origin));
}

/** The current ID token, refreshed by Amplify when it has expired; undefined for a guest. */
export async function idToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

/** signedIn, signedOut, tokenRefresh, tokenRefresh_failure, signInWithRedirect(_failure), … */
export type AuthHubEvent = string;

/** Calls `onEvent` for every auth event (with the error of a failed federated sign-in); returns the unsubscribe. */
export const listenToAuth = (onEvent: (event: AuthHubEvent, error?: Error) => void): (() => void) =>
  Hub.listen('auth', ({ payload }) => {
    const data: unknown = 'data' in payload ? payload.data : undefined;
    const error = data && typeof data === 'object' && 'error' in data && data.error instanceof Error ? data.error : undefined;
    onEvent(payload.event, error);
  });

export {
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  getCurrentUser,
  resendSignUpCode,
  setUpTOTP,
  signInWithRedirect,
  signOut,
  signUp,
  updateMFAPreference,
  verifyTOTPSetup,
};
