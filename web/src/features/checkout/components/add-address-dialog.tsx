/**
 * The Add Address modal of /cart: street, city, one of the 50 US states and a zip
 * of 5 or 5+4 digits, checked against the schema the server uses. Submit waits until all four
 * are filled. The address is saved to the user record, then the session reads it again.
 */
import { addressSchema, usStates, type Address } from '@shared/address';
import { messages } from '@shared/messages';
import { SelectField, TextField } from '@/components/form/fields';
import { Form, FormError, SubmitButton } from '@/components/form/form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Modal } from '@/components/ui/modal';
import '../checkout.css';

interface AddAddressDialogProps {
  open: boolean;
  onClose(): void;
  /** Saves the address; throws with the reason when it could not. */
  onSave(address: Address): Promise<void>;
}

export function AddAddressDialog({ open, onClose, onSave }: AddAddressDialogProps) {
  return (
    <Modal open={open} title="Add a shipping address" onClose={onClose} testId="add-address-dialog">
      <AddressForm onSave={onSave} onCancel={onClose} />
    </Modal>
  );
}

function AddressForm({ onSave, onCancel }: { onSave: AddAddressDialogProps['onSave']; onCancel(): void }) {
  const form = useSchemaForm(addressSchema, {
    onSubmit: onSave,
    failure: (error) => (error instanceof Error && error.message ? error.message : messages.addressMissingFields),
  });

  return (
    <Form form={form} className="address-form">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself as it opens: to its first field */}
      <TextField form={form} name="street" label="Street" autoComplete="shipping street-address" autoFocus />
      <TextField form={form} name="city" label="City" autoComplete="shipping address-level2" />
      <div className="address-form__row">
        <SelectField form={form} name="state" label="State" options={usStates} placeholder="Choose a state" autoComplete="shipping address-level1" />
        <TextField form={form} name="zip" label="Zip code" autoComplete="shipping postal-code" inputMode="numeric" maxLength={10} />
      </div>
      <FormError form={form} className="checkout-error" />
      <div className="modal__actions">
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton form={form} busyLabel="Saving…" waitFor="filled" className="button button--primary" data-testid="save-address">
          Save address
        </SubmitButton>
      </div>
    </Form>
  );
}
