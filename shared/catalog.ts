/**
 * The catalog: albums and wall-art products, their options and covers, and the rules that pick
 * an option (an album page opens on 6x9 where offered, at the fewest pages). Prices are cents.
 */
import * as z from 'zod/mini';
import { centsSchema } from './cents';
import { albumPages, measure, MAX_VERSION, wholeNumber } from './numbers';
import { messages } from './messages';
import { safeText } from './text';

export const albumSizes = ['6x9', '8x8', '10x10', '12x12', '12x18'] as const;

export const categories = [
  'Albums',
  'Prints',
  'Image-Box',
  'Editing',
  'Frames',
  'Canvas',
  'Metal-Art',
  'Acrylic-Blocks',
  'Edge-Prints',
  'Acrylic-Art',
] as const;
export type Category = (typeof categories)[number];
export type ProductCategory = Exclude<Category, 'Albums'>;
export const productCategories = categories.filter((c) => c !== 'Albums') as ProductCategory[];
export const productCategorySchema = z.enum(productCategories as [ProductCategory, ...ProductCategory[]], {
  error: 'That is not one of our categories.',
});

/** Print sizes for the admin size filter, smallest first: the standard frames from 4x6 to 40x60. */
export const printSizes: readonly string[] = [
  '4x4',
  '4x6',
  '5x5',
  '5x7',
  '6x6',
  '4x12',
  '6x8',
  '6x9',
  '8x8',
  '5x15',
  '8x10',
  '8x12',
  '10x10',
  '10x13',
  '12x12',
  '10x15',
  '11x14',
  '11x17',
  '12x16',
  '8x24',
  '14x14',
  '10x20',
  '12x18',
  '14x18',
  '16x16',
  '12x24',
  '14x21',
  '10x30',
  '16x20',
  '18x18',
  '16x24',
  '10x40',
  '20x20',
  '12x36',
  '18x24',
  '15x30',
  '20x24',
  '16x32',
  '12x48',
  '24x24',
  '20x30',
  '18x36',
  '24x30',
  '16x48',
  '24x32',
  '20x40',
  '24x36',
  '30x30',
  '32x32',
  '30x36',
  '24x48',
  '20x60',
  '30x40',
  '36x36',
  '30x45',
  '32x48',
  '40x40',
  '36x48',
  '30x60',
  '36x54',
  '40x50',
  '40x54',
  '40x60',
];

/** The largest parcel the shop ships: a weight in pounds and a side in inches. */
export const shippingBounds = { weight: 150, side: 108 } as const;

const idSchema = z.string().check(z.minLength(1), z.maxLength(64));
/**
 * The most of each list an album or product holds: enough for any real item, and small enough
 * that an item stays far under DynamoDB's 400 KB whatever an admin sends.
 */
export const catalogCaps = { options: 100, covers: 50, images: 30, features: 30 } as const;
const nameSchema = safeText(60).check(z.minLength(1, 'Enter a name.'));
/**
 * A catalog price or cost: at most $1,000,000, so that any order total (50 lines of 99) stays an
 * exact integer, which is all DynamoDB and the card provider take.
 */
const catalogCents = centsSchema.check(z.maximum(100_000_000, 'At most $1,000,000.'));
const sizeSchema = z.string().check(z.regex(/^[1-9]\d?x[1-9]\d?$/, 'Sizes are written like 8x8 or 12x18'));
/**
 * Counts the saves of a catalog item: an admin's edit names the version it read and is refused
 * if another save came first. Seeded items have none: version 0.
 */
const versionSchema = z.optional(wholeNumber(0, MAX_VERSION));
const imageSchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(500)), alt: z._default(safeText(200), '') });

export const coverOptionSchema = z.object({
  _id: idSchema,
  coverType: nameSchema,
  coverName: nameSchema,
  url: z.string().check(z.minLength(1), z.maxLength(500)),
});
export type CoverOption = z.infer<typeof coverOptionSchema>;

/** Ids of the price in the card provider's own catalog, when the shop mirrors one there. */
const providerIds = {
  priceId: z.optional(z.string().check(z.maxLength(100))),
  productId: z.optional(z.string().check(z.maxLength(100))),
  dupPriceId: z.optional(z.string().check(z.maxLength(100))),
};

export const albumOptionSchema = z.object({
  _id: idSchema,
  size: sizeSchema,
  pages: z.int().check(z.minimum(albumPages.min), z.maximum(albumPages.max), z.multipleOf(2, 'Albums have an even number of pages')),
  price: catalogCents,
  cost: catalogCents,
  designCost: z.optional(catalogCents),
  ...providerIds,
});
export type AlbumOption = z.infer<typeof albumOptionSchema>;

/** What printing and design cost the studio is its own business: shoppers see options without them. */
const privateCosts = { cost: true, designCost: true } as const;
export const publicAlbumOptionSchema = z.omit(albumOptionSchema, privateCosts);
export type PublicAlbumOption = z.infer<typeof publicAlbumOptionSchema>;

export const albumFields = z.object({
  _id: idSchema,
  albumName: nameSchema,
  category: z.literal('Albums'),
  tagline: z._default(safeText(200), ''),
  description: z._default(safeText(4000, { multiline: true }), ''),
  features: z._default(z.array(safeText(300)).check(z.maxLength(catalogCaps.features)), []),
  images: z.array(imageSchema).check(z.minLength(1), z.maxLength(catalogCaps.images)),
  navbarImage: z.string().check(z.maxLength(500)),
  albumOptions: z.array(albumOptionSchema).check(z.minLength(1), z.maxLength(catalogCaps.options)),
  coverOptions: z.array(coverOptionSchema).check(z.minLength(1), z.maxLength(catalogCaps.covers)),
  /** Offered on albums whose pages can be bound to open flat; the price is per album. */
  layFlatUpgradePrice: z.optional(catalogCents),
  version: versionSchema,
});

