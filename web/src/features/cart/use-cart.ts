/**
 * The cart as a page sees it: the signed-in shopper's cart lives on the server
 * (the user record, in the query cache: each cart route answers with the cart, which replaces the
 * cached one), a guest's in local storage. A guest's `add` resolves the line from the catalog
 * item first, so an option the catalog lacks throws `OptionUnavailable` before anything is saved;
 * the server does the same for a signed-in shopper.
 */
import { useCallback } from 'react';
import type { CartItem, CartSelection } from '@shared/cart';
import { cartCount } from '@shared/cart-rules';
import type { CatalogItem } from '@shared/catalog';
import { messages } from '@shared/messages';
import { useSession } from '@/lib/auth/session';
import { cartOwnerOf, useSettledSession } from '@/lib/auth/use-settled-session';
import { loadGuestCart } from '@/lib/guest-cart-load';
import { useGuestCart } from '@/lib/guest-cart-lines';
import { removeFromServerCart } from './api/remove-from-cart';
import { setServerQuantity } from './api/set-quantity';

export interface Cart {
  items: readonly CartItem[];
  count: number;
  /**
   * Adds the selection as a line; throws `OptionUnavailable` (`AddOnRefused` for an add-on), or
   * the API's error when signed in. `readCatalogItem` is asked only for a guest, whose line is
   * priced here (for an Album Revision it reads the revision product).
   */
  add(selection: CartSelection, readCatalogItem: () => Promise<CatalogItem>): Promise<void>;
  /** Removes the line at `index`; throws with the shopper's message (shared/messages). */
  remove(index: number): Promise<void>;
  /** Sets a line's quantity (1 to 99): in local storage for a guest, on the server when signed in. */
  setQuantity?: (index: number, quantity: number) => void;
}

export function useCart(): Cart {
  const session = useSession();
  const guestItems = useGuestCart();
  const user = session.status === 'signedIn' ? session.user : undefined;
  const items = user ? user.cart : guestItems;
  const userId = user?._id;

  const settledSession = useSettledSession();
  // Added while the sign-in is still being checked: it waits, and goes to the account's cart if someone is signed in.
  const add = useCallback(
    async (selection: CartSelection, readCatalogItem: () => Promise<CatalogItem>) => {
      // Pricing a guest's line and checking a selection need the schemas: loaded when something is added.
      const [owner, { addSelection }] = await Promise.all([settledSession(), import('./add-selection')]);
      await addSelection(cartOwnerOf(owner), selection, readCatalogItem);
    },
    [settledSession],
  );

  const remove = useCallback(
    async (index: number) => {
      if (!userId) return void (await loadGuestCart()).removeFromGuestCart(index);
      // The server removes by line id, so a removal never takes out a line that moved into the place.
      const line = items[index];
      if (!line) throw new Error(messages.removeInvalidIndex);
      await removeFromServerCart(userId, line._id);
    },
    [items, userId],
  );

  const setQuantity = useCallback(
    (index: number, quantity: number) => {
      const line = items[index];
      if (!userId) {
        // A guest's cart is on the page only once it has been read, so this is already loaded.
        loadGuestCart()
          .then(({ setGuestQuantity }) => setGuestQuantity(index, quantity))
          .catch((error: unknown) => console.error('Changing the quantity failed:', error));
        return;
      }
      if (!line) return;
      setServerQuantity(userId, line._id, quantity).catch((error: unknown) => {
        // The cached cart still holds the quantity the server has: the stepper shows it again.
        console.error('Changing the quantity failed:', error);
      });
    },
    [items, userId],
  );

  return { items, count: cartCount(items), add, remove, setQuantity };
}
