/**
 * What card payments write on an order besides settling it (docs/data-model.md, patterns 23 and
 * 24): second payments and their refunds, and the confirmation email's claim, each a conditional
 * update so concurrent or repeated deliveries write once.
 */
import { UpdateCommand } from '../kit/dynamodb';
import type { Order, StatusChange } from '../../shared/orders';
import type { DuplicatePayment } from '../../shared/payments';
import { db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { orderKey } from './keys';

/**
 * Records a refunded second payment under its session id, with a line in the order's history.
 * Twice for one session records once (answers undefined the second time). The map is made first
 * when missing, since one update cannot create a map and set a key inside it.
 */
export async function recordDuplicatePayment(id: string, record: DuplicatePayment, entry: StatusChange): Promise<Order | undefined> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: orderKey(id),
      ...withNames({
        UpdateExpression: 'SET #duplicatePayments = if_not_exists(#duplicatePayments, :empty)',
        ConditionExpression: 'attribute_exists(#pk)',
      }),
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(id),
        ...withNames(
          {
            UpdateExpression: 'SET #duplicatePayments.#session = :record, #statusHistory = list_append(#statusHistory, :entry)',
            ConditionExpression: 'attribute_not_exists(#duplicatePayments.#session)',
          },
          { '#session': record.sessionId },
        ),
        ExpressionAttributeValues: { ':record': record, ':entry': [entry] },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return entityOf<Order>(Attributes);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/**
 * Claims the sending of a paid order's confirmation: true for the one delivery that may send it
 * now. Not once it was sent; not while another delivery holds a fresh claim. A claim older than
 * `staleBefore` belongs to a delivery that died between claiming and sending, and is taken over.
 */
export async function claimConfirmation(id: string, claimedAt: string, staleBefore: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(id),
        ...withNames({
          UpdateExpression: 'SET #confirmationClaimedAt = :now',
          ConditionExpression:
            '#paymentStatus = :paid AND attribute_not_exists(#confirmationSentAt) AND ' +
            '(attribute_not_exists(#confirmationClaimedAt) OR #confirmationClaimedAt < :stale)',
        }),
        ExpressionAttributeValues: { ':now': claimedAt, ':paid': 'paid', ':stale': staleBefore },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Gives a claim back after the email could not be sent, so the retry may claim it again. */
export async function releaseConfirmation(id: string, claimedAt: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(id),
        ...withNames({ UpdateExpression: 'REMOVE #confirmationClaimedAt', ConditionExpression: '#confirmationClaimedAt = :mine' }),
        ExpressionAttributeValues: { ':mine': claimedAt },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

export async function markConfirmationSent(id: string, sentAt: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: orderKey(id),
      ...withNames({ UpdateExpression: 'SET #confirmationSentAt = :at REMOVE #confirmationClaimedAt', ConditionExpression: 'attribute_exists(#pk)' }),
      ExpressionAttributeValues: { ':at': sentAt },
    }),
  );
}
