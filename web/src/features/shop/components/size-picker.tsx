/** Sizes as a row of radio chips: native radios, so arrow keys move between them. */
import { useId } from 'react';
import './order-form.css';
import './size-picker.css';

interface SizePickerProps {
  sizes: readonly string[];
  value: string;
  onChange(size: string): void;
}

export function SizePicker({ sizes, value, onChange }: SizePickerProps) {
  const name = useId();
  return (
    <fieldset className="order-choice">
      <legend className="order-choice__legend">
        Size <span className="order-choice__value">{value} in</span>
      </legend>
      <div className="size-chips">
        {sizes.map((size) => (
          <label key={size} className="size-chip" data-testid="size-option" data-size={size}>
            <input type="radio" name={name} className="size-chip__input" value={size} checked={size === value} onChange={() => onChange(size)} />
            <span className="size-chip__label">{size}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
