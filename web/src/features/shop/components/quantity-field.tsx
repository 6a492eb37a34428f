/** How many: a number field between a minus and a plus button (at least 1). */
import { useId } from 'react';
import './order-form.css';
import './quantity-field.css';

const min = 1;
/** The cart schema's maximum per line. */
const max = 99;

export function QuantityField({ value, onChange }: { value: number; onChange(quantity: number): void }) {
  const id = useId();
  const set = (n: number) => onChange(Math.min(max, Math.max(min, Math.round(n) || min)));
  return (
    <div className="order-quantity">
      <label htmlFor={id} className="order-choice__legend">
        Quantity
      </label>
      <div className="order-quantity__control">
        <button type="button" className="order-quantity__step" onClick={() => set(value - 1)} disabled={value <= min} aria-label="One fewer">
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => set(event.target.valueAsNumber)}
          className="order-quantity__input"
          data-testid="quantity"
        />
        <button type="button" className="order-quantity__step" onClick={() => set(value + 1)} disabled={value >= max} aria-label="One more">
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
