/**
 * The catalog form: names, category, options (size, pages, price, cost, design cost), covers,
 * images and whether a product is for sale; for a product also its subcategory, product number,
 * Stripe ids, shipping box and marketing features (product-fields.tsx). Used by the add pages and by the products page's edit modal. The
 * draft is checked with the server's own schema before it is sent; the server's refusal (a name
 * taken, someone else's save) is shown the same way.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { albumSizes, printSizes, productCategories } from '@shared/catalog';
import type { NewAlbum, NewProduct } from '@shared/catalog-admin';
import { ApiError } from '@/lib/api-client';
import { uploadCatalogImage } from '../api/upload-catalog-image';
import { CoverFields } from './cover-fields';
import { bodyOf, emptyOption, type ItemDraft, type OptionDraft, type ProductDetailsDraft } from './item-draft';
import { ProductFields } from './product-fields';
import './catalog-admin.css';

interface ItemFormProps {
  initial: ItemDraft;
  submitLabel: string;
  onSubmit(body: NewAlbum | NewProduct): Promise<void>;
  /** What a failure says when the server gives no reason of its own (from shared/messages). */
  failure: string;
}

export function ItemForm({ initial, submitLabel, onSubmit, failure }: ItemFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const album = draft.kind === 'album';
  const set = (change: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setDetails = (change: Partial<ProductDetailsDraft>) => setDraft((d) => ({ ...d, product: { ...d.product, ...change } }));
  const setOption = (i: number, change: Partial<OptionDraft>) => set({ options: draft.options.map((o, j) => (i === j ? { ...o, ...change } : o)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = bodyOf(draft);
    setErrors(checked.ok ? {} : checked.errors);
    setProblem(checked.ok ? undefined : 'Please correct the fields marked below.');
    if (!checked.ok) return;
    setBusy(true);
    try {
      await onSubmit(checked.body);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      setProblem(error instanceof ApiError && error.status !== 500 ? error.message : failure);
    } finally {
      setBusy(false);
    }
  };

  const uploading = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : failure);
    } finally {
      setBusy(false);
    }
  };
  const addImages = async (files: FileList | null) => {
    if (!files?.length) return;
    await uploading(async () => {
      const urls = await Promise.all([...files].map(uploadCatalogImage));
      set({ images: [...draft.images, ...urls.map((url) => ({ url, alt: draft.name }))] });
    });
  };

  const field = (name: string, label: string, input: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactElement) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className="catalog-form__field">
        <label htmlFor={fieldId}>{label}</label>
        {input({ id: fieldId, ...(error ? { 'aria-describedby': `${fieldId}-error`, 'aria-invalid': true } : {}) })}
        {error && (
          <p id={`${fieldId}-error`} className="catalog-form__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="catalog-form" onSubmit={submit} noValidate>
      {problem && (
        <p role="alert" className="catalog-form__problem">
          {problem}
        </p>
      )}
      {field(album ? 'albumName' : 'productName', album ? 'Album name' : 'Product name', (p) => (
        <input {...p} value={draft.name} onChange={(e) => set({ name: e.target.value })} required />
      ))}
      {!album &&
        field('category', 'Category', (p) => (
          <select {...p} value={draft.category} onChange={(e) => set({ category: e.target.value as ItemDraft['category'] })} required>
            <option value="">Choose a category</option>
            {productCategories.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        ))}
      {!album && (
        <div className="catalog-form__grid">
          {field('subcategory', 'Subcategory', (p) => (
            <input {...p} value={draft.product.subcategory} placeholder="Wall Art" onChange={(e) => setDetails({ subcategory: e.target.value })} />
          ))}
          {field('productNumber', 'Product number', (p) => (
            <input {...p} value={draft.product.productNumber} placeholder="WA-EDGE" onChange={(e) => setDetails({ productNumber: e.target.value })} />
          ))}
        </div>
      )}
      {field('tagline', 'Tagline', (p) => (
        <input {...p} value={draft.tagline} onChange={(e) => set({ tagline: e.target.value })} />
      ))}
      {field('description', 'Description', (p) => (
        <textarea {...p} rows={3} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
      ))}
      {!album && (
        <div className="catalog-form__row">
          <label className="catalog-form__check">
            <input type="checkbox" checked={draft.availableForPurchase} onChange={(e) => set({ availableForPurchase: e.target.checked })} />
            Available for purchase
          </label>
          {field('currency', 'Currency', (p) => (
            <input {...p} value={draft.currency} readOnly />
          ))}
        </div>
      )}

      <fieldset className="catalog-form__options">
        <legend>Options</legend>
        {errors[album ? 'albumOptions' : 'basePrice'] && <p className="catalog-form__error">{errors[album ? 'albumOptions' : 'basePrice']}</p>}
        {draft.options.map((option, i) => (
          <div className="catalog-form__option" key={option._id ?? `new-${i}`} data-testid="catalog-option">
            {field(`${album ? 'albumOptions' : 'productOptions'}.${i}.size`, 'Size', (p) => (
              <select {...p} value={option.size} onChange={(e) => setOption(i, { size: e.target.value })}>
                <option value="">Size</option>
                {(album ? albumSizes : printSizes).map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            ))}
            {album &&
              field(`albumOptions.${i}.pages`, 'Pages', (p) => (
                <input {...p} inputMode="numeric" value={option.pages} onChange={(e) => setOption(i, { pages: e.target.value })} />
              ))}
            {field(`${album ? 'albumOptions' : 'productOptions'}.${i}.price`, 'Price ($)', (p) => (
              <input {...p} inputMode="decimal" value={option.price} onChange={(e) => setOption(i, { price: e.target.value })} />
            ))}
            {field(`${album ? 'albumOptions' : 'productOptions'}.${i}.cost`, 'Cost ($)', (p) => (
              <input {...p} inputMode="decimal" value={option.cost} onChange={(e) => setOption(i, { cost: e.target.value })} />
            ))}
            {album &&
              field(`albumOptions.${i}.designCost`, 'Design cost ($)', (p) => (
                <input {...p} inputMode="decimal" value={option.designCost} onChange={(e) => setOption(i, { designCost: e.target.value })} />
              ))}
            <button type="button" className="button button--quiet" onClick={() => set({ options: draft.options.filter((_, j) => j !== i) })}>
              Remove option
            </button>
          </div>
        ))}
        <button type="button" className="button button--quiet" onClick={() => set({ options: [...draft.options, emptyOption()] })}>
          Add option
        </button>
        {!album &&
          field('basePrice', 'Base price ($, only without options)', (p) => (
            <input {...p} inputMode="decimal" value={draft.basePrice} onChange={(e) => set({ basePrice: e.target.value })} />
          ))}
        {album &&
          field('layFlatUpgradePrice', 'Lay-flat upgrade price ($, empty when not offered)', (p) => (
            <input {...p} inputMode="decimal" value={draft.layFlatUpgradePrice} onChange={(e) => set({ layFlatUpgradePrice: e.target.value })} />
          ))}
      </fieldset>

      <CoverFields covers={draft.covers} onChange={(covers) => set({ covers })} field={field} error={errors.coverOptions} uploading={uploading} />
      {!album && <ProductFields details={draft.product} onChange={setDetails} field={field} uploading={uploading} errors={errors} />}

      <fieldset className="catalog-form__images">
        <legend>Images</legend>
        {errors.images && <p className="catalog-form__error">{errors.images}</p>}
        <ul>
          {draft.images.map((image, i) => (
            <li key={image.url}>
              <img src={image.url} alt={image.alt} width={64} height={64} />
              {!album && (
                // The pages lead with the main picture; with none chosen, with the first image.
                <label className="catalog-form__check">
                  <input
                    type="radio"
                    name={`${id}-main-image`}
                    checked={(draft.product.mainImage || draft.images[0]?.url) === image.url}
                    onChange={() => setDetails({ mainImage: image.url })}
                  />
                  Main picture
                </label>
              )}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  set({ images: draft.images.filter((_, j) => j !== i) });
                  if (draft.product.mainImage === image.url) setDetails({ mainImage: '' });
                }}
              >
                Remove image {i + 1}
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor={`${id}-files`}>Add images</label>
        <input id={`${id}-files`} type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={(e) => void addImages(e.target.files)} />
      </fieldset>

      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
