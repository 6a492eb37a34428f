/**
 * The promotion form (create and edit): name, a percentage or an amount off each item, the albums
 * and products it applies to (from the catalog, or every album / every product), when it starts
 * and ends in the studio's local time, and an optional code. The draft is checked with the
 * server's own schema before it is sent; the server's refusal is shown the same way, and a
 * conflict (someone saved it meanwhile) says so with Reload instead of overwriting their change.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { promotionLimits, promotionMessages } from '@shared/promotion-messages';
import { ApiError } from '@/lib/api-client';
import type { Checked, PromotionDraft } from './promotion-draft';
import '../promotions.css';

/** The catalog's album and product names to choose from (undefined while they load). */
export interface CatalogNames {
  albums?: readonly string[];
  products?: readonly string[];
}

interface PromotionFormProps {
  initial: PromotionDraft;
  catalog: CatalogNames;
  submitLabel: string;
  /** The body checked by the schema, or the messages by field. */
  check(draft: PromotionDraft): Checked<object>;
  onSubmit(body: object): Promise<void>;
  /** Reads the promotion again after a conflict and starts the form over from it. */
  onReload?: () => Promise<void>;
}

type FieldInput = (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactElement;

export function PromotionForm({ initial, catalog, submitLabel, check, onSubmit, onReload }: PromotionFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<PromotionDraft>) => setDraft((d) => ({ ...d, ...change }));
  const toggle = (list: 'albums' | 'products', name: string, on: boolean) =>
    setDraft((d) => ({ ...d, [list]: on ? [...d[list], name] : d[list].filter((n) => n !== name) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = check(draft);
    setConflict(false);
    setErrors(checked.ok ? {} : checked.errors);
    setProblem(checked.ok ? undefined : 'Please correct the fields marked below.');
    if (!checked.ok) return;
    setBusy(true);
    try {
      await onSubmit(checked.body);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
      setConflict(error instanceof ApiError && error.status === 409 && !!onReload);
      setProblem(error instanceof ApiError && error.status < 500 && error.message ? error.message : 'The promotion could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    if (!onReload) return;
    setBusy(true);
    try {
      await onReload();
    } catch {
      setProblem('The promotion could not be read again. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, input: FieldInput, hint?: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const described = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ');
    return (
      <div className="promotion-form__field">
        <label htmlFor={fieldId}>{label}</label>
        {input({ id: fieldId, ...(described ? { 'aria-describedby': described } : {}), ...(error ? { 'aria-invalid': true } : {}) })}
        {hint && (
          <p id={`${fieldId}-hint`} className="promotion-form__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${fieldId}-error`} className="promotion-form__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const itemError = (list: 'albums' | 'products') => errors[list] ?? Object.entries(errors).find(([key]) => key.startsWith(`${list}.`))?.[1];

  const picker = (list: 'albums' | 'products', every: 'allAlbums' | 'allProducts', legend: string, names: readonly string[] | undefined) => {
    const error = itemError(list);
    return (
      <fieldset className="promotion-form__items" aria-describedby={error ? `${id}-${list}-error` : undefined} data-testid={`promotion-${list}`}>
        <legend>{legend}</legend>
        <label className="promotion-form__check">
          <input type="checkbox" checked={draft[every]} onChange={(e) => set({ [every]: e.target.checked })} />
          {list === 'albums' ? 'Every album' : 'Every product'}
        </label>
        {!names && <p role="status">Loading the catalog…</p>}
        {names && names.length === 0 && <p>The catalog has none yet.</p>}
        <div className="promotion-form__choices">
          {names?.map((name) => (
            <label key={name} className="promotion-form__check">
              <input
                type="checkbox"
                checked={draft[every] || draft[list].includes(name)}
                disabled={draft[every]}
                onChange={(e) => toggle(list, name, e.target.checked)}
              />
              {name}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-${list}-error`} className="promotion-form__error">
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  const bounds = draft.kind === 'percent' ? promotionLimits.percent : promotionLimits.amount;
  return (
    <form className="promotion-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined}>
      {problem && (
        <div role="alert" className="promotion-form__problem" data-testid="promotion-form-problem">
          <p>{problem}</p>
          {conflict && (
            <button type="button" className="button button--quiet" onClick={() => void reload()} disabled={busy}>
              Reload
            </button>
          )}
        </div>
      )}
      {field('name', 'Name', (p) => (
        <input {...p} value={draft.name} maxLength={promotionLimits.name} onChange={(e) => set({ name: e.target.value })} required />
      ))}
      <fieldset className="promotion-form__kind">
        <legend>Discount</legend>
        <label className="promotion-form__check">
          <input type="radio" name={`${id}-kind`} checked={draft.kind === 'percent'} onChange={() => set({ kind: 'percent' })} />
          Percentage off
        </label>
        <label className="promotion-form__check">
          <input type="radio" name={`${id}-kind`} checked={draft.kind === 'amount'} onChange={() => set({ kind: 'amount' })} />
          Amount off each item
        </label>
        {field(
          'value',
          draft.kind === 'percent' ? 'Percent off' : 'Amount off each item ($)',
          (p) => (
            <input {...p} inputMode={draft.kind === 'percent' ? 'numeric' : 'decimal'} value={draft.value} onChange={(e) => set({ value: e.target.value })} />
          ),
          draft.kind === 'percent' ? `From ${bounds.min} to ${bounds.max}.` : 'In dollars, e.g. 50 or 49.99; at most $1,000.',
        )}
      </fieldset>
      {picker('albums', 'allAlbums', 'Albums', catalog.albums)}
      {picker('products', 'allProducts', 'Products', catalog.products)}
      <fieldset className="promotion-form__schedule">
        <legend>Schedule (studio time)</legend>
        <div className="promotion-form__grid">
          {field('startsAt', 'Starts', (p) => (
            <input {...p} type="datetime-local" value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
          ))}
          {field('endsAt', 'Ends', (p) => (
            <input {...p} type="datetime-local" value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
          ))}
        </div>
      </fieldset>
      {field(
        'code',
        'Code (optional)',
        (p) => (
          <input {...p} value={draft.code} autoCapitalize="characters" spellCheck={false} onChange={(e) => set({ code: e.target.value })} />
        ),
        `Empty: everyone gets it and the shop shows the sale. With a code: only shoppers who enter it in the cart. ${promotionMessages.codeShape}`,
      )}
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
