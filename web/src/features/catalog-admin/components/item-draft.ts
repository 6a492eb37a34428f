/**
 * What the catalog form edits: an album or product as text fields (money in dollars, as admins
 * type it), and its conversion to the API's body, checked by the same schema the server uses.
 */
import type { Album, Product, ProductCategory } from '@shared/catalog';
import { newAlbumSchema, newProductSchema, type NewAlbum, type NewProduct } from '@shared/catalog-admin';
import { configureEnglishValidationMessages } from '@shared/validation-english';

// The form shows the schema's messages by field, zod's own wording where a schema gives none
// (a price that is not a number, too few pages): this staff page loads zod's English.
configureEnglishValidationMessages();

export type Kind = 'album' | 'product';

export interface OptionDraft {
  _id?: string;
  size: string;
  pages: string;
  price: string;
  cost: string;
  designCost: string;
}

export interface CoverDraft {
  _id?: string;
  coverType: string;
  coverName: string;
  /** The swatch's picture, uploaded like the item's images. */
  url: string;
}

/** A product's identifiers, shipping box (pounds and inches, as typed) and marketing lines. */
export interface ProductDetailsDraft {
  subcategory: string;
  productNumber: string;
  stripeProductId: string;
  stripePriceId: string;
  shippingWeight: string;
  length: string;
  width: string;
  height: string;
  marketingFeatures: string[];
  /** The image the product's pages lead with: one of its images' URLs, or empty for the first. */
  mainImage: string;
  /** Pictures of the product's covers, shown with its cover options. */
  coverPhotos: { url: string; alt: string }[];
}

export interface ItemDraft {
  kind: Kind;
  name: string;
  category: ProductCategory | '';
  tagline: string;
  description: string;
  availableForPurchase: boolean;
  currency: string;
  basePrice: string;
  options: OptionDraft[];
  /** Albums only: the covers shoppers choose from, and the lay-flat upgrade's price in dollars. */
  covers: CoverDraft[];
  layFlatUpgradePrice: string;
  images: { url: string; alt: string }[];
  /** Products only: what the form shows under Product details, Stripe, Shipping and Marketing. */
  product: ProductDetailsDraft;
  /** Everything else the item has (a product's finishes, features, card provider ids…): kept as it is. */
  rest: Record<string, unknown>;
}

const dollarsOf = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2).replace(/\.00$/, ''));
const textOf = (value: number | string | undefined) => (value === undefined ? '' : String(value));
/** A measure as typed; empty stays undefined and a word stays a word, for the schema to refuse. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
/** An optional text field: empty is left out. */
const given = <K extends string>(key: K, text: string) => (text.trim() ? { [key]: text.trim() } : {});

export const emptyProductDetails = (): ProductDetailsDraft => ({
  subcategory: '',
  productNumber: '',
  stripeProductId: '',
  stripePriceId: '',
  shippingWeight: '',
  length: '',
  width: '',
  height: '',
  marketingFeatures: [],
  mainImage: '',
  coverPhotos: [],
});

/** Dollars typed by an admin as cents; empty stays undefined (and a word stays a word, for the schema to refuse). */
const centsOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Math.round(Number(text) * 100));

export const emptyOption = (): OptionDraft => ({ size: '', pages: '', price: '', cost: '', designCost: '' });
export const emptyCover = (): CoverDraft => ({ coverType: '', coverName: '', url: '' });

export function draftOf(kind: Kind, item?: Album | Product): ItemDraft {
  const base: ItemDraft = {
    kind,
    name: '',
    category: '',
    tagline: '',
    description: '',
    availableForPurchase: true,
    currency: 'USD',
    basePrice: '',
    options: kind === 'album' ? [emptyOption()] : [],
    covers: kind === 'album' ? [emptyCover()] : [],
    layFlatUpgradePrice: '',
    images: [],
    product: emptyProductDetails(),
    rest: {},
  };
  if (!item) return base;
  const { _id, version, tagline, description, images, ...rest } = item;
  const common = { ...base, tagline, description, images };
  if (item.category === 'Albums') {
    const { albumName, albumOptions, coverOptions, layFlatUpgradePrice, ...albumRest } = rest as Omit<
      Album,
      '_id' | 'version' | 'tagline' | 'description' | 'images'
    >;
    return {
      ...common,
      name: albumName,
      rest: albumRest,
      layFlatUpgradePrice: dollarsOf(layFlatUpgradePrice),
      covers: coverOptions.map((c) => ({ _id: c._id, coverType: c.coverType, coverName: c.coverName, url: c.url })),
      options: albumOptions.map((o) => ({
        _id: o._id,
        size: o.size,
        pages: String(o.pages),
        price: dollarsOf(o.price),
        cost: dollarsOf(o.cost),
        designCost: dollarsOf(o.designCost),
      })),
    };
  }
  const {
    productName,
    productOptions,
    coverOptions,
    category,
    availableForPurchase,
    basePrice,
    currency,
    subcategory,
    productNumber,
    stripeProductId,
    stripePriceId,
    shippingWeight,
    shippingDimensions,
    marketing_features,
    mainImage,
    coverPhotos,
    ...productRest
  } = rest as Omit<Product, '_id' | 'version' | 'tagline' | 'description' | 'images'>;
  return {
    ...common,
    name: productName,
    category,
    availableForPurchase,
    currency,
    basePrice: dollarsOf(basePrice),
    rest: productRest,
    covers: coverOptions.map((c) => ({ _id: c._id, coverType: c.coverType, coverName: c.coverName, url: c.url })),
    product: {
      subcategory: textOf(subcategory),
      productNumber: textOf(productNumber),
      stripeProductId: textOf(stripeProductId),
      stripePriceId: textOf(stripePriceId),
      shippingWeight: textOf(shippingWeight),
      length: textOf(shippingDimensions?.length),
      width: textOf(shippingDimensions?.width),
      height: textOf(shippingDimensions?.height),
      marketingFeatures: marketing_features,
      mainImage: textOf(mainImage),
      coverPhotos,
    },
    options: productOptions.map((o) => ({ _id: o._id, size: o.size, pages: '', price: dollarsOf(o.price), cost: dollarsOf(o.cost), designCost: '' })),
  };
}

