/** One Query on an index (all pages unless limited): the shape of every list pattern in the data model. */
import { paginateQuery, QueryCommand } from '../kit/dynamodb';
import { db, entityOf, tableName } from './client';
import { withNames } from './expressions';

export async function queryIndex<T>(
  index: { index: string; pk: string },
  /** `skBefore`: only sort keys that sort before it (the entries older than a time). */
  options: { skPrefix?: string; skBefore?: string; limit?: number; newestFirst?: boolean } = {},
): Promise<T[]> {
  const items: T[] = [];
  const sk = options.skPrefix ? ' AND begins_with(#sk, :prefix)' : options.skBefore ? ' AND #sk < :before' : '';
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.index,
        KeyConditionExpression: `#pk = :pk${sk}`,
        ExpressionAttributeNames: {
          '#pk': `${index.index}pk`,
          ...(sk ? { '#sk': `${index.index}sk` } : {}),
        },
        ExpressionAttributeValues: {
          ':pk': index.pk,
          ...(options.skPrefix ? { ':prefix': options.skPrefix } : options.skBefore ? { ':before': options.skBefore } : {}),
        },
        Limit: options.limit,
        ScanIndexForward: !options.newestFirst,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) items.push(entityOf<T>(item) as T);
    ExclusiveStartKey = options.limit ? undefined : page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * Every item of one partition whose sort key starts with the prefix (an order's photos, its design
 * rounds), all pages, read consistently: a request that has just written one reads it back.
 */
export async function queryRange(range: { pk: string; skPrefix: string }): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const pages = paginateQuery(
    { client: db },
    {
      TableName: tableName(),
      ...withNames({ KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)' }),
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) items.push(...(page.Items ?? []));
  return items;
}
