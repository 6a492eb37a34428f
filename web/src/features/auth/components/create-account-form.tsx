/**
 * The custom sign-up of /create-account (spec §2, §5): names, email, a ten-digit US phone and a
 * password under the custom rule; the button waits until every field is filled. The sign-up is
 * confirmed in the verification-code modal, then the shopper signs in on /login.
 */
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@shared/messages';
import { customPasswordProblem, e164, tenDigitPhone } from '@shared/passwords';
import type { AmplifyClient } from '@/lib/auth/amplify';
import { VerificationDialog } from './verification-dialog';
import '../auth.css';
import './create-account-form.css';

const fields = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;
const empty: Values = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

export function CreateAccountForm({ client }: { client: AmplifyClient }) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<{ email: string; destination: string }>();
  const [dialogOpen, setDialogOpen] = useState(false);

  const passwordProblem = values.password ? customPasswordProblem(values.password) : undefined;
  const mismatch = values.confirmPassword && values.confirmPassword !== values.password
    ? messages.customPasswordMismatch
    : undefined;
  const shownPasswordProblem = touched.password ? passwordProblem : undefined;
  const shownMismatch = touched.confirmPassword ? mismatch : undefined;
  const allFilled = fields.every((field) => values[field].trim() !== '');

  const set = (field: Field, value: string) =>
    setValues((was) => ({ ...was, [field]: field === 'phone' ? tenDigitPhone(value) : value }));
  const touch = (field: Field) => setTouched((was) => ({ ...was, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, confirmPassword: true });
    if (passwordProblem || mismatch) return;
    setSubmitting(true);
    setError(undefined);
    const email = values.email.trim();
    try {
      const result = await client.signUp({
        username: email,
        password: values.password,
        options: {
          userAttributes: {
            email,
            given_name: values.firstName.trim(),
            family_name: values.lastName.trim(),
            phone_number: e164(values.phone),
          },
          // spec §4: after the code, the shopper signs in on /login.
          autoSignIn: false,
        },
      });
      if (result.nextStep.signUpStep === 'DONE') return void navigate('/login');
      const destination =
        result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' ? result.nextStep.codeDeliveryDetails.destination : undefined;
      setPending({ email, destination: destination ?? email });
      setDialogOpen(true);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : messages.signUpFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const verify = async (code: string) => {
    if (!pending) return;
    const result = await client.confirmSignUp({ username: pending.email, confirmationCode: code });
    if (result.nextStep.signUpStep !== 'DONE') throw new Error(messages.verificationFailed);
    setDialogOpen(false);
    navigate('/login');
  };

  const input = (field: Field, label: string, props: InputHTMLAttributes<HTMLInputElement>, problem?: string, hint?: string) => (
    <div className="auth-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        onBlur={() => touch(field)}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || hint ? `${id}-${field}-note` : undefined}
        {...props}
      />
      {problem ? (
        <p id={`${id}-${field}-note`} className="auth-field__problem" role="alert">
          {problem}
        </p>
      ) : (
        hint && (
          <p id={`${id}-${field}-note`} className="auth-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );

  return (
    <>
      <form className="auth-form auth-form--card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="auth-form__title">
          Create your account
        </h2>
        <div className="auth-form__row">
          {input('firstName', 'First name', { autoComplete: 'given-name' })}
          {input('lastName', 'Last name', { autoComplete: 'family-name' })}
        </div>
        {input('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {input('phone', 'Phone', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', placeholder: '10 digits' })}
        {input(
          'password',
          'Password',
          { type: 'password', autoComplete: 'new-password' },
          shownPasswordProblem,
          // The rule, before it is broken; the same words turn into the error once it is.
          messages.customPasswordRule,
        )}
        {input('confirmPassword', 'Confirm password', { type: 'password', autoComplete: 'new-password' }, shownMismatch)}
        {error && (
          <p className="auth-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary auth-form__submit" disabled={!allFilled || submitting}>
          {submitting ? 'Creating your account…' : 'Create account'}
        </button>
        {pending && !dialogOpen && (
          <button type="button" className="auth-link-button" onClick={() => setDialogOpen(true)}>
            Enter your verification code
          </button>
        )}
      </form>
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
              // spec §8: already confirmed (elsewhere) ends the step, without an error.
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
