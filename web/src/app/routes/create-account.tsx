/** `/create-account`: the studio's own sign-up form with its verification-code modal; then /login. */
import { Link } from 'react-router';
import { messages } from '@shared/messages';
import { CreateAccountForm } from '@/features/auth';
import { useAmplify } from '@/lib/auth/use-amplify';
import { usePageTitle } from '@/lib/site';
import '@/features/auth/auth.css';
import '@/lib/auth/pending.css';

export default function CreateAccountRoute() {
  usePageTitle('Create account');
  const amplify = useAmplify();

  return (
    <section className="auth-page container" aria-labelledby="auth-page-title">
      <div className="auth-page__intro">
        <p className="eyebrow">Join the studio</p>
        <h1 id="auth-page-title">Create an account</h1>
        <p className="auth-page__lede">One account for your cart, your orders and the photos for every album we design for you.</p>
        <ul className="auth-page__perks">
          <li>Check out in a few steps</li>
          <li>Upload photos and approve designs from My Orders</li>
          <li>We email a code to confirm it is you</li>
        </ul>
        <p className="auth-page__aside">
          Already have an account? <Link to="/login">Sign in</Link>.
        </p>
      </div>

      <div className="auth-page__panel">
        {amplify.status === 'error' ? (
          <p className="auth-error" role="alert" data-testid="configuration-error">
            {messages.configurationError}
          </p>
        ) : amplify.client ? (
          <CreateAccountForm client={amplify.client} />
        ) : (
          <p className="auth-pending" role="status">
            Loading…
          </p>
        )}
      </div>
    </section>
  );
}
