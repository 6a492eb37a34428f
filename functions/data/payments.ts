/**
 * Handled payment events (docs/data-model.md, pattern 17): an item per Stripe event id, put once,
 * so a redelivered event is recognised and answered without work. What a payment writes on its
 * order is written by the order's one writer (orders.ts).
 */
import { GetCommand, PutCommand } from '../kit/dynamodb';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { paymentEventKey } from './keys';

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
