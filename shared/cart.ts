/**
 * Cart items and the selection a shopper makes on an order page. The browser sends a
 * selection; the item, with its price, is always resolved from the catalog by `resolveCartItem`,
 * which the server runs again on every write, so a price from a browser is never trusted.
 */
import * as z from 'zod/mini';
import {
  nameKeyOf,
  findAlbumOption,
  findCover,
  findProductOption,
  isAlbum,
  productCategorySchema,
  publicAlbumOptionSchema,
  publicProductOptionSchema,
  type CatalogItem,
} from './catalog';
import { centsSchema } from './cents';
import { cartAlbumOf, MAX_QUANTITY, OptionUnavailable } from './cart-rules';
import { messages } from './messages';
import { albumPages, wholeNumber } from './numbers';
import {
  addOnMessages,
  addOnSelectionOf,
  addOnSlotOf,
  albumAddOnsCartItemSchema,
  albumAddOnsSelectionSchema,
  albumRevisionCartItemSchema,
  albumRevisionSelectionSchema,
  isAddOnKind,
  type AddOnAlbum,
  type AddOnCartItem,
  type AddOnSelection,
  type CartAlbum,
  cartAlbumSchema,
} from './add-ons';
import { safeText } from './text';

const quantitySchema = z.int(messages.quantityMinimum).check(z.minimum(1, messages.quantityMinimum), z.maximum(99, 'At most 99 of one item.'));

export const albumSelectionSchema = z.object({
  kind: z.literal('album'),
  albumName: safeText(60).check(z.minLength(1, messages.albumOptionUnavailable)),
  size: safeText(20).check(z.minLength(1, messages.albumOptionUnavailable)),
  pages: wholeNumber(albumPages.min, albumPages.max, messages.albumOptionUnavailable),
  coverType: safeText(60).check(z.minLength(1, messages.albumOptionUnavailable)),
  coverName: safeText(60).check(z.minLength(1, messages.albumOptionUnavailable)),
  layFlatUpgrade: z._default(z.boolean(), false),
  quantity: z._default(quantitySchema, 1),
});
export const productSelectionSchema = z.object({
  kind: z.literal('product'),
  productName: safeText(60).check(z.minLength(1, messages.productOptionUnavailable)),
  size: safeText(20).check(z.minLength(1, messages.productOptionUnavailable)),
  coverType: z.optional(safeText(60)),
  coverName: z.optional(safeText(60)),
  quantity: z._default(quantitySchema, 1),
});
export const cartSelectionSchema = z.discriminatedUnion('kind', [
  albumSelectionSchema,
  productSelectionSchema,
  albumAddOnsSelectionSchema,
  albumRevisionSelectionSchema,
]);
export type CartSelection = z.input<typeof cartSelectionSchema>;
/** A selection of something the catalog sells on its own: an album or a product. */
const catalogSelectionSchema = z.discriminatedUnion('kind', [albumSelectionSchema, productSelectionSchema]);
export type CatalogSelection = z.input<typeof catalogSelectionSchema>;
export const isAddOnSelection = (s: CartSelection): s is AddOnSelection => isAddOnKind(s.kind);

const lineBase = {
  _id: z.string().check(z.minLength(1), z.maxLength(64)),
  imageUrl: z.string().check(z.maxLength(500)),
  navbarImage: z.string().check(z.maxLength(500)),
  price: centsSchema,
  size: z.string(),
  quantity: quantitySchema,
  coverImage: z.optional(z.string().check(z.maxLength(500))),
  coverName: z.optional(z.string().check(z.maxLength(60))),
  coverType: z.optional(z.string().check(z.maxLength(60))),
};

