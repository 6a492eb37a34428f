/**
 * Every key of the table is built here, one function per entity (docs/data-model.md).
 * Ids that sort by time are ULIDs, so `gsi*sk` ranges come back newest first with
 * ScanIndexForward=false.
 */
import { nameKeyOf, type Category } from '../../shared/catalog';

export const albumKeys = (id: string, albumName: string) => ({
  pk: `ALBUM#${id}`,
  sk: 'ALBUM',
  gsi1pk: `NAME#ALBUM#${nameKeyOf(albumName)}`,
  gsi1sk: 'ALBUM',
  gsi2pk: 'CATALOG#ALBUMS',
  gsi2sk: nameKeyOf(albumName),
});
export const albumKey = (id: string) => ({ pk: `ALBUM#${id}`, sk: 'ALBUM' });
export const albumNameIndex = (name: string) => ({ index: 'gsi1', pk: `NAME#ALBUM#${nameKeyOf(name)}` }) as const;
export const allAlbumsIndex = { index: 'gsi2', pk: 'CATALOG#ALBUMS' } as const;

export const productKeys = (id: string, productName: string, category: Category) => ({
  pk: `PRODUCT#${id}`,
  sk: 'PRODUCT',
  gsi1pk: `NAME#PRODUCT#${nameKeyOf(productName)}`,
  gsi1sk: 'PRODUCT',
  gsi2pk: 'CATALOG#PRODUCTS',
  gsi2sk: `${category}#${nameKeyOf(productName)}`,
});
export const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' });
export const productNameIndex = (name: string) =>
  ({ index: 'gsi1', pk: `NAME#PRODUCT#${nameKeyOf(name)}` }) as const;
export const allProductsIndex = { index: 'gsi2', pk: 'CATALOG#PRODUCTS' } as const;

export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

export const callbackKeys = (id: string) => ({
  pk: `CALLBACK#${id}`,
  sk: 'CALLBACK',
  gsi2pk: 'CALLBACKS',
  gsi2sk: id,
});

export const referralKeys = (id: string) => ({
  pk: `REFERRAL#${id}`,
  sk: 'REFERRAL',
  gsi2pk: 'REFERRALS',
  gsi2sk: id,
});
