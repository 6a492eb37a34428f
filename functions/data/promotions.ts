/**
 * Promotions (docs/data-model.md): one item each, listed in gsi2 under `PROMOTIONS` by when it
 * ends. An edit or an early end is written only if the promotion is still at the version the
 * Admin read, so of two Admins saving at once, one is told to reload instead of being overwritten.
 */
import { PutCommand, QueryCommand, GetCommand } from '../kit/dynamodb';
import type { Promotion } from '../../shared/promotions';
import { db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { queryIndex } from './query';
import { promotionKey, promotionKeys, promotionsIndex } from './keys';

const itemOf = (p: Promotion) => ({ ...promotionKeys(p.id, p.endsAt), entity: 'Promotion', ...p });

/** Every promotion, latest ending first (the staff console). */
export const listAllPromotions = (): Promise<Promotion[]> => queryIndex<Promotion>(promotionsIndex, { newestFirst: true });

/** The promotions that end after `now` (running or still to come): what pricing and the storefront read. */
export async function listPromotionsEndingAfter(now: string): Promise<Promotion[]> {
  const promotions: Promotion[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: promotionsIndex.index,
        ...withNames({ KeyConditionExpression: '#gsi2pk = :pk AND #gsi2sk > :now' }),
        ExpressionAttributeValues: { ':pk': promotionsIndex.pk, ':now': now },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) promotions.push(entityOf<Promotion>(item)!);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return promotions;
}

export async function getPromotion(id: string): Promise<Promotion | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: promotionKey(id), ConsistentRead: true }));
  return entityOf<Promotion>(Item);
}

/** Adds a new promotion (at version 0). */
export async function addPromotion(p: Promotion): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: itemOf(p), ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }) }));
}

/** Replaces a promotion with `p` (whose version is `versionRead + 1`) if it is still at `versionRead`. */
export async function savePromotion(p: Promotion, versionRead: number): Promise<'saved' | 'stale'> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(p),
        ...withNames({ ConditionExpression: 'attribute_exists(#pk) AND #version = :read' }),
        ExpressionAttributeValues: { ':read': versionRead },
      }),
    );
    return 'saved';
  } catch (err) {
    if (isConditionFailure(err)) return 'stale';
    throw err;
  }
}
