/**
 * The home page's callback request: a button in the corner opens a small form;
 * sending it shows success or the error, in the spec's words. Focus goes into the form when it
 * opens, to the outcome when there is one, and back to the button when it closes (Escape too).
 * The form itself is callback-form.tsx.
 */
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { callbackMessages } from '@shared/callback-messages';
import type { CallbackDraft } from './callback-form';
import './callback-widget.css';

/**
 * The form (the form kit, the request's schema and zod) is fetched when the panel opens, or
 * when the button is first pointed at or focused: a page's first load carries none of it. The
 * panel opens once the form is there, so it opens with focus in its first field, as before.
 */
const loadForm = () => import('./callback-form');
const prefetchForm = () => void loadForm().catch(() => undefined);
type CallbackFormComponent = ComponentType<{ draft: CallbackDraft; onDraft(draft: CallbackDraft): void; onSent(): void }>;

export function CallbackWidget() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [CallbackForm, setCallbackForm] = useState<CallbackFormComponent>();
  const [sent, setSent] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // Closing the panel unmounts the form; what was typed is kept here for when it opens again.
  const draft = useRef<CallbackDraft>({});
  const keepDraft = useCallback((values: CallbackDraft) => {
    draft.current = values;
  }, []);
  const showSent = () => {
    flushSync(() => setSent(true));
    // Sent: the form is gone (unmounted above), and a new request starts empty.
    draft.current = {};
    success.current?.focus();
  };

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
          onClick={() => {
            loadForm()
              .then(({ default: form }) => {
                setCallbackForm(() => form);
                setOpen(true);
              })
              .catch((error: unknown) => console.error('The callback form could not load:', error));
          }}
          onPointerEnter={prefetchForm}
          onFocus={prefetchForm}
        >
          <PhoneIcon />
          <span className="callback__trigger-label">Request a callback</span>
        </button>
      )}
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog from any field inside it, as the dialog pattern asks
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
              <p>{callbackMessages.callbackSubmitted}</p>
              <button type="button" className="button button--quiet" onClick={close}>
                Close
              </button>
            </div>
          ) : (
            CallbackForm && <CallbackForm draft={draft.current} onDraft={keepDraft} onSent={showSent} />
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
