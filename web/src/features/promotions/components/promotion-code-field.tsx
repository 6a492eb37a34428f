/**
 * The cart's "Promotion code" field: Apply asks the server what the code gives (`POST
 * /promotions/code`) and keeps it beside the cart, so the lines show their new prices and the
 * order carries it; the server's refusal shows under the field. Remove code forgets it. A code
 * kept from before that has since ended says so, with Remove code.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { promotionMessages } from '@shared/promotion-messages';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { promotionCodeQuery } from '../api/check-code';
import { keepPromotionCode, usePromotionCode } from '../code-storage';
import { appliesToOf, discountOf } from '../words';
import '../promotions.css';

const messageOf = (error: unknown): string =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : 'The code could not be checked just now. Please try again.';

export function PromotionCodeField() {
  const id = useId();
  const code = usePromotionCode();
  const applied = useQuery({ ...promotionCodeQuery(code ?? ''), enabled: !!code });
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const entered = typed.trim().toUpperCase();
    if (!entered) return setError(promotionMessages.codeMissing);
    setBusy(true);
    setError(undefined);
    try {
      await queryClient.fetchQuery(promotionCodeQuery(entered));
      keepPromotionCode(entered);
      setTyped('');
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  if (code) {
    const promotion = applied.data;
    return (
      <div className="promotion-code" data-testid="promotion-code">
        {promotion ? (
          <p className="promotion-code__applied" role="status" data-testid="promotion-code-applied">
            Code <strong>{code}</strong> applied: {promotion.name}, {discountOf(promotion)} {appliesToOf(promotion)}.
          </p>
        ) : applied.isError ? (
          <p className="promotion-code__error" role="alert" data-testid="promotion-code-error">
            {code}: {messageOf(applied.error)}
          </p>
        ) : (
          <p role="status">Checking code {code}…</p>
        )}
        <button type="button" className="button button--quiet promotion-code__remove" onClick={() => keepPromotionCode(undefined)}>
          Remove code
        </button>
      </div>
    );
  }

  return (
    <form className="promotion-code" onSubmit={(event) => void apply(event)} noValidate aria-busy={busy || undefined}>
      <label htmlFor={`${id}-code`}>Promotion code</label>
      <div className="promotion-code__row">
        <input
          id={`${id}-code`}
          name="promotionCode"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--quiet" aria-disabled={busy || undefined}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="promotion-code__error" role="alert" data-testid="promotion-code-error">
          {error}
        </p>
      )}
    </form>
  );
}
