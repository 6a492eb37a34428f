/**
 * `/login`: sign in or create an account with the Authenticator. Someone already signed
 * in goes on to `/` (or to the page that sent them here); so does someone who has just signed in,
 * once every step of the flow (e.g. verify contact) is done and their record has been read.
 */
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { messages } from '@shared/messages';
import { HostedSignIn, returnPathOf } from '@/features/auth';
import { useSession } from '@/lib/auth/session';
import { useAmplify } from '@/lib/auth/use-amplify';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { usePageTitle } from '@/lib/site';
import '@/features/auth/auth.css';
import '@/lib/auth/pending.css';

export default function LoginRoute() {
  usePageTitle('Sign in');
  const config = useRuntimeConfig();
  const session = useSession();
  const amplify = useAmplify();
  const returnPath = returnPathOf(useLocation().state);
  // Once the form is on screen it owns the flow until it is done, whatever the session says.
  const [formShown, setFormShown] = useState(false);
  const showForm = formShown || (session.status === 'guest' && amplify.status === 'ready');
  if (showForm && !formShown) setFormShown(true);

  if (!showForm && session.status === 'signedIn') return <Navigate to={returnPath} replace />;

  return (
    <section className="auth-page container" aria-labelledby="auth-page-title">
      <div className="auth-page__intro">
        <p className="eyebrow">Your account</p>
        <h1 id="auth-page-title">Welcome back</h1>
        <p className="auth-page__lede">Sign in to check out, upload the photos for your album and follow every order from design to delivery.</p>
        <ul className="auth-page__perks">
          <li>Your cart is kept for you, on every device</li>
          <li>Upload photos and approve designs from My Orders</li>
          <li>Album design included with every album</li>
        </ul>
        <p className="auth-page__aside">
          New here? You can also <Link to="/create-account">create an account with our short form</Link>.
        </p>
      </div>

      <div className="auth-page__panel">
        {session.problem && session.problem !== messages.configurationError && (
          <p className="auth-error" role="alert">
            {session.problem}
          </p>
        )}
        {amplify.status === 'error' ? (
          <p className="auth-error" role="alert" data-testid="configuration-error">
            {messages.configurationError}
          </p>
        ) : showForm && amplify.client ? (
          <HostedSignIn config={config} client={amplify.client}>
            {session.status === 'signedIn' ? (
              <Navigate to={returnPath} replace />
            ) : (
              <p className="auth-pending" role="status">
                Signing you in…
              </p>
            )}
          </HostedSignIn>
        ) : (
          <p className="auth-pending" role="status">
            Loading sign-in…
          </p>
        )}
      </div>
    </section>
  );
}
