/**
 * Adding a selection to the cart: a signed-in shopper's goes to the server, which
 * prices it from the catalog; a guest's line is resolved here from the catalog item first, so an
 * option the catalog lacks throws `OptionUnavailable` (`AddOnRefused` for an add-on) before
 * anything is saved. Apart from the cart hook so an order page can load it when it is used.
 */
import { resolveAddOn } from '@shared/add-ons';
import { cartAlbumFor, isAddOnSelection, resolveCartItem, type CartSelection } from '@shared/cart';
import type { CatalogItem } from '@shared/catalog';
import { isAlbum } from '@shared/catalog-rules';
import { addToGuestCart, readGuestCart } from '@/lib/guest-cart';
import { uniqueId } from '@/lib/unique-id';
import { addToServerCart } from './api/add-to-cart';

const newLineId = () => uniqueId('line-');

/** `readCatalogItem` is asked only for a guest, whose line is priced here (for an Album Revision it reads the revision product). */
export async function addSelection(userId: string | undefined, selection: CartSelection, readCatalogItem: () => Promise<CatalogItem>): Promise<void> {
  // The signed-in cart is read again after saving: the PUT answers with it already.
  if (userId) await addToServerCart(userId, selection);
  else if (isAddOnSelection(selection)) {
    // A guest's add-on can only be for an album of the guest cart: earlier orders need signing in.
    const revision = selection.kind === 'albumRevision' ? await readCatalogItem() : undefined;
    const product = revision && !isAlbum(revision) ? revision : undefined;
    addToGuestCart(resolveAddOn(selection, cartAlbumFor(readGuestCart(), selection), product, newLineId()));
  } else addToGuestCart(resolveCartItem(await readCatalogItem(), selection, newLineId()));
}
