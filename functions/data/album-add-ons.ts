/**
 * Adds a paid add-on to the album line it was bought for (docs/data-model.md, pattern 31): one
 * UpdateItem on the album's order. The add-on's id joins the order's `appliedAddOns` in the same
 * write, whose condition refuses it a second time, so a redelivered payment event adds nothing.
 */
import { UpdateCommand } from '../kit/dynamodb';
import type { AddOnLine } from '../../shared/add-ons';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { orderKey } from './keys';

/**
 * `albumIndex` is the line's place in the order's `albums` (read with the order); the condition
 * checks the line id there and the owner, so a stale read changes nothing. False when the add-on
 * was already added (or the line or owner does not match).
 */
export async function addToAlbumLine(target: { orderId: string; albumIndex: number; lineId: string; user: string }, addOn: AddOnLine): Promise<boolean> {
  const line = `#albums[${Math.trunc(target.albumIndex)}]`;
  const sets = ['#appliedAddOns = list_append(if_not_exists(#appliedAddOns, :none), :applied)'];
  const values: Record<string, unknown> = { ':none': [], ':applied': [addOn._id], ':id': addOn._id, ':line': target.lineId, ':user': target.user };
  if (addOn.kind === 'albumAddOns') {
    if (addOn.extraPages > 0) {
      sets.push(`${line}.#extraPages = if_not_exists(${line}.#extraPages, :zero) + :pages`);
      Object.assign(values, { ':zero': 0, ':pages': addOn.extraPages });
    }
    if (addOn.editingTier) {
      sets.push(`${line}.#editingTier = :tier`);
      values[':tier'] = addOn.editingTier;
    }
  } else {
    sets.push(`${line}.#revisionsBought = if_not_exists(${line}.#revisionsBought, :zero) + :revisions`);
    Object.assign(values, { ':zero': 0, ':revisions': addOn.revisions });
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(target.orderId),
        ...withNames({
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: `${line}.#_id = :line AND #user = :user AND NOT contains(#appliedAddOns, :id)`,
        }),
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
