/**
 * The guest cart's lines as a page sees them. Reading the stored lines needs the cart's schema
 * (guest-cart.ts, which brings zod): it is loaded only when there is a stored cart to read, so a
 * page's first load never carries it. Once loaded, the lines are read as soon as the stored text
 * changes, as before.
 */
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import type { CartItem } from '@shared/cart';
import { loadedGuestCart, loadGuestCart } from './guest-cart-load';
import { guestCartKey, subscribeToGuestCart } from './guest-cart-storage';

// A prerendered page knows no guest cart: it is rendered, and hydrated, empty; the stored one
// follows right after hydration.
const noCart: CartItem[] = [];

export function useGuestCart(): CartItem[] {
  const raw = useSyncExternalStore(
    subscribeToGuestCart,
    () => localStorage.getItem(guestCartKey),
    () => null,
  );
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const loaded = loadedGuestCart();
  const waiting = raw !== null && !loaded;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    loadGuestCart()
      .then(() => current && redraw())
      .catch((error: unknown) => console.error('The guest cart could not be read:', error));
    return () => {
      current = false;
    };
  }, [waiting]);
  return raw === null || !loaded ? noCart : loaded.guestCartOf(raw);
}
