/**
 * Checkout attempts (docs/data-model.md, pattern 32): the page makes one id per attempt to place
 * an order and sends it again on a retry. The first request claims the id for the order it is
 * about to write (a put with `attribute_not_exists(pk)`); every other request with that id, at
 * once or later, reads the claim and answers that order instead of placing another.
 */
import { DeleteCommand, GetCommand, PutCommand } from '../kit/dynamodb';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { checkoutAttemptKey } from './keys';

/** The order the attempt is for: `orderId` when this call claimed it, else the one that did. */
export async function claimCheckoutAttempt(userId: string, attemptId: string, orderId: string): Promise<string> {
  const key = checkoutAttemptKey(userId, attemptId);
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entity: 'CheckoutAttempt', orderId, createdAt: new Date().toISOString() },
        ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
      }),
    );
    return orderId;
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  // Released between the put and the read (the claimant's order write failed): claim it again.
  return Item ? (Item.orderId as string) : claimCheckoutAttempt(userId, attemptId, orderId);
}

/** Gives an attempt back when its order could not be written, so a retry can place it. */
export async function releaseCheckoutAttempt(userId: string, attemptId: string, orderId: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: checkoutAttemptKey(userId, attemptId),
        ...withNames({ ConditionExpression: '#orderId = :orderId' }),
        ExpressionAttributeValues: { ':orderId': orderId },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}
