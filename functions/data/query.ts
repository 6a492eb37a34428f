/** One Query on an index (all pages unless limited): the shape of every list pattern in the data model. */
import { paginateQuery, QueryCommand } from '../kit/dynamodb';
import { db, entityOf, tableName } from './client';
import { withNames } from './expressions';

export async function queryIndex<T>(
  index: { index: string; pk: string },
  options: { skPrefix?: string; limit?: number; newestFirst?: boolean } = {},
): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index.index,
        KeyConditionExpression: options.skPrefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
        ExpressionAttributeNames: {
          '#pk': `${index.index}pk`,
          ...(options.skPrefix ? { '#sk': `${index.index}sk` } : {}),
        },
        ExpressionAttributeValues: {
          ':pk': index.pk,
          ...(options.skPrefix ? { ':prefix': options.skPrefix } : {}),
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
