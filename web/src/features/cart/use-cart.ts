/**
 * The cart as a page sees it (spec §4 Cart): the signed-in shopper's cart lives on the server
 * (the user record), a guest's in local storage. `add` resolves the line from the catalog item
 * first, so an option the catalog lacks throws `OptionUnavailable` before anything is saved.
 */
import { useCallback } from 'react';
import { cartCount, resolveCartItem, type CartItem, type CartSelection } from '@shared/cart';
import type { CatalogItem } from '@shared/catalog';
import { useSession } from '@/lib/auth/session';
import { addToGuestCart, removeFromGuestCart, setGuestQuantity, useGuestCart } from '@/lib/guest-cart';
import { addToServerCart } from './api/add-to-cart';
import { removeFromServerCart } from './api/remove-from-cart';
import { setServerQuantity } from './api/set-quantity';

export interface Cart {
  items: readonly CartItem[];
  count: number;
  /** Adds the selection as a line; throws `OptionUnavailable`, or the API's error when signed in. */
  add(selection: CartSelection, catalogItem: CatalogItem): Promise<void>;
  /** Removes the line at `index`; throws with the shopper's message (spec §8 Cart). */
  remove(index: number): Promise<void>;
  /** Sets a line's quantity (1 to 99): in local storage for a guest, on the server when signed in. */
  setQuantity?: (index: number, quantity: number) => void;
}

const newLineId = (): string =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function useCart(): Cart {
  const session = useSession();
  const guestItems = useGuestCart();
  const user = session.status === 'signedIn' ? session.user : undefined;
  const items = user ? user.cart : guestItems;
  const { refreshUser } = session;

  const add = useCallback(
    async (selection: CartSelection, catalogItem: CatalogItem) => {
      // The server assigns the id of a signed-in line; the local one only checks the selection.
      const line = resolveCartItem(catalogItem, selection, newLineId());
      if (!user) {
        addToGuestCart(line);
        return;
      }
      await addToServerCart(user._id, selection);
      // spec §4: the signed-in cart is read again after saving.
      await refreshUser();
    },
    [user, refreshUser],
  );

  const remove = useCallback(
    async (index: number) => {
      if (!user) {
        removeFromGuestCart(index);
        return;
      }
      await removeFromServerCart(user._id, index);
      await refreshUser();
    },
    [user, refreshUser],
  );

  const setQuantity = useCallback(
    (index: number, quantity: number) => {
      const line = items[index];
      if (!user) return setGuestQuantity(index, quantity);
      if (!line) return;
      void setServerQuantity(user._id, line._id, quantity).then(refreshUser, (error: unknown) => {
        console.error('Changing the quantity failed:', error);
        void refreshUser();
      });
    },
    [items, user, refreshUser],
  );

  return { items, count: cartCount(items), add, remove, setQuantity };
}
