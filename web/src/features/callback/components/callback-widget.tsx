/**
 * The home page's callback request (spec §2, §5, §8): a button in the corner opens a small form;
 * sending it shows success or the error, in the spec's words. Focus goes into the form when it
 * opens, to the outcome when there is one, and back to the button when it closes (Escape too).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { callbackRequestSchema } from '@shared/callbacks';
import { messages } from '@shared/messages';
import { tenDigitPhone } from '@shared/passwords';
import { TextAreaField, PhoneField, TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { site } from '@/lib/site';
import { requestCallback } from '../api/request-callback';
import './callback-widget.css';

export function CallbackWidget() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const form = useSchemaForm(callbackRequestSchema, {
    normalise: { phone: tenDigitPhone },
    onSubmit: async (request, { reset }) => {
      await requestCallback(request);
      reset();
      flushSync(() => setSent(true));
      success.current?.focus();
    },
    // spec §8: the API said no, or could not be reached.
    failure: (error) => (error instanceof ApiError ? messages.callbackFailed : messages.callbackThrown),
  });

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input')?.focus();
    else if (wasOpen.current) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => {
    setOpen(false);
    setSent(false);
  };

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
          ref={panel}
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
          {sent ? (
            <div ref={success} tabIndex={-1} className="callback__success" role="status" data-testid="callback-outcome">
              <p>{messages.callbackSubmitted}</p>
              <button type="button" className="button button--quiet" onClick={close}>
                Close
              </button>
            </div>
          ) : (
            <Form form={form} className="callback__form">
              <p className="callback__intro">Leave your details and we will call you back during studio hours, {site.hours}.</p>
              <div className="callback__names">
                <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
                <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
              </div>
              <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
              <PhoneField form={form} name="phone" label="Phone" />
              <TextAreaField form={form} name="message" label="Message" rows={3} />
              <FormError form={form} className="shop-form-error" takeFocus data-testid="callback-outcome" />
              <SubmitButton form={form} busyLabel="Sending…" className="button button--primary shop-wide">
                Request callback
              </SubmitButton>
            </Form>
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
