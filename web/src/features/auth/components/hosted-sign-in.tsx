/**
 * The Amplify Authenticator: every step of signing in (sign in, create
 * account, confirm sign-up with resend, forgot and reset password, forced new password, the
 * authenticator-app setup and codes where MFA is on, verify contact with Skip). Once it has
 * signed someone in, `children` shows while the session reads their record.
 */
import { Authenticator } from '@aws-amplify/ui-react';
// The theme before Amplify's own sheet: where two rules are equally specific, Amplify's has always won.
import './hosted-sign-in.css';
import '@aws-amplify/ui-react/styles.css';
import { useMemo, type ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { AmplifyClient } from '@/lib/auth/amplify';
import { authenticatorFormFields, authenticatorServices } from '../authenticator-setup';
import { FederatedSignIn } from './federated-sign-in';

interface HostedSignInProps {
  config: RuntimeConfig;
  client: AmplifyClient;
  children: ReactNode;
}

export function HostedSignIn({ config, client, children }: HostedSignInProps) {
  const services = useMemo(() => authenticatorServices(config), [config]);
  const formFields = useMemo(() => authenticatorFormFields(), []);
  const components = useMemo(() => {
    const Header = () => <FederatedSignIn config={config} client={client} />;
    return { SignIn: { Header }, SignUp: { Header } };
  }, [config, client]);

  return (
    // data-amplify-theme makes Amplify re-declare its component tokens here, so the shop's
    // colours and type (styles.css, "Sign-in pages") reach every part of the Authenticator.
    <div className="auth-theme" data-amplify-theme="lumiere">
      <Authenticator
        className="hosted-sign-in"
        loginMechanisms={['email']}
        signUpAttributes={['given_name', 'family_name', 'phone_number']}
        formFields={formFields}
        services={services}
        components={components}
      >
        {() => <>{children}</>}
      </Authenticator>
    </div>
  );
}
