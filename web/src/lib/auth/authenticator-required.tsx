/**
 * What a staff page shows to staff without an authenticator app (the server would refuse every
 * call of the page anyway): why, and the way to the Security page that sets one up.
 */
import { Link } from 'react-router';
import { staffNeedAuthenticatorApp } from '@shared/roles';
import { usePageTitle } from '@/lib/site';
import './authenticator-required.css';

export const securityPath = '/account/security';

export function AuthenticatorRequired() {
  usePageTitle('Set up your authenticator app');
  return (
    <section className="authenticator-required container" aria-labelledby="authenticator-required-title" data-testid="authenticator-required">
      <p className="eyebrow">Studio</p>
      <h1 id="authenticator-required-title">Set up your authenticator app</h1>
      <p>{staffNeedAuthenticatorApp}</p>
      <p>
        It takes a minute: scan a code with an app such as Google Authenticator, 1Password or Authy, then type the 6-digit code it shows. From then on you sign
        in with your password and a code from the app.
      </p>
      <Link to={securityPath} className="button button--primary">
        Set up an authenticator app
      </Link>
    </section>
  );
}
