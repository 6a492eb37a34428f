/** Orders (docs/data-model.md, patterns 9 to 12 and 17). Payment changes are conditional updates. */
import { GetCommand, PutCommand, UpdateCommand } from '../kit/dynamodb';
import type { Order, OrderStatus, PaymentStatus, StatusChange } from '../../shared/orders';
import { db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { orderIndexEntries, orderKey, orderKeys, paymentEventKey, userOrdersIndex } from './keys';
import { queryIndex } from './query';

export async function createOrder(order: Order): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...orderKeys(order), entity: 'Order', ...order },
      ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
    }),
  );
}

export async function getOrder(id: string): Promise<Order | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: orderKey(id), ConsistentRead: true }));
  return entityOf<Order>(Item);
}

export const listOrdersOfUser = (userId: string): Promise<Order[]> => queryIndex<Order>(userOrdersIndex(userId), { newestFirst: true });

/**
 * The order's checkout session is now `sessionId`: the one Pay now and checkout reopen. A new
 * session makes an order whose last one failed or expired payable again (`pending`); an order
 * already paid is left alone (answers false).
 */
export async function setCheckoutSession(id: string, sessionId: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(id),
        ...withNames({
          UpdateExpression: 'SET #checkoutSessionId = :session, #paymentStatus = :pending',
          ConditionExpression: 'attribute_exists(#pk) AND #paymentStatus <> :paid',
        }),
        ExpressionAttributeValues: { ':session': sessionId, ':pending': 'pending', ':paid': 'paid' },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Moves the payment to its outcome, once. Paid: from any unpaid state (a real payment is never
 * refused for an earlier failure), recording the session and card payment that paid, so a later
 * payment is recognised as a second one. Failed or expired: only from pending and only for the
 * order's current session, so a session replaced by a newer one cannot mark the order unpaid.
 * Repeated or concurrent deliveries change nothing. Answers the order as changed, or undefined.
 */
export async function settlePayment(
  id: string,
  outcome: Exclude<PaymentStatus, 'pending'>,
  entry: StatusChange,
  payment: { sessionId?: string; paymentIntentId?: string } = {},
) {
  const paid = outcome === 'paid';
  // A paid order joins the staff's board (the outstanding index) now, not when it was placed.
  const board = paid ? orderIndexEntries({ _id: id, status: entry.status, paymentStatus: outcome }) : {};
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(id),
        ...withNames({
          UpdateExpression:
            'SET #paymentStatus = :outcome, #statusHistory = list_append(#statusHistory, :entry)' +
            (paid ? ', #paidAt = :at' : '') +
            (paid && payment.sessionId ? ', #paidSessionId = :session' : '') +
            (paid && payment.paymentIntentId ? ', #paymentIntentId = :intent' : '') +
            (board.gsi2pk ? ', #gsi2pk = :board, #gsi2sk = :id' : ''),
          ConditionExpression: paid ? '#paymentStatus <> :paid' : `#paymentStatus = :pending${payment.sessionId ? ' AND #checkoutSessionId = :session' : ''}`,
        }),
        ExpressionAttributeValues: {
          ':outcome': outcome,
          ':entry': [entry],
          ...(payment.sessionId ? { ':session': payment.sessionId } : {}),
          ...(paid ? { ':at': entry.updatedAt, ':paid': 'paid' } : { ':pending': 'pending' }),
          ...(paid && payment.paymentIntentId ? { ':intent': payment.paymentIntentId } : {}),
          ...(board.gsi2pk ? { ':board': board.gsi2pk, ':id': board.gsi2sk } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return entityOf<Order>(Attributes);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

export async function paymentEventSeen(eventId: string): Promise<boolean> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: paymentEventKey(eventId), ConsistentRead: true }));
  return Item !== undefined;
}

/** Records a handled payment event; false when another delivery recorded it first. */
export async function recordPaymentEvent(eventId: string, type: string, orderId: string | undefined): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...paymentEventKey(eventId), entity: 'PaymentEvent', type, orderId, handledAt: new Date().toISOString() },
        ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** The name the customer gives the order's gallery. */
export async function setGalleryName(id: string, name: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: orderKey(id),
      ...withNames({ UpdateExpression: 'SET #galleryName = :name', ConditionExpression: 'attribute_exists(#pk)' }),
      ExpressionAttributeValues: { ':name': name },
    }),
  );
}

/**
 * Step 2: the customer's photos are complete and the order moves to `status`, with its index
 * entries in step (the editors' queue when it goes to editing). Once: the condition on the status
 * makes a double click or a second tab change nothing. Answers the order as changed, or undefined.
 */
export async function sendUploadsToStudio(order: Order, status: OrderStatus, entry: StatusChange): Promise<Order | undefined> {
  const { pk, sk, ...indexKeys } = orderKeys({ ...order, status });
  const names = Object.keys(indexKeys);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(order._id),
        ...withNames({
          UpdateExpression:
            'SET #status = :status, #statusHistory = list_append(#statusHistory, :entry), ' + names.map((name) => `#${name} = :${name}`).join(', '),
          ConditionExpression: '#status = :awaiting',
        }),
        ExpressionAttributeValues: {
          ':status': status,
          ':entry': [entry],
          ':awaiting': 'Awaiting user images',
          ...Object.fromEntries(Object.entries(indexKeys).map(([name, value]) => [`:${name}`, value])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return entityOf<Order>(Attributes);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}
