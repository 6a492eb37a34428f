/**
 * A cart as the shopper should see it: every line at today's catalog price. A line keeps the
 * price it was added at in the table, so when the studio changes a price, the cart answers (and
 * the order placed from it, priced from the catalog) follow the new one; a placed order keeps its
 * own. A line the catalog no longer offers is answered as stored, without the studio's costs, and
 * is refused at checkout.
 */
import { addOnSelectionOf, AddOnRefused, resolveAddOn, type AddOnCartItem } from '../../../shared/add-ons';
import { cartItemSchema, isAddOnLine, selectionOf, type CartItem } from '../../../shared/cart';
import { getProductByName } from '../../data/catalog';
import type { User } from '../../../shared/users';
import { DomainError } from '../../kit/errors';
import { catalogPricer, priceSelection } from './price-selection';

export async function atCurrentPrices(cart: readonly CartItem[]): Promise<CartItem[]> {
  // A few lines: one lookup by name each, in parallel. More (a cart holds up to 50): the albums
  // and the products the cart has in a query each, rather than a query per line.
  const price = cart.length > BY_NAME_UP_TO ? await catalogPricer(cart) : undefined;
  return Promise.all(
    cart.map(async (line) => {
      try {
        if (isAddOnLine(line)) return await addOnAtCurrentPrice(line);
        const selection = selectionOf(line);
        return { ...(price ? price(selection, 'cartItem') : await priceSelection(selection)), _id: line._id };
      } catch (err) {
        if (!(err instanceof DomainError || err instanceof AddOnRefused)) throw err;
        return cartItemSchema.parse(line);
      }
    }),
  );
}

const BY_NAME_UP_TO = 4;

/**
 * An add-on re-priced for the album it was resolved for (kept on the line): pages and tiers from
 * the catalog's `addEditing`, a revision from its product. Whether its album is still in the cart
 * is checked when the order is placed.
 */
async function addOnAtCurrentPrice(line: AddOnCartItem): Promise<CartItem> {
  const revision = line.kind === 'albumRevision' ? await getProductByName(line.productName) : undefined;
  const album = { ...line.album, navbarImage: line.navbarImage };
  return resolveAddOn(addOnSelectionOf(line), album, revision, line._id);
}

/** A user record as its owner or staff read it: the cart at today's prices. */
export const withCurrentCart = async (user: User): Promise<User> => ({ ...user, cart: await atCurrentPrices(user.cart) });