export const albumCartItemSchema = z.object({
  ...lineBase,
  kind: z.literal('album'),
  albumId: z.string(),
  albumName: z.string(),
  category: z.literal('Albums'),
  pages: wholeNumber(albumPages.min, albumPages.max),
  albumOptions: publicAlbumOptionSchema,
  layFlatUpgrade: z.boolean(),
});
export const productCartItemSchema = z.object({
  ...lineBase,
  kind: z.literal('product'),
  productId: z.string(),
  productName: z.string(),
  category: productCategorySchema,
  subcategory: z.optional(z.string()),
  productOptions: publicProductOptionSchema,
  stripeProductId: z.optional(z.string()),
  stripePriceId: z.optional(z.string()),
});
export const cartItemSchema = z.discriminatedUnion('kind', [
  albumCartItemSchema,
  productCartItemSchema,
  albumAddOnsCartItemSchema,
  albumRevisionCartItemSchema,
]);
export type CartItem = z.infer<typeof cartItemSchema>;
export type AlbumCartItem = z.infer<typeof albumCartItemSchema>;
/** A line the catalog sells on its own (an album or a product), not an add-on for an album. */
export type CatalogCartItem = Exclude<CartItem, AddOnCartItem>;
export const isAddOnLine = (line: CartItem): line is AddOnCartItem => isAddOnKind(line.kind);

/** What every cart route answers: the cart as it now is. */
export const cartResponseSchema = z.object({ cart: z.array(cartItemSchema) });

/** `PUT user/{userId}/cart` */
export const addToCartSchema = z.object({ cartItem: cartSelectionSchema });
/** `PUT /user/{userId}/cart/{lineId}`: sets the quantity of one line. */
export const setQuantitySchema = z.object({ quantity: quantitySchema });

/**
 * `DELETE /user/{userId}/cart`: the line to remove, by its id. An index named whatever sat there
 * when the page was drawn, so two removals racing could take out a line nobody chose.
 */
export const removeFromCartSchema = z.object({
  lineId: z.string().check(z.minLength(1, messages.removeInvalidIndex), z.maxLength(64, messages.removeInvalidIndex)),
});

/** Builds the cart line for a selection from the catalog item it names, or throws with the shopper's message. */
export function resolveCartItem(item: CatalogItem, raw: CartSelection, lineId: string): CatalogCartItem {
  // An add-on is priced with the album it is for (shared/add-ons.ts resolveAddOn), not from a catalog item alone.
  if (isAddOnSelection(raw)) throw new OptionUnavailable(raw.kind === 'albumRevision' ? addOnMessages.revisionNeedsAlbum : addOnMessages.addOnsNeedAlbum);
  const selection = catalogSelectionSchema.parse(raw);
  const cover = selection.coverType && selection.coverName ? findCover(item, selection.coverType, selection.coverName) : undefined;
  const coverFields = cover ? { coverImage: cover.url, coverName: cover.coverName, coverType: cover.coverType } : {};
  const imageUrl = item.images[0]?.url ?? item.navbarImage;

  if (isAlbum(item)) {
    if (selection.kind !== 'album') throw new OptionUnavailable(messages.albumOptionUnavailable);
    const option = findAlbumOption(item, selection.size, selection.pages);
    if (!option || !cover) throw new OptionUnavailable(messages.albumOptionUnavailable);
    const layFlat = selection.layFlatUpgrade && item.layFlatUpgradePrice !== undefined;
    return {
      _id: lineId,
      kind: 'album',
      albumId: item._id,
      albumName: item.albumName,
      category: 'Albums',
      imageUrl,
      navbarImage: item.navbarImage,
      price: option.price + (layFlat ? (item.layFlatUpgradePrice ?? 0) : 0),
      size: option.size,
      pages: option.pages,
      // The line is shown to the shopper: the option without the studio's costs.
      albumOptions: publicAlbumOptionSchema.parse(option),
      quantity: selection.quantity,
      layFlatUpgrade: layFlat,
      ...coverFields,
    };
  }
  // An editing service is bought for an album (shared/add-ons.ts), never on its own.
  if (item.category === 'Editing') throw new OptionUnavailable(addOnMessages.revisionNeedsAlbum);
  if (selection.kind !== 'product' || !item.availableForPurchase) throw new OptionUnavailable(messages.productOptionUnavailable);
  const option = findProductOption(item, selection.size);
  const needsCover = item.coverOptions.length > 0;
  if (!option || (needsCover && !cover)) throw new OptionUnavailable(messages.productOptionUnavailable);
  return {
    _id: lineId,
    kind: 'product',
    productId: item._id,
    productName: item.productName,
    category: item.category,
    subcategory: item.subcategory,
    imageUrl,
    navbarImage: item.navbarImage,
    price: option.price,
    size: option.size,
    productOptions: publicProductOptionSchema.parse(option),
    quantity: selection.quantity,
    stripeProductId: item.stripeProductId,
    stripePriceId: option.priceId ?? item.stripePriceId,
    ...coverFields,
  };
}

