/**
 * Where the guest cart is kept and how to hear of its changes, without reading it: the navbar's
 * count (guest-cart-count.ts) and the cart itself (guest-cart.ts, with the schema) both use it.
 */
export const guestCartKey = 'guestCart';
/** This tab's own changes; another tab's arrive as `storage` events. */
export const guestCartChanged = 'guest-cart-changed';

export function subscribeToGuestCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === guestCartKey || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(guestCartChanged, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(guestCartChanged, onChange);
  };
}
