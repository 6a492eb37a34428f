/**
 * A product's own sections of the catalog form: its Stripe product and price ids, its shipping
 * box (weight in pounds, sides in inches, for the largest size) and its marketing features, one
 * short line each. Every value is checked by the schema the server uses when the form is sent.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { ProductDetailsDraft } from './item-draft';

type Input = (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactElement;

interface ProductFieldsProps {
  details: ProductDetailsDraft;
  onChange(change: Partial<ProductDetailsDraft>): void;
  /** The catalog form's field frame: label, input and the schema's message for `name`. */
  field(name: string, label: string, input: Input): ReactElement;
}

export function ProductFields({ details, onChange, field }: ProductFieldsProps) {
  const text = (key: keyof Omit<ProductDetailsDraft, 'marketingFeatures'>, name: string, label: string, extra: Record<string, string> = {}) =>
    field(name, label, (p) => <input {...p} {...extra} value={details[key]} onChange={(e) => onChange({ [key]: e.target.value })} />);
  const measure = (key: 'shippingWeight' | 'length' | 'width' | 'height', name: string, label: string) => text(key, name, label, { inputMode: 'decimal' });

  return (
    <>
      <fieldset className="catalog-form__options">
        <legend>Stripe</legend>
        <div className="catalog-form__grid">
          {text('stripeProductId', 'stripeProductId', 'Stripe product id', { placeholder: 'prod_…', spellCheck: 'false' })}
          {text('stripePriceId', 'stripePriceId', 'Stripe price id', { placeholder: 'price_…', spellCheck: 'false' })}
        </div>
      </fieldset>
      <fieldset className="catalog-form__options">
        <legend>Shipping (the box of the largest size)</legend>
        <div className="catalog-form__grid">
          {measure('shippingWeight', 'shippingWeight', 'Weight (lb)')}
          {measure('length', 'shippingDimensions.length', 'Length (in)')}
          {measure('width', 'shippingDimensions.width', 'Width (in)')}
          {measure('height', 'shippingDimensions.height', 'Height (in)')}
        </div>
      </fieldset>
      <MarketingFeatures lines={details.marketingFeatures} onChange={(marketingFeatures) => onChange({ marketingFeatures })} field={field} />
    </>
  );
}

function MarketingFeatures({ lines, onChange, field }: { lines: string[]; onChange(lines: string[]): void; field: ProductFieldsProps['field'] }) {
  const list = useRef<HTMLDivElement>(null);
  // After adding or removing a line the keyboard stays in the list: on the new line, or the add button.
  const [focusLine, setFocusLine] = useState<number>();
  useEffect(() => {
    if (focusLine === undefined) return;
    const inputs = list.current?.querySelectorAll<HTMLElement>('input, [data-add-feature]');
    inputs?.[Math.min(focusLine, inputs.length - 1)]?.focus();
    setFocusLine(undefined);
  }, [focusLine]);

  return (
    <fieldset className="catalog-form__options">
      <legend>Marketing features</legend>
      <div ref={list} className="catalog-form__features">
        {lines.map((line, i) => (
          // Lines have no ids of their own; their place in the list is what the admin edits.
          <div className="catalog-form__feature" key={i}>
            {field(`marketing_features.${i}`, `Feature ${i + 1}`, (p) => (
              <input {...p} value={line} maxLength={300} onChange={(e) => onChange(lines.map((l, j) => (i === j ? e.target.value : l)))} />
            ))}
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                onChange(lines.filter((_, j) => j !== i));
                setFocusLine(i);
              }}
            >
              Remove feature {i + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          data-add-feature
          className="button button--quiet"
          onClick={() => {
            onChange([...lines, '']);
            setFocusLine(lines.length);
          }}
        >
          Add feature
        </button>
      </div>
    </fieldset>
  );
}
