/**
 * The verification-code modal of the custom sign-up (then /login): a native modal dialog, so
 * focus stays inside it and Escape closes it. It confirms the sign-up, or shows why not.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '@shared/messages';
import { signUpCodeSchema } from '@shared/sign-up';
import { TextField } from '@/components/form/fields';
import { Form, SubmitButton, useFormFailure } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import '../auth.css';
import './create-account-form.css';

interface VerificationDialogProps {
  open: boolean;
  /** Where the code went, as the identity service reported it. */
  destination: string;
  onVerify(code: string): Promise<void>;
  /** Sends a new code; false when no code was needed after all. */
  onResend(): Promise<boolean>;
  onClose(): void;
}

export function VerificationDialog({ open, destination, onVerify, onResend, onClose }: VerificationDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // What the last "Send a new code" came to; it stands in for the last Verify's message.
  const [resent, setResent] = useState<{ notice?: string; error?: string }>();
  const form = useSchemaForm(signUpCodeSchema, {
    normalise: { code: (typed) => typed.replace(/\s/g, '') },
    // Verify waits for a code, so an empty field needs no message of its own.
    reveal: { code: () => false },
    onSubmit: ({ code }) => {
      setResent(undefined);
      return onVerify(code);
    },
    failure: (cause) => (cause instanceof Error && cause.message ? cause.message : messages.verificationFailed),
  });
  const failure = useFormFailure(form);
  const error = resent ? resent.error : failure;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const resend = async () => {
    setResent({});
    try {
      if (await onResend()) setResent({ notice: `We sent a new code to ${destination}.` });
    } catch (cause) {
      setResent({ error: cause instanceof Error && cause.message ? cause.message : messages.verificationFailed });
    }
  };

  return (
    <dialog ref={dialog} className="auth-dialog" aria-labelledby={titleId} onClose={onClose}>
      <Form form={form} look="auth" className="auth-form">
        <h2 id={titleId} className="auth-dialog__title">
          Check your email
        </h2>
        <p className="auth-dialog__lede">
          We sent a verification code to <strong>{destination}</strong>. Enter it below to confirm your account.
        </p>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself as it opens: to its one field */}
        <TextField form={form} name="code" label="Verification code" inputMode="numeric" autoComplete="one-time-code" autoFocus />
        {error && (
          <p className="auth-error" role="alert">
            {error}
          </p>
        )}
        {resent?.notice && (
          <p className="auth-notice" role="status">
            {resent.notice}
          </p>
        )}
        <div className="auth-dialog__actions">
          <SubmitButton form={form} busyLabel="Verifying…" waitFor="filled" className="button button--primary">
            Verify
          </SubmitButton>
          <button type="button" className="auth-link-button" onClick={() => void resend()}>
            Send a new code
          </button>
        </div>
        <button type="button" className="auth-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </Form>
    </dialog>
  );
}
