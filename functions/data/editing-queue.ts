/** The editors' queue (docs/data-model.md pattern 12): orders in the editing index, oldest first. One Query. */
import { QueryCommand } from '../kit/dynamodb';
import type { Order } from '../../shared/orders';
import { db, entityOf, tableName } from './client';
import { withNames } from './expressions';
import { editingQueueIndex } from './keys';

/** What the dashboard reads of an order. */
export type QueueSource = Pick<
  Order,
  '_id' | 'user' | 'orderNumber' | 'firstName' | 'lastName' | 'createdAt' | 'status' | 'statusHistory' | 'version' | 'albums' | 'products'
>;

export async function editingQueue(): Promise<QueueSource[]> {
  const orders: QueueSource[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: editingQueueIndex.index,
        ...withNames({
          KeyConditionExpression: '#gsi3pk = :pk',
          ProjectionExpression: '#_id, #user, #orderNumber, #firstName, #lastName, #createdAt, #status, #statusHistory, #version, #albums, #products',
        }),
        ExpressionAttributeValues: { ':pk': editingQueueIndex.pk },
        // Only what a row of the dashboard shows.
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) orders.push(entityOf<QueueSource>(item)!);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return orders;
}
