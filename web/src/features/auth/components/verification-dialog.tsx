/**
 * The verification-code modal of the custom sign-up (spec §2, §4): a native modal dialog, so
 * focus stays inside it and Escape closes it. It confirms the sign-up, or shows why not.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { messages } from '@shared/messages';
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
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await onVerify(code.trim());
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : messages.verificationFailed);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(undefined);
    setNotice(undefined);
    try {
      if (await onResend()) setNotice(`We sent a new code to ${destination}.`);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : messages.verificationFailed);
    }
  };

  return (
    <dialog ref={dialog} className="auth-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form className="auth-form" onSubmit={verify}>
        <h2 id={titleId} className="auth-dialog__title">
          Check your email
        </h2>
        <p className="auth-dialog__lede">
          We sent a verification code to <strong>{destination}</strong>. Enter it below to confirm your account.
        </p>
        <div className="auth-field">
          <label htmlFor={`${titleId}-code`}>Verification code</label>
          <input
            id={`${titleId}-code`}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            autoFocus
          />
        </div>
        {error && (
          <p className="auth-error" role="alert">
            {error}
          </p>
        )}
        {notice && (
          <p className="auth-notice" role="status">
            {notice}
          </p>
        )}
        <div className="auth-dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy || !code.trim()}>
            {busy ? 'Verifying…' : 'Verify'}
          </button>
          <button type="button" className="auth-link-button" onClick={() => void resend()}>
            Send a new code
          </button>
        </div>
        <button type="button" className="auth-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </form>
    </dialog>
  );
}
