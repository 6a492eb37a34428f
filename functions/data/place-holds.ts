/**
 * The marks of holds on places (docs/data-model.md, "Photos"): one item under its order from before
 * a signing reserves places until the scheduled release deletes it (a signing that fails before
 * its hold is settled deletes its own), in gsi2 under `PLACEHOLDS` by when it was taken. The hold
 * itself, with its line and count, is on the order (`placeHolds`, orders.ts); the mark only lets
 * the scheduled release find the orders with a hold whose signing died.
 */
import { DeleteCommand, PutCommand } from '../kit/dynamodb';
import { db, tableName } from './client';
import { placeHoldIndexEntry, placeHoldKey, placeHoldsIndex } from './keys';
import { queryIndex } from './query';

export interface PlaceHoldMark {
  orderId: string;
  holdId: string;
  heldAt: string;
}

export async function markPlaceHold(mark: PlaceHoldMark): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...placeHoldKey(mark.orderId, mark.holdId), ...placeHoldIndexEntry(mark.heldAt, mark.holdId), entity: 'PlaceHold', ...mark },
    }),
  );
}

export async function unmarkPlaceHold(mark: Pick<PlaceHoldMark, 'orderId' | 'holdId'>): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: placeHoldKey(mark.orderId, mark.holdId) }));
}

/** Pattern 13c: the marks of holds taken before `before` (ISO), oldest first (gsi2 `PLACEHOLDS`). */
export const listPlaceHoldMarksBefore = (before: string): Promise<PlaceHoldMark[]> => queryIndex<PlaceHoldMark>(placeHoldsIndex, { skBefore: before });