/** Adds an issue for every value that repeats: one option per size (and pages), one cover per id. */
function unique<T>(ctx: z.core.$RefinementCtx, items: readonly T[], keyOf: (item: T) => string, path: string, what: string) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = keyOf(item);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [path, i], message: `${what} ${key} is listed twice.` });
    seen.add(key);
  });
}
const coversOnce = (ctx: z.core.$RefinementCtx, covers: readonly Omit<CoverOption, '_id'>[]) =>
  unique(ctx, covers, (c) => `${c.coverType} ${c.coverName}`, 'coverOptions', 'The cover');

type OptionsAndCovers = { albumOptions: readonly { size: string; pages: number }[]; coverOptions: readonly Omit<CoverOption, '_id'>[] };
export const albumRules = (album: OptionsAndCovers, ctx: z.core.$RefinementCtx) => {
  unique(ctx, album.albumOptions, (o) => `${o.size} with ${o.pages} pages`, 'albumOptions', 'The option');
  coversOnce(ctx, album.coverOptions);
};
export const albumSchema = albumFields.check(z.superRefine(albumRules));
export type Album = z.infer<typeof albumSchema>;
/** An album as shoppers see it: no costs. Parsing strips them (zod drops keys it does not know). */
export const publicAlbumSchema = z.extend(z.omit(albumFields, { version: true }), { albumOptions: z.array(publicAlbumOptionSchema).check(z.minLength(1)) });
export type PublicAlbum = z.infer<typeof publicAlbumSchema>;

export const productOptionSchema = z.object({
  _id: idSchema,
  size: sizeSchema,
  price: catalogCents,
  cost: catalogCents,
  ...providerIds,
});
export type ProductOption = z.infer<typeof productOptionSchema>;
export const publicProductOptionSchema = z.omit(productOptionSchema, { cost: true });
export type PublicProductOption = z.infer<typeof publicProductOptionSchema>;

export const productFields = z.object({
  _id: idSchema,
  productName: nameSchema,
  category: productCategorySchema,
  subcategory: z.optional(safeText(60)),
  tagline: z._default(safeText(200), ''),
  description: z._default(safeText(4000, { multiline: true }), ''),
  images: z.array(imageSchema).check(z.maxLength(catalogCaps.images)),
  navbarImage: z.string().check(z.maxLength(500)),
  productOptions: z.array(productOptionSchema).check(z.maxLength(catalogCaps.options)),
  coverOptions: z._default(z.array(coverOptionSchema).check(z.maxLength(catalogCaps.covers)), []),
  availableForPurchase: z._default(z.boolean(), true),
  productNumber: z.optional(safeText(40)),
  currency: z._default(z.literal('USD'), 'USD'),
  stripeProductId: z.optional(z.string().check(z.regex(/^prod_[A-Za-z0-9]{1,95}$/, messages.stripeProductIdInvalid))),
  stripePriceId: z.optional(z.string().check(z.regex(/^price_[A-Za-z0-9]{1,94}$/, messages.stripePriceIdInvalid))),
  /** In pounds, for the box of the largest size: a parcel carrier takes up to 150 lb. */
  shippingWeight: z.optional(measure(shippingBounds.weight, { what: 'The shipping weight', unit: 'lb' })),
  /** In inches: a parcel carrier takes a side of up to 108 in. */
  shippingDimensions: z.optional(
    z.object({
      length: measure(shippingBounds.side, { what: 'The length', unit: 'in' }),
      width: measure(shippingBounds.side, { what: 'The width', unit: 'in' }),
      height: measure(shippingBounds.side, { what: 'The height', unit: 'in' }),
    }),
  ),
  marketing_features: z._default(z.array(safeText(300)).check(z.maxLength(catalogCaps.features)), []),
  /** The product's main picture (the learn and order pages lead with it). */
  mainImage: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  /** Pictures of the product's covers, shown with its cover options. */
  coverPhotos: z._default(z.array(imageSchema).check(z.maxLength(catalogCaps.images)), []),
  /** Only for a product sold without options. */
  basePrice: z.optional(catalogCents),
  version: versionSchema,
});

export const productRules = (
  product: { productOptions: readonly { size: string }[]; coverOptions: readonly Omit<CoverOption, '_id'>[]; basePrice?: number },
  ctx: z.core.$RefinementCtx,
) => {
  unique(ctx, product.productOptions, (o) => o.size, 'productOptions', 'The size');
  coversOnce(ctx, product.coverOptions);
  if (product.productOptions.length > 0 === (product.basePrice !== undefined))
    ctx.addIssue({ code: 'custom', path: ['basePrice'], message: 'A product has either size options or a base price.' });
};
export const productSchema = productFields.check(z.superRefine(productRules));
export type Product = z.infer<typeof productSchema>;
/** A product as shoppers see it: no costs. */
export const publicProductSchema = z.extend(z.omit(productFields, { version: true }), { productOptions: z.array(publicProductOptionSchema) });
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** Any album or product, with or without its costs (a staff record is a shopper's item plus costs). */
export type CatalogItem = PublicAlbum | PublicProduct;

// The pure rules (names, From prices, option lookups) live apart, so pages use them without the schemas.
export * from './catalog-rules';
