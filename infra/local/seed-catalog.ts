/** Puts the seed catalog in the table when it has no albums yet (a fresh or reset local cloud). */
import { listAlbums, putAlbum, putProduct } from '../../functions/data/catalog';
import { seedAlbums, seedProducts } from '../seed/catalog';

export async function seedCatalog(): Promise<string | undefined> {
  if ((await listAlbums()).length > 0) return undefined;
  await Promise.all([...seedAlbums.map(putAlbum), ...seedProducts.map(putProduct)]);
  return `${seedAlbums.length} albums, ${seedProducts.length} products`;
}
