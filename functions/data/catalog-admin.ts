/**
 * Catalog writes by staff (docs/data-model.md, patterns 18 and 19): adding an album or product and
 * saving an edit. A name belongs to one item through its name guard item, claimed with a
 * condition; an edit is written only if the item is still at the version the editor read, so of
 * two admins saving the same item at once, one is told to reload instead of being overwritten.
 */
import { DeleteCommand, GetCommand, PutCommand } from '../kit/dynamodb';
import { isAlbum, nameKeyOf, nameOf, type Album, type Product } from '../../shared/catalog';
import { db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { albumKey, albumKeys, nameGuardKey, productKey, productKeys } from './keys';

type StaffItem = Album | Product;
type Kind = 'ALBUM' | 'PRODUCT';
const kindOf = (item: StaffItem): Kind => (isAlbum(item) ? 'ALBUM' : 'PRODUCT');
const itemOf = (item: StaffItem) => ({
  ...(isAlbum(item) ? albumKeys(item._id, item.albumName) : productKeys(item._id, item.productName, item.category)),
  entity: isAlbum(item) ? 'Album' : 'Product',
  ...item,
});

/** The guard item of a name, naming the item that holds it. Claiming a name one already holds succeeds. */
export async function claimName(kind: Kind, name: string, owner: string): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...nameGuardKey(kind, name), entity: 'NameGuard', owner },
        ...withNames({ ConditionExpression: 'attribute_not_exists(#pk) OR #owner = :owner' }),
        ExpressionAttributeValues: { ':owner': owner },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

async function releaseName(kind: Kind, name: string, owner: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: nameGuardKey(kind, name),
        ...withNames({ ConditionExpression: '#owner = :owner' }),
        ExpressionAttributeValues: { ':owner': owner },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Adds a new album or product at version 0; `nameTaken` when another item has its name. */
export async function addCatalogItem<T extends StaffItem>(item: T): Promise<{ outcome: 'saved'; item: T } | { outcome: 'nameTaken' }> {
  if (!(await claimName(kindOf(item), nameOf(item), item._id))) return { outcome: 'nameTaken' };
  const saved = { ...item, version: 0 };
  await db.send(new PutCommand({ TableName: tableName(), Item: itemOf(saved), ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }) }));
  return { outcome: 'saved', item: saved };
}

export type SaveResult<T> = { outcome: 'saved'; item: T } | { outcome: 'missing' | 'stale' | 'nameTaken' };

/**
 * Replaces an album or product with its edited version if it is still at `versionRead` (seeded
 * items have no version: 0). A new name is claimed first and the old one released after.
 */
export async function saveCatalogItem<T extends StaffItem>(item: T, versionRead: number): Promise<SaveResult<T>> {
  const kind = kindOf(item);
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: kind === 'ALBUM' ? albumKey(item._id) : productKey(item._id),
      ConsistentRead: true,
    }),
  );
  const current = entityOf<StaffItem>(Item);
  if (!current || kindOf(current) !== kind) return { outcome: 'missing' };
  const renamed = nameKeyOf(nameOf(current)) !== nameKeyOf(nameOf(item));
  if (renamed && !(await claimName(kind, nameOf(item), item._id))) return { outcome: 'nameTaken' };

  const saved = { ...item, version: versionRead + 1 };
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(saved),
        ...withNames({ ConditionExpression: 'attribute_exists(#pk) AND (#version = :read OR (attribute_not_exists(#version) AND :read = :zero))' }),
        ExpressionAttributeValues: { ':read': versionRead, ':zero': 0 },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    if (renamed) await releaseName(kind, nameOf(item), item._id);
    return { outcome: 'stale' };
  }
  if (renamed) await releaseName(kind, nameOf(current), item._id);
  return { outcome: 'saved', item: saved };
}
