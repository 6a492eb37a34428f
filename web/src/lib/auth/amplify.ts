/**
 * Loads Amplify on demand, configured from the runtime config, once for the whole page. The
 * session provider loads it at start only when this browser may hold a sign-in; a guest's
 * storefront never downloads it until they open /login or /create-account, and whichever page
 * loads it first, the session provider hears about it (`whenAmplifyLoads`) and starts listening.
 */
import type { RuntimeConfig } from '@shared/runtime-config';

export type AmplifyClient = typeof import('./amplify-client');

let loading: Promise<AmplifyClient> | undefined;
let announce: (client: AmplifyClient) => void = () => {};
const loaded = new Promise<AmplifyClient>((resolve) => (announce = resolve));

export function loadAmplify(config: RuntimeConfig): Promise<AmplifyClient> {
  loading ??= import('./amplify-client').then(
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

/** Resolves when some part of the page has loaded Amplify. */
export const whenAmplifyLoads = (): Promise<AmplifyClient> => loaded;

/**
 * Whether this browser may hold a sign-in: Amplify keeps its tokens in local storage under
 * `CognitoIdentityServiceProvider.<app client id>.*`, and a federated sign-in comes back from the
 * hosted UI with `?code=`. Without either, asking Amplify would certainly answer "guest".
 */
export function mayBeSignedIn(config: RuntimeConfig): boolean {
  if (new URLSearchParams(window.location.search).has('code')) return true;
  const prefix = `CognitoIdentityServiceProvider.${config.userPoolClientId}.`;
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(prefix)) return true;
  } catch {
    // Storage is blocked: Amplify cannot have stored anything either.
  }
  return false;
}
