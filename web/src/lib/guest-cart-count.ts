/**
 * The navbar's count of the guest cart. Reading the stored lines needs the cart's schema
 * (guest-cart.ts, which brings zod): it is loaded only when there is a stored cart to count, so a
 * first visit never downloads it for the badge.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadGuestCart } from './guest-cart-load';
import { guestCartKey, subscribeToGuestCart } from './guest-cart-storage';

/**
 * The stored text, as a snapshot: a prerendered page knows no guest cart, so it is rendered and
 * hydrated empty, and the stored one is counted right after hydration.
 */
const useStoredGuestCart = (): string | null =>
  useSyncExternalStore(
    subscribeToGuestCart,
    () => localStorage.getItem(guestCartKey),
    () => null,
  );

export function useGuestCartCount(): number {
  const raw = useStoredGuestCart();
  const [counted, setCounted] = useState<{ raw: string; count: number }>();
  useEffect(() => {
    if (raw === null) return;
    let current = true;
    loadGuestCart()
      .then(({ countOf }) => current && setCounted({ raw, count: countOf(raw) }))
      .catch((error: unknown) => console.error('The guest cart could not be counted:', error));
    return () => {
      current = false;
    };
  }, [raw]);
  if (raw === null) return 0;
  // While a changed cart is being counted, the badge keeps the last count rather than flicker.
  return counted?.raw === raw ? counted.count : (counted?.count ?? 0);
}
