/**
 * Whether the signed-in person has an authenticator app (TOTP) turned on, as the user pool says
 * (Amplify's fetchMFAPreference). Staff need one: the staff guard reads this, and the server
 * checks the same with the pool on every staff call. Kept under the person's `['user', id]` key,
 * so signing out forgets it with the rest of their data.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { loadAmplify } from './amplify';
import { useSession } from './session';

export const authenticatorKey = (userId: string) => ['user', userId, 'authenticator'] as const;

/** Tells the cache the answer the Security page has just made true. */
export const storeAuthenticatorApp = (userId: string, enabled: boolean): void => void queryClient.setQueryData(authenticatorKey(userId), enabled);

/** `data` is true once the person's authenticator app is verified and turned on; asked only when `wanted`. */
export function useAuthenticatorApp(wanted = true) {
  const config = useRuntimeConfig();
  const userId = useSession().user?._id;
  return useQuery({
    queryKey: authenticatorKey(userId ?? ''),
    enabled: wanted && !!userId,
    queryFn: async () => {
      const amplify = await loadAmplify(config);
      const { enabled } = await amplify.fetchMFAPreference();
      return enabled?.includes('TOTP') ?? false;
    },
    staleTime: 60_000,
  });
}

/**
 * The answer once a staff page has asked for it (the staff guard does), never asking itself: true
 * only when the app is known to be on. For what may only be asked of the API once it is.
 */
export function useAuthenticatorAppKnownOn(): boolean {
  const userId = useSession().user?._id;
  return useQuery<boolean>({ queryKey: authenticatorKey(userId ?? ''), queryFn: skipToken }).data === true;
}
