/**
 * The catalog's rules that pages need: names and their URL forms, the From price, the options and
 * covers an item offers, the album page's default choice. No schema here: the
 * storefront uses these on its first load, and a schema would bring zod with it. catalog.ts, which
 * holds the schemas, re-exports them; the rules name only the fields they read, so they import
 * nothing from it (the catalog's items have these fields and more, and keep their own types
 * through the rules that return them).
 */
import type { Cents } from './money';

interface CoverFacts {
  coverType: string;
  coverName: string;
}
/** What the rules read of an album. */
export interface AlbumFacts {
  category: 'Albums';
  albumName: string;
  albumOptions: readonly { size: string; pages: number; price: Cents }[];
  coverOptions: readonly CoverFacts[];
}
/** What the rules read of a product (wall art, prints, add-ons). */
export interface ProductFacts {
  category: string;
  productName: string;
  productOptions: readonly { size: string; price: Cents }[];
  basePrice?: Cents;
  coverOptions: readonly CoverFacts[];
}
type ItemFacts = AlbumFacts | ProductFacts;

export const isAlbum = <T extends ItemFacts>(item: T): item is Extract<T, { category: 'Albums' }> => item.category === 'Albums';
export const nameOf = (item: ItemFacts): string => (isAlbum(item) ? item.albumName : item.productName);

/** `Press Book` is addressed as `Press-Book` in URLs; lookups ignore case and separators. */
export const urlNameOf = (name: string): string => name.trim().replace(/\s+/g, '-');
export const nameKeyOf = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');

/** The lowest price a shopper can pay for the item: its "From" price. */
export function fromPrice(item: ItemFacts): Cents | undefined {
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
export function sizesOf(item: ItemFacts): string[] {
  const options: readonly { size: string }[] = isAlbum(item) ? item.albumOptions : item.productOptions;
  return [...new Set(options.map((o) => o.size))];
}

/** Page counts offered for an album size, smallest first. */
export function pagesFor(album: AlbumFacts, size: string): number[] {
  return album.albumOptions
    .filter((o) => o.size === size)
    .map((o) => o.pages)
    .sort((a, b) => a - b);
}

export function findAlbumOption<A extends AlbumFacts>(album: A, size: string, pages: number): A['albumOptions'][number] | undefined {
  return album.albumOptions.find((o) => o.size === size && o.pages === pages);
}

export function findProductOption<P extends ProductFacts>(product: P, size: string): P['productOptions'][number] | undefined {
  return product.productOptions.find((o) => o.size === size);
}

export const coverTypesOf = (item: ItemFacts): string[] => [...new Set(item.coverOptions.map((c) => c.coverType))];

export function findCover<I extends ItemFacts>(item: I, coverType: string, coverName: string): I['coverOptions'][number] | undefined {
  return item.coverOptions.find((c) => c.coverType === coverType && c.coverName === coverName);
}

/** The album page opens on 6x9 when offered, else the first size, at that size's fewest pages. */
export function defaultAlbumSelection<A extends AlbumFacts>(album: A): { size: string; pages: number; cover: A['coverOptions'][number] | undefined } {
  const sizes = sizesOf(album);
  const size = sizes.includes('6x9') ? '6x9' : (sizes[0] ?? '');
  return { size, pages: pagesFor(album, size)[0] ?? 0, cover: album.coverOptions[0] };
}

/** Designers can place at most two photos per page. */
export const maxDesignImages = (pages: number): number => pages * 2;

/** The add-editing page: 2 to 20 extra pages on top of the 30 included, $15 each, and the editing tiers. */
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
