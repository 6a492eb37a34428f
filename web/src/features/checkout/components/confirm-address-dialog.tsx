/** The last step before payment: ship to this address, or go back and choose another. */
import { usStates, type Address } from '@shared/address';
import { messages } from '@shared/messages';
import { Modal } from '@/components/ui/modal';
import '../checkout.css';

interface ConfirmAddressDialogProps {
  open: boolean;
  address: Address | undefined;
  onConfirm(): void;
  onChooseAnother(): void;
  onClose(): void;
  /** Where focus goes after "Select a different address": the address list. */
  returnFocus(): HTMLElement | null | undefined;
}

export function ConfirmAddressDialog({ open, address, onConfirm, onChooseAnother, onClose, returnFocus }: ConfirmAddressDialogProps) {
  return (
    <Modal open={open} title="Ship to this address?" onClose={onClose} returnFocus={returnFocus} testId="confirm-address-dialog">
      {address ? (
        <address className="modal__address" data-testid="confirm-address">
          {address.street}
          <br />
          {address.city}, {usStates[address.state]} {address.zip}
        </address>
      ) : (
        <p className="checkout-error" role="alert">
          {messages.mustSelectAddress}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--quiet" onClick={onChooseAnother}>
          Select a different address
        </button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself as it opens: to the answer it asks for */}
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={!address} autoFocus>
          Yes, use this address
        </button>
      </div>
    </Modal>
  );
}
