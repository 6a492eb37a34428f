/**
 * The home page's callback request (spec §2, §5, §8): a button in the corner opens a small form;
 * sending it shows success or the error, in the spec's words. Focus goes into the form when it
 * opens, to the outcome when there is one, and back to the button when it closes (Escape too).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { callbackRequestSchema } from '@shared/callbacks';
import { messages } from '@shared/messages';
import { TextField } from '@/features/shop/forms/text-field';
import { phoneDigits, validate, type FieldErrors } from '@/features/shop/forms/validate';
import { ApiError } from '@/lib/api-client';
import { site } from '@/lib/site';
import { requestCallback } from '../api/request-callback';
import '@/components/ui/forms.css';
import './callback-widget.css';

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
type FieldName = (typeof fieldNames)[number];
type Values = Record<FieldName, string>;
const empty: Values = { firstName: '', lastName: '', email: '', phone: '', message: '' };

type Status = 'editing' | 'submitting' | 'success' | 'failed' | 'thrown';

export function CallbackWidget() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  // Until the first send, a field is not marked wrong while it is being typed.
  const [tried, setTried] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('input')?.focus();
    else if (wasOpen.current) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => {
    setOpen(false);
    if (status === 'success') setStatus('editing');
  };

  const set = (name: FieldName, value: string) => {
    const next = { ...values, [name]: name === 'phone' ? phoneDigits(value) : value };
    setValues(next);
    if (tried) {
      const checked = validate(callbackRequestSchema, next, fieldNames);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const checked = validate(callbackRequestSchema, values, fieldNames);
    if (!checked.ok) {
      setTried(true);
      flushSync(() => setErrors(checked.errors));
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setStatus('submitting');
    try {
      await requestCallback(checked.data);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.fields) setErrors(apiError.fields as FieldErrors<FieldName>);
      flushSync(() => setStatus(apiError ? 'failed' : 'thrown'));
      outcome.current?.focus();
      return;
    }
    setValues(empty);
    setTried(false);
    flushSync(() => setStatus('success'));
    outcome.current?.focus();
  };

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    required: true,
  });

  return (
    <div className="callback" data-testid="callback-widget">
      {!open && (
        <button
          ref={trigger}
          type="button"
          className="callback__trigger"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <PhoneIcon />
          <span className="callback__trigger-label">Request a callback</span>
        </button>
      )}
      {open && (
        <section
          className="callback__panel"
          role="dialog"
          aria-labelledby={`${id}-title`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <header className="callback__header">
            <h2 id={`${id}-title`} className="callback__title">
              Request a callback
            </h2>
            <button type="button" className="callback__close" onClick={close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {status === 'success' ? (
            <div ref={outcome} tabIndex={-1} className="callback__success" role="status" data-testid="callback-outcome">
              <p>{messages.callbackSubmitted}</p>
              <button type="button" className="button button--quiet" onClick={close}>
                Close
              </button>
            </div>
          ) : (
            <form ref={form} className="callback__form" noValidate onSubmit={submit} aria-busy={status === 'submitting'}>
              <p className="callback__intro">Leave your details and we will call you back during studio hours, {site.hours}.</p>
              <div className="callback__names">
                <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
                <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
              </div>
              <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
              <TextField
                label="Phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={messages.callbackPhone}
                {...field('phone')}
              />
              <TextField label="Message" multiline rows={3} {...field('message')} />
              {(status === 'failed' || status === 'thrown') && (
                <div ref={outcome} tabIndex={-1} className="shop-form-error" role="alert" data-testid="callback-outcome">
                  {status === 'failed' ? messages.callbackFailed : messages.callbackThrown}
                </div>
              )}
              <button type="submit" className="button button--primary shop-wide" aria-disabled={status === 'submitting'}>
                {status === 'submitting' ? 'Sending…' : 'Request callback'}
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}

const PhoneIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.6} aria-hidden="true" focusable="false">
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" strokeLinejoin="round" />
  </svg>
);
