/**
 * A modal dialog: the native `<dialog>` opened with showModal(), so the page
 * behind it is inert (focus cannot leave it) and Escape closes it. Focus goes back to where it
 * was when the dialog opened, or to `returnFocus()` when the next step lives elsewhere.
 * Its contents mount only while it is open, so every opening starts fresh.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Where focus goes when the dialog closes, instead of the element that opened it. */
  returnFocus?: () => HTMLElement | null | undefined;
  testId?: string;
}

export function Modal({ open, title, onClose, children, returnFocus, testId }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Read at close time: the latest callback, not the one of the render that opened the dialog.
  const focusTarget = useRef(returnFocus);
  focusTarget.current = returnFocus;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const closed = () => {
    const target = focusTarget.current?.() ?? opener.current;
    // After the browser's own focus fix-up, so ours wins.
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
    if (open) onClose();
  };

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={closed} data-testid={testId}>
      {open && (
        <div className="modal__body">
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
