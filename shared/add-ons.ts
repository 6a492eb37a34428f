/**
 * What a customer buys for an album rather than as one (its design is included; more is bought):
 * add-on pages and an editing tier (the add-editing page), and Album Revision rounds (the Editing
 * dropdown). Each is tied to one album: an album of the same cart, named by its choice (which
 * survives the guest cart's move to the server and the cart becoming an order, where line ids do
 * not), or an album line of one of the customer's earlier paid orders. The price always comes
 * from the catalog: `addEditing` for pages and tiers, the Album Revision product's option of the
 * album's size for revisions.
 */
import * as z from 'zod/mini';
import { addEditing, findProductOption, type PublicProduct } from './catalog';
import { centsSchema } from './cents';
import { albumPages, wholeNumber } from './numbers';
import { AddOnRefused, addOnMessages, addOnsPrice } from './add-on-rules';
import { safeText } from './text';

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id'));
/** An album's pages as the catalog offers them; any other count names no album and is refused later as unavailable. */
const albumPagesSchema = wholeNumber(albumPages.min, albumPages.max);

/** An album of the same cart, by what was chosen for it (the album selection without its quantity). */
export const cartAlbumSchema = z.object({
  albumName: safeText(60).check(z.minLength(1)),
  size: safeText(10).check(z.minLength(1)),
  pages: albumPagesSchema,
  coverType: safeText(60).check(z.minLength(1)),
  coverName: safeText(60).check(z.minLength(1)),
  layFlatUpgrade: z._default(z.boolean(), false),
});
export type CartAlbum = z.infer<typeof cartAlbumSchema>;

/** Which album an add-on is for; without one it is refused with `message`. */
const albumTarget = (message: string) =>
  z.discriminatedUnion(
    'in',
    [z.object({ in: z.literal('cart'), album: cartAlbumSchema }), z.object({ in: z.literal('order'), orderId: idSchema, lineId: idSchema })],
    { error: message },
  );
export const albumTargetSchema = albumTarget(addOnMessages.addOnsNeedAlbum);
export type AlbumTarget = z.infer<typeof albumTargetSchema>;

const { extraPages: pageRange, tiers } = addEditing;
export const editingTierNames = tiers.map((t) => t.name) as [string, ...string[]];
const extraPagesSchema = z
  .int(addOnMessages.extraPagesSteps)
  .check(
    z.minimum(0, addOnMessages.extraPagesSteps),
    z.maximum(pageRange.max, addOnMessages.extraPagesSteps),
    z.multipleOf(pageRange.step, addOnMessages.extraPagesSteps),
  );
const editingTierSchema = z.enum(editingTierNames, { error: addOnMessages.unknownTier });
const revisionsSchema = z.union([z.literal(1), z.literal(2)], { error: addOnMessages.revisionsOneOrTwo });

/** The add-editing page's choice: pages on top of the album's, an editing tier, or both. */
export const albumAddOnsSelectionSchema = z
  .object({
    kind: z.literal('albumAddOns'),
    extraPages: z._default(extraPagesSchema, 0),
    editingTier: z.optional(editingTierSchema),
    forAlbum: albumTarget(addOnMessages.addOnsNeedAlbum),
  })
  .check(z.refine((s) => s.extraPages > 0 || s.editingTier !== undefined, { message: addOnMessages.chooseSomething, path: ['extraPages'] }));

/** The Editing dropdown's choice: one or two revision rounds of the named Editing product. */
export const albumRevisionSelectionSchema = z.object({
  kind: z.literal('albumRevision'),
  productName: safeText(60).check(z.minLength(1)),
  revisions: revisionsSchema,
  forAlbum: albumTarget(addOnMessages.revisionNeedsAlbum),
});
export type AddOnSelection = z.input<typeof albumAddOnsSelectionSchema> | z.input<typeof albumRevisionSelectionSchema>;

/** The album an add-on is for, as the cart, the order and the studio read it. */
export const addOnAlbumSchema = z.object({
  albumName: z.string(),
  size: z.string(),
  pages: albumPagesSchema,
  /** The earlier order the album is in; absent when it is in the same cart or order. */
  orderNumber: z.optional(z.string()),
});
export type AddOnAlbumFacts = z.infer<typeof addOnAlbumSchema>;

const addOnLineBase = {
  _id: z.string().check(z.minLength(1), z.maxLength(64)),
  imageUrl: z.string().check(z.maxLength(500)),
  navbarImage: z.string().check(z.maxLength(500)),
  price: centsSchema,
  /** The album's size: an add-on has no size of its own. */
  size: z.string(),
  /** An add-on is bought once for its album; choosing again replaces it. */
  quantity: z.literal(1),
  forAlbum: albumTargetSchema,
  album: addOnAlbumSchema,
};
export const albumAddOnsCartItemSchema = z.object({
  ...addOnLineBase,
  kind: z.literal('albumAddOns'),
  extraPages: wholeNumber(0, addEditing.extraPages.max),
  editingTier: z.optional(z.string()),
});
export const albumRevisionCartItemSchema = z.object({
  ...addOnLineBase,
  kind: z.literal('albumRevision'),
  productId: z.string(),
  productName: z.string(),
  revisions: z.int().check(z.minimum(1), z.maximum(2)),
});
export type AddOnCartItem = z.infer<typeof albumAddOnsCartItemSchema> | z.infer<typeof albumRevisionCartItemSchema>;

