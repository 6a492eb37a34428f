/**
 * Loads Amplify on demand, configured from the runtime config, once for the whole page. The
 * session provider loads it at start only when this browser may hold a sign-in; a guest's
 * storefront never downloads it until they open /login or /create-account, and whichever page
 * loads it first, the session provider hears about it (`whenAmplifyLoads`) and starts listening.
 */
import type { RuntimeConfig } from '@shared/runtime-config';
import { loadOnce } from '@/lib/load-once';
import { loadRuntimeConfig } from '@/lib/runtime-config-load';

export type AmplifyClient = typeof import('./amplify-client');

let loading: Promise<AmplifyClient> | undefined;
let announce: (client: AmplifyClient) => void = () => {};
const loaded = new Promise<AmplifyClient>((resolve) => (announce = resolve));

/** Amplify's code, not yet configured; a failed download may succeed on the next attempt. */
const amplifyCode = loadOnce(() => import('./amplify-client'));
const downloadAmplify = (): Promise<AmplifyClient> => amplifyCode.load();

export function loadAmplify(config: RuntimeConfig): Promise<AmplifyClient> {
  loading ??= downloadAmplify().then(
    (client) => {
      client.configureAmplify(config);
      announce(client);
      return client;
    },
    (error: unknown) => {
      // A failed download may succeed on the next attempt.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The ID token, once Amplify is here: an API call made before waits for it rather than going out anonymous. */
export const idTokenOnceLoaded = (config: RuntimeConfig) => async (): Promise<string | undefined> => (await loadAmplify(config)).idToken();

/**
 * Restores a sign-in kept in this browser before the app starts: the entry (main.tsx) calls this
 * on a page the app draws alone (the app shell of account and staff pages) as soon as the app's
 * chunk, which the shell preloads, is in. When local storage holds anything of Amplify's, Amplify's
 * code is asked for at once, beside the app's other chunks, then configured from the runtime config and asked for the session
 * (`fetchAuthSession`, which also refreshes an expired token), so that the app's start finds it
 * ready and the first page's calls leave with the token as the router starts. A browser that
 * holds no sign-in loads nothing of it.
 */
export function restoreSessionEarly(): void {
  if (!mayHoldAnySignIn()) return;
  downloadAmplify().catch(() => undefined);
  loadRuntimeConfig()
    .then(async (config) => {
      if (mayBeSignedIn(config)) await (await loadAmplify(config)).idToken();
    })
    // The app's start asks again and reports what fails.
    .catch(() => undefined);
}

/** Resolves when some part of the page has loaded Amplify. */
export const whenAmplifyLoads = (): Promise<AmplifyClient> => loaded;

/**
 * Whether this browser may hold a sign-in: Amplify keeps its tokens in local storage under
 * `CognitoIdentityServiceProvider.<app client id>.*`, and a federated sign-in comes back from the
 * hosted UI with `?code=`. Without either, asking Amplify would certainly answer "guest".
 */
export const mayBeSignedIn = (config: RuntimeConfig): boolean => mayHoldSignIn(`CognitoIdentityServiceProvider.${config.userPoolClientId}.`);

/** mayBeSignedIn for any app client: what the entry can tell before the runtime config is in. */
const mayHoldAnySignIn = (): boolean => mayHoldSignIn('CognitoIdentityServiceProvider.');

function mayHoldSignIn(prefix: string): boolean {
  if (new URLSearchParams(window.location.search).has('code')) return true;
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(prefix)) return true;
  } catch {
    // Storage is blocked: Amplify cannot have stored anything either.
  }
  return false;
}
