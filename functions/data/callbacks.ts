/** Callback requests (docs/data-model.md, pattern 15). Ids are ULIDs: newest first by id. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Callback } from '../../shared/callbacks';
import { db, tableName } from './client';
import { callbackKeys } from './keys';
import { queryIndex } from './query';

export async function createCallback(request: Omit<Callback, '_id' | 'date' | 'currentStatus' | 'notes'>): Promise<Callback> {
  const callback: Callback = { ...request, _id: ulid(), date: new Date().toISOString(), currentStatus: 'New', notes: [] };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...callbackKeys(callback._id), entity: 'Callback', ...callback },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return callback;
}

export const listCallbacks = (): Promise<Callback[]> =>
  queryIndex<Callback>({ index: 'gsi2', pk: 'CALLBACKS' }, { newestFirst: true });
