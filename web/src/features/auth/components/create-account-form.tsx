/**
 * The custom sign-up of /create-account: names, email, a ten-digit US phone and a
 * password under the custom rule; the button waits until every field is filled. The sign-up is
 * confirmed in the verification-code modal, then the shopper signs in on /login.
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@shared/messages';
import { e164, tenDigitPhone } from '@shared/passwords';
import { customSignUpSchema, type CustomSignUp } from '@shared/sign-up';
import { PhoneField, TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { revealConfirmation } from '@/components/form/form-rules';
import { useSchemaForm } from '@/components/form/use-schema-form';
import type { AmplifyClient } from '@/lib/auth/amplify';
import { VerificationDialog } from './verification-dialog';
import '../auth.css';
import './create-account-form.css';

export function CreateAccountForm({ client }: { client: AmplifyClient }) {
  const navigate = useNavigate();
  const id = useId();
  const [pending, setPending] = useState<{ email: string; destination: string }>();
  const [dialogOpen, setDialogOpen] = useState(false);

  const signUp = async ({ firstName, lastName, email, phone, password }: CustomSignUp) => {
    const result = await client.signUp({
      username: email,
      password,
      options: {
        userAttributes: { email, given_name: firstName, family_name: lastName, phone_number: e164(phone) },
        // After the code, the shopper signs in on /login: no automatic sign-in.
        autoSignIn: false,
      },
    });
    if (result.nextStep.signUpStep === 'DONE') return void navigate('/login');
    const destination = result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? result.nextStep.codeDeliveryDetails.destination : undefined;
    setPending({ email, destination: destination ?? email });
    setDialogOpen(true);
  };

  const form = useSchemaForm(customSignUpSchema, {
    normalise: { phone: tenDigitPhone },
    reveal: { confirmPassword: revealConfirmation('password', 'confirmPassword') },
    deps: { password: ['confirmPassword'] },
    onSubmit: signUp,
    failure: (cause) => (cause instanceof Error && cause.message ? cause.message : messages.signUpFailed),
  });

  const verify = async (code: string) => {
    if (!pending) return;
    const result = await client.confirmSignUp({ username: pending.email, confirmationCode: code });
    if (result.nextStep.signUpStep !== 'DONE') throw new Error(messages.verificationFailed);
    setDialogOpen(false);
    navigate('/login');
  };

  return (
    <>
      <Form form={form} look="auth" className="auth-form auth-form--card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="auth-form__title">
          Create your account
        </h2>
        <div className="auth-form__row">
          <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
          <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <PhoneField form={form} name="phone" label="Phone" placeholder="10 digits" />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          // The rule, before it is broken; the same words turn into the error once it is.
          hint={messages.customPasswordRule}
        />
        <TextField form={form} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
        <FormError form={form} className="auth-error" />
        <SubmitButton form={form} busyLabel="Creating your account…" waitFor="filled" className="button button--primary auth-form__submit">
          Create account
        </SubmitButton>
        {pending && !dialogOpen && (
          <button type="button" className="auth-link-button" onClick={() => setDialogOpen(true)}>
            Enter your verification code
          </button>
        )}
      </Form>
      {pending && (
        <VerificationDialog
          open={dialogOpen}
          destination={pending.destination}
          onVerify={verify}
          onResend={async () => {
            try {
              await client.resendSignUpCode({ username: pending.email });
              return true;
            } catch (cause) {
              // Already confirmed (elsewhere) ends the step, without an error.
              if (!(cause instanceof Error) || cause.message !== messages.userAlreadyConfirmed) throw cause;
              setDialogOpen(false);
              navigate('/login');
              return false;
            }
          }}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}
