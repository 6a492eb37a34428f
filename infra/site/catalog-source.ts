/**
 * The catalog the build prerenders the storefront from. For a stage whose catalog has been edited,
 * the stage's own API (`SHOP_CATALOG_API=<api url> npm run build:web`): the very answers the
 * shop serves. Without it, the seed catalog (infra/seed), which is what a fresh local cloud and a
 * fresh stage hold. Either way each item is shaped as the public routes answer it, never with the
 * studio's costs.
 */
import * as z from 'zod/mini';
import { catalogRoutes } from '../../shared/api/catalog';
import { nameOf, publicAlbumSchema, publicProductSchema, type CatalogItem, type PublicAlbum, type PublicProduct } from '../../shared/catalog';
import { seedAlbums, seedProducts } from '../seed/catalog';

export interface Catalog {
  albums: PublicAlbum[];
  products: PublicProduct[];
}

export const catalogApiEnvVar = 'SHOP_CATALOG_API';

/** In the order the list routes answer: albums by name, products by category then name. */
const byName = (a: CatalogItem, b: CatalogItem) => nameOf(a).localeCompare(nameOf(b));

export async function catalogForPrerender(apiUrl = process.env[catalogApiEnvVar]): Promise<{ catalog: Catalog; source: string }> {
  if (!apiUrl) {
    return {
      catalog: {
        albums: seedAlbums.map((album) => publicAlbumSchema.parse(album)).sort(byName),
        products: seedProducts.map((product) => publicProductSchema.parse(product)).sort((a, b) => a.category.localeCompare(b.category) || byName(a, b)),
      },
      source: 'the seed catalog',
    };
  }
  const read = async <S extends z.ZodMiniType>(path: string, schema: S): Promise<z.output<S>> => {
    const url = apiUrl.replace(/\/+$/, '') + path;
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url} answered ${res.status} ${res.statusText}`);
    return schema.parse(await res.json());
  };
  const [albums, products] = await Promise.all([
    read(catalogRoutes.listAlbums.path, z.array(publicAlbumSchema)),
    read(catalogRoutes.listProducts.path, z.array(publicProductSchema)),
  ]);
  return { catalog: { albums, products }, source: apiUrl };
}
