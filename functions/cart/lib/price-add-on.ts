/**
 * Prices an add-on for an album on the server (shared/add-ons.ts): the album must be in the same
 * cart (or, when an order is placed, among its lines) or in one of the caller's own paid orders.
 * The lookups that need the table (the revision product, the earlier order) happen first; the
 * answer is a function of the cart, so the cart check runs on the cart actually being written.
 */
import { randomUUID } from 'node:crypto';
import { addOnMessages, AddOnRefused, resolveAddOn, type AddOnAlbum, type AddOnCartItem, type AddOnSelection } from '../../../shared/add-ons';
import { cartAlbumFor, type CartItem } from '../../../shared/cart';
import { getProductByName } from '../../data/catalog';
import { getOrder } from '../../data/orders';
import { ValidationFailed } from '../../kit/errors';

export type AddOnPricer = (lines: readonly CartItem[]) => AddOnCartItem;

/**
 * `missing` words the refusal when the album is named in the cart but is not there (at checkout:
 * the album was removed); `field` is where the refusal points.
 */
export async function addOnPricer(selection: AddOnSelection, userId: string, field: string, missing?: string): Promise<AddOnPricer> {
  const [revision, earlier] = await Promise.all([
    selection.kind === 'albumRevision' ? getProductByName(selection.productName) : undefined,
    selection.forAlbum.in === 'order' ? earlierAlbum(selection.forAlbum, userId) : undefined,
  ]);
  const elsewhere = selection.forAlbum.in === 'order' ? addOnMessages.albumNotInOrders : missing;
  return (lines) => {
    const album = selection.forAlbum.in === 'cart' ? cartAlbumFor(lines, selection) : earlier;
    try {
      return resolveAddOn(selection, album, revision, randomUUID(), elsewhere);
    } catch (err) {
      if (err instanceof AddOnRefused) throw new ValidationFailed(err.message, { [field]: err.message });
      throw err;
    }
  };
}

/**
 * An album line of one of the caller's paid orders. Another customer's order, an unpaid one and
 * a line that is not there are refused alike, so nothing is learnt about other people's orders.
 */
async function earlierAlbum(target: { orderId: string; lineId: string }, userId: string): Promise<AddOnAlbum | undefined> {
  const order = await getOrder(target.orderId);
  if (!order || order.user !== userId || order.paymentStatus !== 'paid') return undefined;
  const line = order.albums.find((l) => l._id === target.lineId);
  return (
    line && {
      albumName: line.albumName,
      size: line.albumOptions.size,
      pages: line.albumOptions.pages,
      navbarImage: line.navbarImage,
      orderNumber: order.orderNumber ?? order._id,
      extraPages: line.extraPages,
      editingTier: line.editingTier,
    }
  );
}
