/**
 * Setting up an authenticator app, with the user pool directly (Amplify): `setUpTOTP` makes a new
 * key (shown as a QR code and as text), `verifyTOTPSetup` checks a code the app made from it, and
 * `updateMFAPreference` turns it on, so every sign-in from then on asks for a code. The server
 * reads the same setting from the pool, so nothing is sent to the shop's API.
 */
import { useMutation } from '@tanstack/react-query';
import { site } from '@/lib/site';
import { loadAmplify } from '@/lib/auth/amplify';
import { storeAuthenticatorApp } from '@/lib/auth/authenticator';
import { useRuntimeConfig } from '@/lib/runtime-config';

export interface AuthenticatorKey {
  /** The base32 key, for typing into an app by hand. */
  key: string;
  /** `otpauth://totp/…`, what the QR code holds. */
  uri: string;
}

export function useStartAuthenticatorSetup(email: string) {
  const config = useRuntimeConfig();
  return useMutation({
    mutationFn: async (): Promise<AuthenticatorKey> => {
      const amplify = await loadAmplify(config);
      const details = await amplify.setUpTOTP();
      return { key: details.sharedSecret, uri: details.getSetupUri(site.name, email).toString() };
    },
  });
}

export function useConfirmAuthenticator(userId: string) {
  const config = useRuntimeConfig();
  return useMutation({
    mutationFn: async (code: string) => {
      const amplify = await loadAmplify(config);
      await amplify.verifyTOTPSetup({ code });
      await amplify.updateMFAPreference({ totp: 'PREFERRED' });
    },
    onSuccess: () => storeAuthenticatorApp(userId, true),
  });
}

export function useTurnOffAuthenticator(userId: string) {
  const config = useRuntimeConfig();
  return useMutation({
    mutationFn: async () => (await loadAmplify(config)).updateMFAPreference({ totp: 'DISABLED' }),
    onSuccess: () => storeAuthenticatorApp(userId, false),
  });
}
