/**
 * The marks of the messages the notifications function sends (docs/data-model.md, pattern 33): one
 * item per message, claimed by a conditional put before sending and marked sent after, so a
 * redelivered or replayed event sends once.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '../kit/dynamodb';
import { conditionFailureItem, db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { notificationKey } from './keys';

export type Claim = 'claimed' | 'sent' | 'being sent';

/**
 * Claims the sending of one message: `claimed` for the one delivery that may send it now; `sent`
 * once it went; `being sent` while another delivery holds a claim newer than `staleBefore`. An
 * older claim belongs to a delivery that died between claiming and recording, and is taken over.
 */
export async function claimNotification(once: string, message: { to: string; subject: string }, claimedAt: string, staleBefore: string): Promise<Claim> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...notificationKey(once), entity: 'Notification', to: message.to, subject: message.subject, claimedAt },
        ...withNames({ ConditionExpression: 'attribute_not_exists(#pk) OR (attribute_not_exists(#sentAt) AND #claimedAt < :stale)' }),
        ExpressionAttributeValues: { ':stale': staleBefore },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return 'claimed';
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return conditionFailureItem<{ sentAt?: string }>(err)?.sentAt ? 'sent' : 'being sent';
  }
}

/** Gives a claim back after the message could not be sent, so a retry may claim it again at once. */
export async function releaseNotification(once: string, claimedAt: string): Promise<void> {
  try {
    await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: notificationKey(once),
        ...withNames({ ConditionExpression: '#claimedAt = :mine AND attribute_not_exists(#sentAt)' }),
        ExpressionAttributeValues: { ':mine': claimedAt },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

export async function markNotificationSent(once: string, sentAt: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: notificationKey(once),
      ...withNames({ UpdateExpression: 'SET #sentAt = :at', ConditionExpression: 'attribute_exists(#pk)' }),
      ExpressionAttributeValues: { ':at': sentAt },
    }),
  );
}
