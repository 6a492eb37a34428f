/**
 * A product's own sections of the catalog form: its Stripe product and price ids, its shipping
 * box (weight in pounds, sides in inches, for the largest size), its marketing features, one
 * short line each, and the pictures of its covers. Every value is checked by the schema the server uses when the form is sent.
 */
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { uploadCatalogImage } from '../api/upload-catalog-image';
import type { ProductDetailsDraft } from './item-draft';

type Input = (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactElement;

interface ProductFieldsProps {
  details: ProductDetailsDraft;
  onChange(change: Partial<ProductDetailsDraft>): void;
  /** The catalog form's field frame: label, input and the schema's message for `name`. */
  field(name: string, label: string, input: Input): ReactElement;
  /** Runs an upload with the form busy meanwhile, its failure shown as the form's problem. */
  uploading(work: () => Promise<void>): Promise<void>;
  /** The schema's messages by field. */
  errors: Record<string, string>;
}

type TextKey = Exclude<keyof ProductDetailsDraft, 'marketingFeatures' | 'coverPhotos'>;

export function ProductFields({ details, onChange, field, uploading, errors }: ProductFieldsProps) {
  const text = (key: TextKey, name: string, label: string, extra: Record<string, string> = {}) =>
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
      <CoverPhotos photos={details.coverPhotos} onChange={(coverPhotos) => onChange({ coverPhotos })} uploading={uploading} error={errors.coverPhotos} />
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

function CoverPhotos(props: {
  photos: ProductDetailsDraft['coverPhotos'];
  onChange(photos: ProductDetailsDraft['coverPhotos']): void;
  uploading: ProductFieldsProps['uploading'];
  error?: string;
}) {
  const { photos, onChange, uploading, error } = props;
  const inputId = useId();
  const add = (files: FileList | null) =>
    files?.length &&
    uploading(async () => {
      const urls = await Promise.all([...files].map(uploadCatalogImage));
      onChange([...photos, ...urls.map((url) => ({ url, alt: 'Cover photo' }))]);
    });
  return (
    <fieldset className="catalog-form__images">
      <legend>Cover photos</legend>
      {error && <p className="catalog-form__error">{error}</p>}
      {photos.length === 0 && <p className="catalog-form__hint">No cover photos yet.</p>}
      <ul>
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <img src={photo.url} alt={photo.alt} width={64} height={64} />
            <button type="button" className="button button--quiet" onClick={() => onChange(photos.filter((_, j) => j !== i))}>
              Remove cover photo {i + 1}
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId}>Add cover photos</label>
      <input id={inputId} type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(e) => void add(e.target.files)} />
    </fieldset>
  );
}
