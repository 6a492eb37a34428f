/**
 * The shipping addresses on the signed-in customer's record, as radios, and the
 * button that opens Add Address. The group is focusable as a whole, so the checkout can send the
 * shopper back to it ("Select a different address").
 */
import { forwardRef } from 'react';
import type { Address } from '@shared/address';
import { usStates } from '@shared/address';
import '../checkout.css';

interface AddressChoiceProps {
  addresses: readonly Address[];
  selected: number | undefined;
  onSelect(index: number): void;
  onAdd(): void;
  /** Why checkout cannot go on yet (no address chosen), read with the group. */
  error?: string;
}

export const formatAddress = (a: Address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export const AddressChoice = forwardRef<HTMLFieldSetElement, AddressChoiceProps>(function AddressChoice({ addresses, selected, onSelect, onAdd, error }, ref) {
  return (
    <fieldset ref={ref} tabIndex={-1} className="address-choice" data-testid="address-choice" aria-describedby={error ? 'address-choice-error' : undefined}>
      <legend className="address-choice__legend">Shipping address</legend>
      {addresses.length === 0 ? (
        <p className="address-choice__none">Add the address your order should go to.</p>
      ) : (
        <ul className="address-choice__list">
          {addresses.map((address, index) => (
            <li key={`${formatAddress(address)}-${index}`}>
              <label className="address-choice__option" data-testid="address-option">
                <input type="radio" name="shipping-address" checked={selected === index} onChange={() => onSelect(index)} />
                <span>
                  <span className="address-choice__street">{address.street}</span>
                  <span className="address-choice__place">
                    {address.city}, {usStates[address.state]} {address.zip}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="address-choice-error" className="checkout-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button--quiet address-choice__add" onClick={onAdd} data-testid="add-address">
        Add Address
      </button>
    </fieldset>
  );
});
