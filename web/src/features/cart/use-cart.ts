/**
 * The cart as a page sees it (spec §4 Cart): the signed-in shopper's cart lives on the server
 * (the user record, in the query cache: each cart route answers with the cart, which replaces the
 * cached one), a guest's in local storage. A guest's `add` resolves the line from the catalog
 * item first, so an option the catalog lacks throws `OptionUnavailable` before anything is saved;
 * the server does the same for a signed-in shopper.
 */
import { useCallback } from 'react';
import { resolveAddOn } from '@shared/add-ons';
import { cartAlbumFor, cartCount, isAddOnSelection, resolveCartItem, type CartItem, type CartSelection } from '@shared/cart';
import { isAlbum, type CatalogItem } from '@shared/catalog';
import { messages } from '@shared/messages';
import { useSession } from '@/lib/auth/session';
import { addToGuestCart, readGuestCart, removeFromGuestCart, setGuestQuantity, useGuestCart } from '@/lib/guest-cart';
import { addToServerCart } from './api/add-to-cart';
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
  const userId = user?._id;

  const add = useCallback(
    async (selection: CartSelection, readCatalogItem: () => Promise<CatalogItem>) => {
      // spec §4 reads the signed-in cart again after saving: the PUT answers with it already.
      if (userId) await addToServerCart(userId, selection);
      else if (isAddOnSelection(selection)) {
        // A guest's add-on can only be for an album of the guest cart: earlier orders need signing in.
        const revision = selection.kind === 'albumRevision' ? await readCatalogItem() : undefined;
        const product = revision && !isAlbum(revision) ? revision : undefined;
        addToGuestCart(resolveAddOn(selection, cartAlbumFor(readGuestCart(), selection), product, newLineId()));
      } else addToGuestCart(resolveCartItem(await readCatalogItem(), selection, newLineId()));
    },
    [userId],
  );

  const remove = useCallback(
    async (index: number) => {
      if (!userId) return void removeFromGuestCart(index);
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
      if (!userId) return setGuestQuantity(index, quantity);
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
