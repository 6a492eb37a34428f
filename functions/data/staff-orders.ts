/**
 * The orders desk's access patterns (docs/data-model.md, patterns 11, 18 and 19): the board's
 * pages, the short order number counter, and the writes staff and customers make after payment.
 * Every such write names the version it read (`version = :expected`) and bumps it, so two people
 * changing one order at once cannot overwrite each other: the second is told, nothing is lost.
 */
import { QueryCommand, UpdateCommand } from '../kit/dynamodb';
import { MAX_STATUS_HISTORY, type Order, type OrderStatus, type StatusChange } from '../../shared/orders';
import { formatOrderNumber, FIRST_ORDER_NUMBER } from '../../shared/staff-orders';
import { db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { orderIndexEntries, orderKey, orderNumberCounterKey, outstandingOrdersIndex } from './keys';

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

/** Thrown when the order changed since the version the writer read. */
export class VersionClash extends Error {}

/**
 * Updates an order if its version is still `expected`, bumping it; answers the order as stored.
 * `set` holds plain attributes to set; the index keys follow the new status. With `historyCap`,
 * the entry is only added while the history holds fewer entries than that.
 */
async function updateAtVersion(
  order: Pick<Order, '_id' | 'paymentStatus'> & { status: OrderStatus },
  expected: number,
  set: Record<string, unknown>,
  entry: StatusChange | undefined,
  extraCondition = '',
  historyCap?: number,
): Promise<Order> {
  const values: Record<string, unknown> = { ':expected': expected, ':zero': 0, ':next': expected + 1 };
  if (historyCap !== undefined) {
    extraCondition += ' AND size(#statusHistory) < :historyCap';
    values[':historyCap'] = historyCap;
  }
  const sets = ['#version = :next'];
  // Each name of `set` is an attribute of the order, written here (status, shipment, refund…).
  for (const [name, value] of Object.entries(set)) {
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  if (entry) {
    sets.push('#statusHistory = list_append(#statusHistory, :entry)');
    values[':entry'] = [entry];
  }
  const index = orderIndexEntries(order);
  const removes: string[] = [];
  for (const [key, value] of [
    ['gsi2pk', index.gsi2pk],
    ['gsi2sk', index.gsi2sk],
    ['gsi3pk', index.gsi3pk],
    ['gsi3sk', index.gsi3sk],
  ] as const) {
    if (value === undefined) removes.push(`#${key}`);
    else {
      sets.push(`#${key} = :${key}`);
      values[`:${key}`] = value;
    }
  }
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(order._id),
        ...withNames({
          UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`.replace(/ REMOVE $/, ''),
          ConditionExpression: 'attribute_exists(#pk) AND (#version = :expected OR (attribute_not_exists(#version) AND :expected = :zero))' + extraCondition,
        }),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return entityOf<Order>(Attributes)!;
  } catch (err) {
    if (isConditionFailure(err)) throw new VersionClash();
    throw err;
  }
}

/**
 * Staff set a status: recorded in the history (up to MAX_STATUS_HISTORY entries), the indexes kept
 * in step, the version checked.
 */
export const changeOrderStatus = (order: Order, expected: number, entry: StatusChange, shipment?: Order['shipment']): Promise<Order> =>
  updateAtVersion({ ...order, status: entry.status }, expected, { status: entry.status, ...(shipment ? { shipment } : {}) }, entry, '', MAX_STATUS_HISTORY);

/** The order is cancelled after its card refund; once only (a second refund record is refused). */
export const cancelWithRefund = (order: Order, expected: number, entry: StatusChange, refund: NonNullable<Order['refund']>) =>
  updateAtVersion({ ...order, status: 'Cancelled' }, expected, { status: 'Cancelled', refund }, entry, ' AND attribute_not_exists(#refund)');

/** The customer asks to cancel; once. */
export const recordCancellationRequest = (order: Order, request: NonNullable<Order['cancellationRequest']>) =>
  updateAtVersion(order, order.version ?? 0, { cancellationRequest: request }, undefined, ' AND attribute_not_exists(#cancellationRequest)');