const coversOf = (draft: ItemDraft) =>
  draft.covers.map((c) => ({ ...(c._id ? { _id: c._id } : {}), coverType: c.coverType.trim(), coverName: c.coverName.trim(), url: c.url }));

/** A product's details as the API takes them: empty fields left out, the box sent once any side is typed, blank feature lines dropped. */
function productDetailsOf(p: ProductDetailsDraft) {
  const box = [p.length, p.width, p.height].some((side) => side.trim() !== '');
  return {
    ...given('subcategory', p.subcategory),
    ...given('productNumber', p.productNumber),
    ...given('stripeProductId', p.stripeProductId),
    ...given('stripePriceId', p.stripePriceId),
    ...(p.shippingWeight.trim() ? { shippingWeight: numberOf(p.shippingWeight) } : {}),
    ...(box ? { shippingDimensions: { length: numberOf(p.length), width: numberOf(p.width), height: numberOf(p.height) } } : {}),
    marketing_features: p.marketingFeatures.map((line) => line.trim()).filter(Boolean),
    ...given('mainImage', p.mainImage),
    coverPhotos: p.coverPhotos,
  };
}

/** The body of an add or edit call, or the schema's messages by field. */
export function bodyOf(draft: ItemDraft): { ok: true; body: NewAlbum | NewProduct } | { ok: false; errors: Record<string, string> } {
  const common = { tagline: draft.tagline, description: draft.description, images: draft.images, ...draft.rest };
  const candidate =
    draft.kind === 'album'
      ? {
          ...common,
          category: 'Albums',
          albumName: draft.name.trim(),
          albumOptions: draft.options.map((o) => ({
            ...(o._id ? { _id: o._id } : {}),
            size: o.size,
            pages: Number(o.pages),
            price: centsOf(o.price),
            cost: centsOf(o.cost),
            ...(o.designCost.trim() ? { designCost: centsOf(o.designCost) } : {}),
          })),
          coverOptions: coversOf(draft),
          ...(draft.layFlatUpgradePrice.trim() ? { layFlatUpgradePrice: centsOf(draft.layFlatUpgradePrice) } : {}),
        }
      : {
          ...common,
          productName: draft.name.trim(),
          category: draft.category || undefined,
          availableForPurchase: draft.availableForPurchase,
          currency: draft.currency,
          basePrice: centsOf(draft.basePrice),
          productOptions: draft.options.map((o) => ({ ...(o._id ? { _id: o._id } : {}), size: o.size, price: centsOf(o.price), cost: centsOf(o.cost) })),
          coverOptions: coversOf(draft),
          ...productDetailsOf(draft.product),
        };
  const parsed = (draft.kind === 'album' ? newAlbumSchema : newProductSchema).safeParse(candidate);
  if (parsed.success) return { ok: true, body: candidate as NewAlbum | NewProduct };
  const errors: Record<string, string> = {};
  // Blank feature lines are not sent, so a sent line's message goes to the line the admin typed it in.
  const typedLines = draft.product.marketingFeatures.flatMap((line, i) => (line.trim() ? [i] : []));
  for (const issue of parsed.error.issues) {
    const path = issue.path[0] === 'marketing_features' && typeof issue.path[1] === 'number' ? ['marketing_features', typedLines[issue.path[1]]] : issue.path;
    errors[path.join('.') || '_'] ??= issue.message;
  }
  return { ok: false, errors };
}
