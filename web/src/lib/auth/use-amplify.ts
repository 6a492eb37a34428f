/** For the sign-in pages: Amplify, loaded and configured, or why it cannot be. */
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { loadAmplify, type AmplifyClient } from './amplify';

export type AmplifyState = { status: 'loading'; client?: undefined } | { status: 'ready'; client: AmplifyClient } | { status: 'error'; client?: undefined };

export function useAmplify(): AmplifyState {
  const config = useRuntimeConfig();
  const [state, setState] = useState<AmplifyState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    loadAmplify(config).then(
      (client) => alive && setState({ status: 'ready', client }),
      (error: unknown) => {
        // The shopper reads messages.configurationError; the cause is for the developer.
        console.error('Sign-in is unavailable:', error);
        if (alive) setState({ status: 'error' });
      },
    );
    return () => {
      alive = false;
    };
  }, [config]);
  return state;
}
