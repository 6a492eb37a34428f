/** Catalog access patterns: albums and products by id, by name, all of them, by category. */
import { GetCommand, PutCommand } from '../kit/dynamodb';
import type { Album, Category, Product } from '../../shared/catalog';
import { db, entityOf, tableName } from './client';
import { queryIndex } from './query';
import { albumKey, albumKeys, albumNameIndex, nameGuardKey, allAlbumsIndex, allProductsIndex, productKey, productKeys, productNameIndex } from './keys';

export const getAlbumByName = async (name: string): Promise<Album | undefined> => (await queryIndex<Album>(albumNameIndex(name), { limit: 1 }))[0];

export const getProductByName = async (name: string): Promise<Product | undefined> => (await queryIndex<Product>(productNameIndex(name), { limit: 1 }))[0];

export const listAlbums = (): Promise<Album[]> => queryIndex<Album>(allAlbumsIndex);

export const listProducts = (category?: Category): Promise<Product[]> => queryIndex<Product>(allProductsIndex, category ? { skPrefix: `${category}#` } : {});

export async function getAlbum(id: string): Promise<Album | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: albumKey(id) }));
  return entityOf<Album>(Item);
}

export async function getProduct(id: string): Promise<Product | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: productKey(id) }));
  return entityOf<Product>(Item);
}

/** Seeding: the item and the guard item of its name (staff additions go through data/catalog-admin). */
export async function putAlbum(album: Album): Promise<void> {
  await putNameGuard('ALBUM', album.albumName, album._id);
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...albumKeys(album._id, album.albumName), entity: 'Album', ...album } }));
}

export async function putProduct(product: Product): Promise<void> {
  await putNameGuard('PRODUCT', product.productName, product._id);
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...productKeys(product._id, product.productName, product.category), entity: 'Product', ...product },
    }),
  );
}

const putNameGuard = (kind: 'ALBUM' | 'PRODUCT', name: string, owner: string) =>
  db.send(new PutCommand({ TableName: tableName(), Item: { ...nameGuardKey(kind, name), entity: 'NameGuard', owner } }));
