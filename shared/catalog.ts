/**
 * The catalog: albums and wall-art products, their options and covers, and the rules that pick
 * an option (spec §3 Album and Product, §4 Album page, §9 constants). Prices are cents.
 */
import * as z from 'zod';
import { centsSchema, type Cents } from './money';

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

/** Print sizes for the admin size filter: the common ratios from 4x6 up to 40x60 (spec §9). */
export const printSizes: readonly string[] = (() => {
  const sizes = new Set<string>();
  const shortSides = [4, 5, 6, 8, 10, 11, 12, 16, 20, 24, 30, 36, 40];
  const ratios = [1, 1.25, 1.4, 1.5, 2, 3];
  for (const s of shortSides)
    for (const r of ratios) {
      const long = Math.round(s * r);
      if (long <= 60) sizes.add(`${s}x${long}`);
    }
  return [...sizes].sort((a, b) => area(a) - area(b) || a.localeCompare(b));
})();

function area(size: string): number {
  const [w = 0, h = 0] = size.split('x').map(Number);
  return w * h;
}

const idSchema = z.string().min(1).max(64);
const sizeSchema = z.string().regex(/^\d{1,2}x\d{1,2}$/, 'Sizes are written like 8x8 or 12x18');
const imageSchema = z.object({ url: z.string().min(1).max(500), alt: z.string().max(200).default('') });

export const coverOptionSchema = z.object({
  _id: idSchema,
  coverType: z.string().min(1).max(60),
  coverName: z.string().min(1).max(60),
  url: z.string().min(1).max(500),
});
export type CoverOption = z.infer<typeof coverOptionSchema>;

/** Ids of the price in the card provider's own catalog, when the shop mirrors one there. */
const providerIds = {
  priceId: z.string().max(100).optional(),
  productId: z.string().max(100).optional(),
  dupPriceId: z.string().max(100).optional(),
};

export const albumOptionSchema = z.object({
  _id: idSchema,
  size: sizeSchema,
  pages: z.int().min(10).max(200),
  price: centsSchema,
  cost: centsSchema,
  designCost: centsSchema.optional(),
  ...providerIds,
});
export type AlbumOption = z.infer<typeof albumOptionSchema>;

export const albumSchema = z.object({
  _id: idSchema,
  albumName: z.string().min(1).max(60),
  category: z.literal('Albums'),
  tagline: z.string().max(200).default(''),
  description: z.string().max(4000).default(''),
  features: z.array(z.string().max(300)).default([]),
  images: z.array(imageSchema),
  navbarImage: z.string().max(500),
  albumOptions: z.array(albumOptionSchema).min(1),
  coverOptions: z.array(coverOptionSchema).min(1),
  /** Offered on albums whose pages can be bound to open flat; the price is per album. */
  layFlatUpgradePrice: centsSchema.optional(),
});
export type Album = z.infer<typeof albumSchema>;

export const productOptionSchema = z.object({
  _id: idSchema,
  size: sizeSchema,
  price: centsSchema,
  cost: centsSchema,
  ...providerIds,
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  _id: idSchema,
  productName: z.string().min(1).max(60),
  category: productCategorySchema,
  subcategory: z.string().max(60).optional(),
  tagline: z.string().max(200).default(''),
  description: z.string().max(4000).default(''),
  images: z.array(imageSchema),
  navbarImage: z.string().max(500),
  productOptions: z.array(productOptionSchema),
  coverOptions: z.array(coverOptionSchema).default([]),
  availableForPurchase: z.boolean().default(true),
  productNumber: z.string().max(40).optional(),
  currency: z.literal('USD').default('USD'),
  stripeProductId: z.string().max(100).optional(),
  stripePriceId: z.string().max(100).optional(),
  shippingWeight: z.number().nonnegative().optional(),
  shippingDimensions: z
    .object({ length: z.number().positive(), width: z.number().positive(), height: z.number().positive() })
    .optional(),
  marketing_features: z.array(z.string().max(300)).default([]),
  /** Only for a product sold without options. */
  basePrice: centsSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

export type CatalogItem = Album | Product;
export const isAlbum = (item: CatalogItem): item is Album => item.category === 'Albums';
export const nameOf = (item: CatalogItem): string => (isAlbum(item) ? item.albumName : item.productName);

/** `Press Book` is addressed as `Press-Book` in URLs; lookups ignore case and separators. */
export const urlNameOf = (name: string): string => name.trim().replace(/\s+/g, '-');
export const nameKeyOf = (name: string): string =>
  name.trim().toLowerCase().replace(/[\s_-]+/g, '-');

/** The lowest price a shopper can pay for the item: its "From" price. */
export function fromPrice(item: CatalogItem): Cents | undefined {
  const prices = isAlbum(item)
    ? item.albumOptions.map((o) => o.price)
    : item.productOptions.length > 0
      ? item.productOptions.map((o) => o.price)
      : item.basePrice !== undefined
        ? [item.basePrice]
        : [];
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/** Sizes in the order the catalog lists them, each once. */
export function sizesOf(item: CatalogItem): string[] {
  const options: { size: string }[] = isAlbum(item) ? item.albumOptions : item.productOptions;
  return [...new Set(options.map((o) => o.size))];
}

/** Page counts offered for an album size, smallest first. */
export function pagesFor(album: Album, size: string): number[] {
  return album.albumOptions
    .filter((o) => o.size === size)
    .map((o) => o.pages)
    .sort((a, b) => a - b);
}

export function findAlbumOption(album: Album, size: string, pages: number): AlbumOption | undefined {
  return album.albumOptions.find((o) => o.size === size && o.pages === pages);
}

export function findProductOption(product: Product, size: string): ProductOption | undefined {
  return product.productOptions.find((o) => o.size === size);
}

export const coverTypesOf = (item: CatalogItem): string[] => [
  ...new Set(item.coverOptions.map((c) => c.coverType)),
];

export function findCover(item: CatalogItem, coverType: string, coverName: string): CoverOption | undefined {
  return item.coverOptions.find((c) => c.coverType === coverType && c.coverName === coverName);
}

/** The album page opens on 6x9 when offered, else the first size, at that size's fewest pages. */
export function defaultAlbumSelection(album: Album) {
  const sizes = sizesOf(album);
  const size = sizes.includes('6x9') ? '6x9' : (sizes[0] ?? '');
  return { size, pages: pagesFor(album, size)[0] ?? 0, cover: album.coverOptions[0] };
}

/** Designers can place at most two photos per page. */
export const maxDesignImages = (pages: number): number => pages * 2;

/** The add-editing page: extra pages on top of the 30 included, and the editing tiers (spec §9). */
export const addEditing = {
  basePages: 30,
  extraPages: { min: 2, max: 20, step: 2 },
  pricePerExtraPage: 1500,
  tiers: [
    { name: 'Pro', price: 19900 },
    { name: 'Pro Plus', price: 29900 },
    { name: 'Lux', price: 59900 },
    { name: 'Black Label', price: 79900 },
  ],
} as const;

export function addEditingTotal(extraPages: number, tierName: string | undefined): Cents {
  const tier = addEditing.tiers.find((t) => t.name === tierName);
  return extraPages * addEditing.pricePerExtraPage + (tier?.price ?? 0);
}

/** The body of `PUT albums/{id}` and `PUT products/{id}`: the whole edited item. */
export const albumUpdateSchema = albumSchema.omit({ _id: true });
export const productUpdateSchema = productSchema.omit({ _id: true });