/** The selection that produced a cart line: how a guest cart is replayed into a server cart. */
export function selectionOf(line: CatalogCartItem): CatalogSelection;
export function selectionOf(line: CartItem): CartSelection;
export function selectionOf(line: CartItem): CartSelection {
  if (isAddOnLine(line)) return addOnSelectionOf(line);
  const cover = { coverType: line.coverType ?? '', coverName: line.coverName ?? '' };
  return line.kind === 'album'
    ? { kind: 'album', albumName: line.albumName, size: line.size, pages: line.pages, ...cover, layFlatUpgrade: line.layFlatUpgrade, quantity: line.quantity }
    : { kind: 'product', productName: line.productName, size: line.size, ...(line.coverType ? cover : {}), quantity: line.quantity };
}

/** The choice a line stands for, whatever its quantity: two lines with one choice are one item. */
export const choiceKeyOf = (line: CartItem): string => {
  if (isAddOnLine(line)) return addOnSlotOf(line);
  const { quantity: _quantity, ...choice } = selectionOf(line);
  return JSON.stringify(choice);
};

// Names compare as the catalog compares them: `Press Book` and `press-book` are one album.
const albumKeyOf = (a: CartAlbum) => JSON.stringify([nameKeyOf(a.albumName), a.size, a.pages, a.coverType, a.coverName, a.layFlatUpgrade]);

/** The album line of a cart (or of an order's priced lines) that an add-on names, if it is there. */
export function findCartAlbum(lines: readonly CartItem[], album: CartAlbum): AlbumCartItem | undefined {
  const key = albumKeyOf(album);
  return lines.find((l): l is AlbumCartItem => l.kind === 'album' && albumKeyOf(cartAlbumOf(l)) === key);
}

/** An album line of a cart as the album an add-on in the same cart is for. */
export const addOnAlbumOf = (line: AlbumCartItem): AddOnAlbum => ({
  albumName: line.albumName,
  size: line.size,
  pages: line.pages,
  navbarImage: line.navbarImage,
});

/** The album of the same cart an add-on names, when it names one there and it is there. */
export function cartAlbumFor(lines: readonly CartItem[], selection: AddOnSelection): AddOnAlbum | undefined {
  if (selection.forAlbum.in !== 'cart') return undefined;
  const line = findCartAlbum(lines, cartAlbumSchema.parse(selection.forAlbum.album));
  return line && addOnAlbumOf(line);
}

/**
 * Adds a priced line to a cart. The same choice made again adds to that line's quantity (up to
 * the maximum) and takes the new line's price, today's; the existing line keeps its id. An
 * add-on chosen again for the same album replaces the earlier choice.
 */
export function addLine(cart: readonly CartItem[], line: CartItem): CartItem[] {
  const key = choiceKeyOf(line);
  const at = cart.findIndex((existing) => choiceKeyOf(existing) === key);
  if (at < 0) return [...cart, line];
  return cart.map((existing, i) =>
    i !== at
      ? existing
      : isAddOnLine(line)
        ? { ...line, _id: existing._id }
        : { ...line, _id: existing._id, quantity: Math.min(existing.quantity + line.quantity, MAX_QUANTITY) },
  );
}

/** The cart without the line at `index`; an index outside the cart is refused with its own message. */
export function removeLine(cart: readonly CartItem[], index: number): CartItem[] {
  if (!Number.isInteger(index) || index < 0 || index >= cart.length) throw new Error(messages.removeOutOfBounds);
  return cart.filter((_, i) => i !== index);
}

/** The cart with the quantity of the line at `index` set, kept between 1 (never fewer) and the most one line holds. */
export function setLineQuantity(cart: readonly CartItem[], index: number, quantity: number): CartItem[] {
  if (!cart[index]) throw new Error(messages.removeOutOfBounds);
  const clamped = Math.min(Math.max(Math.trunc(quantity) || 1, 1), MAX_QUANTITY);
  // An add-on is bought once for its album: its quantity stays 1.
  return cart.map((line, i) => (i === index && !isAddOnLine(line) ? { ...line, quantity: clamped } : line));
}

// What pages need without the schemas lives apart; re-exported for everyone else.
export * from './cart-rules';
