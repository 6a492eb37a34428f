/**
 * The promotion code a shopper applied in the cart, kept in this browser beside the cart (local
 * storage, as the guest cart is), so it is still applied after a reload or sign-in and goes with
 * the order at checkout. Only the code is kept: the cart asks the server what it gives each time.
 */
import { useSyncExternalStore } from 'react';

const key = 'promotionCode';
/** This tab's own changes; another tab's arrive as `storage` events. */
const changed = 'promotion-code-changed';

export function readPromotionCode(): string | undefined {
  try {
    return window.localStorage.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `code` (forgets it when undefined). */
export function keepPromotionCode(code: string | undefined): void {
  try {
    if (code) window.localStorage.setItem(key, code);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, full): the code holds for this page only.
  }
  window.dispatchEvent(new Event(changed));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(changed, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changed, onChange);
  };
}

/** The code applied in this browser; none while a prerendered page hydrates. */
export const usePromotionCode = (): string | undefined => useSyncExternalStore(subscribe, readPromotionCode, () => undefined);
