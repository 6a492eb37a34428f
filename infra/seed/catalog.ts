/**
 * The seeded catalog: four albums and one product per wall-art and service category, parsed
 * through the shared schemas so their defaults apply. Ids are stable (`album-lux`,
 * `lux-10x10-30`) so seeding twice overwrites rather than duplicates, and every image url is
 * a path of the generated artwork (shared/artwork/artwork.ts).
 */
import { albumSchema, productSchema, type Album, type Product } from '../../shared/catalog';
import { albumInputs } from './albums';
import { productInputs } from './products';

export const seedAlbums: Album[] = albumInputs.map((album) => albumSchema.parse(album));
export const seedProducts: Product[] = productInputs.map((product) => productSchema.parse(product));
