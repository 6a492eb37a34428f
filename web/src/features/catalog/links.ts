/** Where the shopper learns about (`/albums/…`) and orders (`/shop/…`) a catalog item, and the pictures that stand for it. */
import type { CatalogItem } from '@shared/catalog';
import { isAlbum, nameOf, urlNameOf } from '@shared/catalog-rules';

const section = (item: CatalogItem) => (isAlbum(item) ? 'albums' : 'products');

/** `Press Book` → `/albums/Press-Book` */
export const learnPathOf = (item: CatalogItem): string => `/${section(item)}/${urlNameOf(nameOf(item))}`;
export const orderPathOf = (item: CatalogItem): string => `/shop/${section(item)}/${urlNameOf(nameOf(item))}`;

/** The item's photographs, a product's main picture first (the one its pages and card lead with). */
export function picturesOf(item: CatalogItem): CatalogItem['images'] {
  const main = 'mainImage' in item ? item.mainImage : undefined;
  if (!main) return item.images;
  const chosen = item.images.find((image) => image.url === main) ?? { url: main, alt: nameOf(item) };
  return [chosen, ...item.images.filter((image) => image !== chosen)];
}

/** A card shows the item's first photograph, with its description for those who cannot see it. */
export function cardPictureOf(item: CatalogItem): { url: string; alt: string } | undefined {
  const fallbackAlt = `${nameOf(item)} ${isAlbum(item) ? 'photo album' : 'wall art'}`;
  const first = picturesOf(item)[0];
  if (first) return { url: first.url, alt: first.alt || fallbackAlt };
  return item.navbarImage ? { url: item.navbarImage, alt: fallbackAlt } : undefined;
}

/** The small picture beside the item's name in the navbar menus. */
export const navbarPictureOf = (item: CatalogItem): string | undefined => item.navbarImage || item.images[0]?.url;
