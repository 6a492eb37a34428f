/**
 * One button per identity provider the runtime config lists (none locally), each sending the
 * shopper to the hosted UI with `signInWithRedirect`.
 */
import { useState } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { AmplifyClient } from '@/lib/auth/amplify';
import { federatedProviders, providerLabelOf, redirectProviderOf } from '@/lib/auth/amplify-config';
import '../auth.css';
import './federated-sign-in.css';

export function FederatedSignIn({ config, client }: { config: RuntimeConfig; client: AmplifyClient }) {
  const [error, setError] = useState<string>();
  const providers = federatedProviders(config);
  if (providers.length === 0) return null;

  return (
    <div className="federated-sign-in">
      <ul className="federated-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="button button--quiet federated-sign-in__button"
              onClick={() => {
                setError(undefined);
                client.signInWithRedirect({ provider: redirectProviderOf[provider] }).catch((cause: unknown) => {
                  setError(cause instanceof Error ? cause.message : String(cause));
                });
              }}
            >
              Continue with {providerLabelOf[provider]}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="auth-error" role="alert">
          {error}
        </p>
      )}
      <p className="federated-sign-in__or">
        <span>or</span>
      </p>
    </div>
  );
}
