/**
 * The orders desk's reads and its counter (docs/data-model.md, patterns 11 and 18): the board's
 * pages and the short order number. What staff change on an order is written by the order's one
 * writer (orders.ts), on the version the page read.
 */
import { QueryCommand, UpdateCommand } from '../kit/dynamodb';
import type { Order } from '../../shared/orders';
import { formatOrderNumber, FIRST_ORDER_NUMBER } from '../../shared/staff-orders';
import { db, entityOf, tableName } from './client';
import { withNames } from './expressions';
import { orderNumberCounterKey, outstandingOrdersIndex } from './keys';

/** The cursor is the page's LastEvaluatedKey, opaque to the browser (base64url JSON). */
const encodeCursor = (key: Record<string, unknown> | undefined) => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined);
function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    // Only the keys of the board's own index may come back: nothing else reaches the Query.
    if (key.gsi2pk !== outstandingOrdersIndex.pk || typeof key.gsi2sk !== 'string') return undefined;
    return { pk: key.pk, sk: key.sk, gsi2pk: key.gsi2pk, gsi2sk: key.gsi2sk };
  } catch {
    return undefined;
  }
}

/** What the board reads of an order. */
export type BoardSource = Pick<
  Order,
  | '_id'
  | 'user'
  | 'orderNumber'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'createdAt'
  | 'status'
  | 'statusHistory'
  | 'totalPrice'
  | 'albums'
  | 'products'
  | 'cancellationRequest'
>;

/** Pattern 11: one page of paid, open orders, oldest first (ULIDs sort by time). One Query. */
export async function outstandingOrdersPage(limit: number, cursor?: string): Promise<{ orders: BoardSource[]; cursor?: string }> {
  const page = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: outstandingOrdersIndex.index,
      ...withNames({
        KeyConditionExpression: '#gsi2pk = :pk',
        // Only what a box on the board shows: a page of hundreds stays small on the wire.
        ProjectionExpression:
          '#_id, #user, #orderNumber, #firstName, #lastName, #email, #createdAt, #status, #statusHistory, #totalPrice, #albums, #products, #cancellationRequest',
      }),
      ExpressionAttributeValues: { ':pk': outstandingOrdersIndex.pk },
      ScanIndexForward: true,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor),
    }),
  );
  return { orders: (page.Items ?? []).map((item) => entityOf<BoardSource>(item)!), cursor: encodeCursor(page.LastEvaluatedKey) };
}

/** Pattern 18: the next short order number, allocated once (`ADD`, one write per order). */
export async function allocateOrderNumber(): Promise<string> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: orderNumberCounterKey,
      ...withNames({ UpdateExpression: 'ADD #next :one SET #entity = :entity' }),
      ExpressionAttributeValues: { ':one': 1, ':entity': 'Counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return formatOrderNumber(FIRST_ORDER_NUMBER - 1 + (Attributes!.next as number));
}
