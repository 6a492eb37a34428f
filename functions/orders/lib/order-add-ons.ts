/**
 * The add-on lines of an order being placed (shared/add-ons.ts): each priced for its album and
 * tied to that album's line, in this order (its album named by the cart's choice) or in an
 * earlier paid order of the customer. An album removed from the cart meanwhile is refused here.
 */
import { addOnMessages, type AddOnLine } from '../../../shared/add-ons';
import { findCartAlbum, isAddOnSelection, type CartItem, type CartSelection } from '../../../shared/cart';
import { addOnPricer } from '../../cart/lib/price-add-on';
import { ValidationFailed } from '../../kit/errors';

export async function orderAddOnsOf(
  selections: readonly CartSelection[],
  lines: readonly CartItem[],
  order: { orderId: string; userId: string },
): Promise<AddOnLine[]> {
  const picked = selections.flatMap((selection, i) => (isAddOnSelection(selection) ? [{ selection, i }] : []));
  const addOns = await Promise.all(
    picked.map(async ({ selection, i }) => {
      const what = selection.kind === 'albumRevision' ? selection.productName : 'add-on';
      const item = (await addOnPricer(selection, order.userId, `cartItems.${i}`, addOnMessages.albumNotInCart(what)))(lines);
      const forAlbum =
        item.forAlbum.in === 'order'
          ? { orderId: item.forAlbum.orderId, lineId: item.forAlbum.lineId }
          : // The pricer found it among the lines, so it is there.
            { orderId: order.orderId, lineId: findCartAlbum(lines, item.forAlbum.album)!._id };
      const base = { _id: item._id, navbarImage: item.navbarImage, price: item.price, quantity: 1 as const, forAlbum, album: item.album };
      return item.kind === 'albumRevision'
        ? { ...base, kind: 'albumRevision' as const, productId: item.productId, productName: item.productName, revisions: item.revisions }
        : { ...base, kind: 'albumAddOns' as const, extraPages: item.extraPages, ...(item.editingTier ? { editingTier: item.editingTier } : {}) };
    }),
  );
  // The cart keeps one of each kind per album; a request with two would pay for one album twice.
  const seen = new Set<string>();
  addOns.forEach((line, n) => {
    const slot = `${line.kind} ${line.forAlbum.orderId} ${line.forAlbum.lineId}`;
    const message = 'This album has the same add-on twice in your cart.';
    if (seen.has(slot)) throw new ValidationFailed(message, { [`cartItems.${picked[n]!.i}`]: message });
    seen.add(slot);
  });
  return addOns;
}