/** An add-on line of a placed order, naming the album line it is added to when the order is paid. */
const addOnOrderLineBase = {
  _id: z.string(),
  navbarImage: z.string(),
  price: centsSchema,
  quantity: z.literal(1),
  /** The album line: of this order, or of an earlier paid order of the same customer. */
  forAlbum: z.object({ orderId: z.string(), lineId: z.string() }),
  album: addOnAlbumSchema,
};
export const addOnLineSchema = z.discriminatedUnion('kind', [
  z.object({
    ...addOnOrderLineBase,
    kind: z.literal('albumAddOns'),
    extraPages: wholeNumber(0, addEditing.extraPages.max),
    editingTier: z.optional(z.string()),
  }),
  z.object({ ...addOnOrderLineBase, kind: z.literal('albumRevision'), productId: z.string(), productName: z.string(), revisions: wholeNumber(1, 2) }),
]);
export type AddOnLine = z.infer<typeof addOnLineSchema>;

/** The album an add-on would be added to, with what was already bought for it. */
export interface AddOnAlbum extends AddOnAlbumFacts {
  navbarImage: string;
  extraPages?: number;
  editingTier?: string;
}

/**
 * Prices an add-on for the album it is tied to, or refuses it in the shopper's words: no album
 * (`missing`, else "requires an album purchase"), more than 20 add-on pages in all, a second
 * tier, or a revision product that is not on sale for the album's size.
 */
export function resolveAddOn(
  raw: AddOnSelection,
  album: AddOnAlbum | undefined,
  revisionProduct: PublicProduct | undefined,
  lineId: string,
  missing?: string,
): AddOnCartItem {
  if (raw.kind === 'albumRevision') {
    const selection = albumRevisionSelectionSchema.parse(raw);
    if (!album) throw new AddOnRefused(missing ?? addOnMessages.revisionNeedsAlbum);
    const product = revisionProduct?.category === 'Editing' && revisionProduct.availableForPurchase ? revisionProduct : undefined;
    const option = product && findProductOption(product, album.size);
    if (!product || !option) throw new AddOnRefused(addOnMessages.revisionUnavailable);
    return {
      _id: lineId,
      kind: 'albumRevision',
      productId: product._id,
      productName: product.productName,
      revisions: selection.revisions,
      price: option.price * selection.revisions,
      quantity: 1,
      imageUrl: product.images[0]?.url ?? product.navbarImage,
      navbarImage: product.navbarImage,
      size: album.size,
      forAlbum: selection.forAlbum,
      album: factsOf(album),
    };
  }
  const selection = albumAddOnsSelectionSchema.parse(raw);
  if (!album) throw new AddOnRefused(missing ?? addOnMessages.addOnsNeedAlbum);
  const held = album.extraPages ?? 0;
  if (held + selection.extraPages > pageRange.max) throw new AddOnRefused(addOnMessages.tooManyPages(held));
  if (selection.editingTier && album.editingTier) throw new AddOnRefused(addOnMessages.tierHeld(album.editingTier));
  return {
    _id: lineId,
    kind: 'albumAddOns',
    extraPages: selection.extraPages,
    editingTier: selection.editingTier,
    price: addOnsPrice(selection.extraPages, selection.editingTier),
    quantity: 1,
    imageUrl: album.navbarImage,
    navbarImage: album.navbarImage,
    size: album.size,
    forAlbum: selection.forAlbum,
    album: factsOf(album),
  };
}

const factsOf = (album: AddOnAlbum): AddOnAlbumFacts => ({
  albumName: album.albumName,
  size: album.size,
  pages: album.pages,
  ...(album.orderNumber ? { orderNumber: album.orderNumber } : {}),
});

/** The selection an add-on line stands for (to re-price it, replay a guest cart, or place the order). */
export function addOnSelectionOf(line: AddOnCartItem): AddOnSelection {
  return line.kind === 'albumRevision'
    ? { kind: 'albumRevision', productName: line.productName, revisions: line.revisions as 1 | 2, forAlbum: line.forAlbum }
    : { kind: 'albumAddOns', extraPages: line.extraPages, editingTier: line.editingTier, forAlbum: line.forAlbum };
}

/**
 * Two add-on lines of one kind for one album are one: the later choice replaces the earlier. The
 * album is named field by field, in one order: a line read back from DynamoDB has its maps' keys in
 * whatever order the table keeps them (DynamoDB does not keep the order they were written in), so
 * the stored line and the new choice would not compare equal as JSON.
 */
export const addOnSlotOf = (line: AddOnCartItem): string => {
  const target = line.forAlbum;
  const album =
    target.in === 'cart'
      ? [target.album.albumName, target.album.size, target.album.pages, target.album.coverType, target.album.coverName, target.album.layFlatUpgrade]
      : [target.orderId, target.lineId];
  return JSON.stringify([line.kind, target.in, ...album]);
};

// What pages need without the schemas lives apart; re-exported for everyone else.
export * from './add-on-rules';
