/**
 * The guest cart's lines as a page sees them. Reading the stored lines needs the cart's schema
 * (guest-cart.ts, which brings zod): it is loaded only when there is a stored cart to read, so a
 * page's first load never carries it. Once loaded, the lines are read as soon as the stored text
 * changes, as before.
 */
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import type { CartItem } from '@shared/cart';
import { guestCartKey, subscribeToGuestCart } from './guest-cart-storage';

type GuestCart = typeof import('./guest-cart');
let loaded: GuestCart | undefined;
let loading: Promise<GuestCart> | undefined;

/** The guest cart's reading and writing, loaded once for every page and the navbar's count. */
export const loadGuestCart = (): Promise<GuestCart> =>
  (loading ??= import('./guest-cart').then(
    (guestCart) => (loaded = guestCart),
    (error: unknown) => {
      // A failed load (a network blip) is tried again next time.
      loading = undefined;
      throw error;
    },
  ));

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
