/**
 * The Add Address modal of /cart (spec §2, §5): street, city, one of the 50 US states and a zip
 * of 5 or 5+4 digits, checked against the schema the server uses. Submit waits until all four
 * are filled. The address is saved to the user record, then the session reads it again.
 */
import { useState, type FormEvent } from 'react';
import { addressSchema, usStates, type Address } from '@shared/address';
import { messages } from '@shared/messages';
import { TextField } from '@/features/shop/forms/text-field';
import { validate, type FieldErrors } from '@/features/shop/forms/validate';
import { ApiError } from '@/lib/api-client';
import { Modal } from './modal';
import '@/components/ui/forms.css';
import '../checkout.css';

type AddressField = keyof Address;
const fields: readonly AddressField[] = ['street', 'city', 'state', 'zip'];
const empty: Record<AddressField, string> = { street: '', city: '', state: '', zip: '' };

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
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const filled = fields.every((name) => values[name].trim() !== '');

  const set = (name: AddressField) => (value: string) => {
    setValues((was) => ({ ...was, [name]: value }));
    if (errors[name]) setErrors((was) => ({ ...was, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validate(addressSchema, values, fields);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    setProblem(undefined);
    try {
      await onSave(checked.data);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? (error.fields as FieldErrors<AddressField> | undefined) : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      setProblem(error instanceof Error && error.message ? error.message : messages.addressMissingFields);
      setSaving(false);
    }
  };

  return (
    <form className="address-form" onSubmit={submit} noValidate>
      <TextField label="Street" name="street" autoComplete="shipping street-address" value={values.street}
        onChange={(e) => set('street')(e.target.value)} error={errors.street} required autoFocus />
      <TextField label="City" name="city" autoComplete="shipping address-level2" value={values.city}
        onChange={(e) => set('city')(e.target.value)} error={errors.city} required />
      <div className="address-form__row">
        <StateSelect value={values.state} onChange={set('state')} error={errors.state} />
        <TextField label="Zip code" name="zip" autoComplete="shipping postal-code" inputMode="numeric" value={values.zip}
          onChange={(e) => set('zip')(e.target.value)} error={errors.zip} required maxLength={10} />
      </div>
      {problem && (
        <p className="checkout-error" role="alert">
          {problem}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={!filled || saving} data-testid="save-address">
          {saving ? 'Saving…' : 'Save address'}
        </button>
      </div>
    </form>
  );
}

function StateSelect({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  return (
    <div className={`shop-field${error ? ' shop-field--invalid' : ''}`}>
      <label htmlFor="address-state" className="shop-field__label">
        State
      </label>
      <select id="address-state" name="state" className="shop-field__control" value={value} required
        autoComplete="shipping address-level1" onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? 'address-state-error' : undefined}>
        <option value="">Choose a state</option>
        {Object.entries(usStates).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {error && (
        <p id="address-state-error" className="shop-field__error" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
