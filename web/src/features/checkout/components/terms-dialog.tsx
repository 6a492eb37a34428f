/**
 * The album design terms step of checkout: every line is designed by the studio, so
 * the terms are acknowledged before the order is placed. Confirm waits for the tick.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@shared/messages';
import { Modal } from '@/components/ui/modal';
import '../checkout.css';

interface TermsDialogProps {
  open: boolean;
  onClose(): void;
  onConfirm(): void;
}

export function TermsDialog({ open, onClose, onConfirm }: TermsDialogProps) {
  return (
    <Modal open={open} title="Album design terms" onClose={onClose} testId="terms-dialog">
      <TermsForm onConfirm={onConfirm} onCancel={onClose} />
    </Modal>
  );
}

function TermsForm({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const [agreed, setAgreed] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (agreed) onConfirm();
      }}
    >
      <p className="modal__lede">
        Our designers lay out every album from the photos you upload after checkout. Your album design is included; revisions beyond it need a separately bought
        package. Please read the{' '}
        <Link to="/terms-and-conditions/album-design" target="_blank" rel="noopener">
          album design terms (opens in a new tab)
        </Link>{' '}
        before you go on.
      </p>
      <label className="modal__check">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself as it opens: to the box it asks to tick */}
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} autoFocus />
        <span>{messages.termsCheckbox}</span>
      </label>
      <div className="modal__actions">
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={!agreed}>
          Confirm
        </button>
      </div>
    </form>
  );
}
