/**
 * Account → Security: the signed-in person's authenticator app. Without one, they can set one up
 * (scan the QR code or type the key, then prove it with a code); with one, every sign-in asks for
 * its code. Staff must have one (the staff console and the server refuse them without); a
 * customer may add one and turn it off again.
 */
import { Link } from 'react-router';
import { authenticatorCodeSchema } from '@shared/authenticator';
import { isStaff, type User } from '@shared/users';
import { TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAuthenticatorApp } from '@/lib/auth/authenticator';
import { useConfirmAuthenticator, useStartAuthenticatorSetup, useTurnOffAuthenticator, type AuthenticatorKey } from '../api/authenticator-app';
import { KeyQrCode } from './key-qr-code';
import './security.css';

export function SecurityPage({ user }: { user: User }) {
  const app = useAuthenticatorApp();
  const staff = isStaff(user.role);
  return (
    <section className="security-page container" aria-labelledby="security-title">
      <p className="eyebrow">Account</p>
      <h1 id="security-title">Security</h1>
      <h2>Authenticator app</h2>
      {app.isPending ? (
        <p role="status">Checking your sign-in settings…</p>
      ) : app.isError ? (
        <div role="alert" className="security-page__problem">
          <p>We could not read your sign-in settings.</p>
          <button type="button" className="button button--quiet" onClick={() => void app.refetch()}>
            Try again
          </button>
        </div>
      ) : app.data ? (
        <AppOn user={user} staff={staff} />
      ) : (
        <AppSetup user={user} staff={staff} />
      )}
    </section>
  );
}

function AppOn({ user, staff }: { user: User; staff: boolean }) {
  const turnOff = useTurnOffAuthenticator(user._id);
  return (
    <div data-testid="authenticator-on">
      <p className="security-page__state">Your authenticator app is on: each sign-in asks for a code from it.</p>
      {staff ? (
        <p>
          Staff accounts keep it on. <Link to="/admin/outstanding-orders">Go to the studio console</Link>
        </p>
      ) : (
        <>
          <button type="button" className="button button--quiet" disabled={turnOff.isPending} onClick={() => turnOff.mutate()}>
            {turnOff.isPending ? 'Turning off…' : 'Turn off the authenticator app'}
          </button>
          {turnOff.isError && (
            <p role="alert" className="shop-form-error">
              It could not be turned off. Please try again.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function AppSetup({ user, staff }: { user: User; staff: boolean }) {
  const start = useStartAuthenticatorSetup(user.email);
  return (
    <div data-testid="authenticator-off">
      <p>
        {staff
          ? 'Staff accounts need an authenticator app: until it is set up, the studio console stays closed.'
          : 'Add a second step to your sign-in: a 6-digit code from an app on your phone, such as Google Authenticator, 1Password or Authy.'}
      </p>
      {start.data ? (
        <SetupSteps userId={user._id} setup={start.data} />
      ) : (
        <>
          <button type="button" className="button button--primary" disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? 'Preparing…' : 'Set up an authenticator app'}
          </button>
          {start.isError && (
            <p role="alert" className="shop-form-error">
              The set-up could not start. Please try again.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The key in groups of four, as authenticator apps show keys: easier to type without losing one's place. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/** Once the code is right, the cache says the app is on and the page shows that instead of these steps. */
function SetupSteps({ userId, setup }: { userId: string; setup: AuthenticatorKey }) {
  const confirm = useConfirmAuthenticator(userId);
  const form = useSchemaForm(authenticatorCodeSchema, {
    onSubmit: async ({ code }) => void (await confirm.mutateAsync(code)),
    failure: codeProblem,
  });
  return (
    <ol className="security-steps">
      <li>
        <p>Scan this code with your authenticator app:</p>
        <KeyQrCode uri={setup.uri} />
      </li>
      <li>
        <p>Or type this key into the app:</p>
        <code className="security-key" data-testid="authenticator-key">
          {grouped(setup.key)}
        </code>
      </li>
      <li>
        <Form form={form} className="security-code-form">
          <TextField form={form} name="code" label="The 6-digit code the app shows" inputMode="numeric" autoComplete="one-time-code" />
          <FormError form={form} className="shop-form-error" />
          <SubmitButton form={form} busyLabel="Checking…" className="button button--primary">
            Turn on
          </SubmitButton>
        </Form>
      </li>
    </ol>
  );
}

function codeProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException')
    return 'That code did not match. Check that the time on your phone is right, and type the code the app shows now.';
  return 'The code could not be checked. Please try again.';
}
