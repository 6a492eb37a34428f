/** Callback requests (docs/data-model.md, pattern 15). Ids are ULIDs: newest first by id. */
import { GetCommand, PutCommand, UpdateCommand } from '../kit/dynamodb';
import { ulid } from 'ulid';
import { MAX_CALLBACK_NOTES, type Callback, type CallbackNote } from '../../shared/callbacks';
import { db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { callbackKeys } from './keys';
import { queryIndex } from './query';

export async function createCallback(request: Omit<Callback, '_id' | 'date' | 'currentStatus' | 'notes'>): Promise<Callback> {
  const callback: Callback = { ...request, _id: ulid(), date: new Date().toISOString(), currentStatus: 'New', notes: [] };
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...callbackKeys(callback._id), entity: 'Callback', ...callback },
      ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
    }),
  );
  return callback;
}

export const listCallbacks = (): Promise<Callback[]> => queryIndex<Callback>({ index: 'gsi2', pk: 'CALLBACKS' }, { newestFirst: true });

export async function getCallback(id: string): Promise<Callback | undefined> {
  const { pk, sk } = callbackKeys(id);
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }));
  return entityOf<Callback>(Item);
}

/** One UpdateItem on an existing request, answering it as it now is (undefined: no such request, or `condition` failed). */
async function updateCallback(id: string, update: { UpdateExpression: string; ConditionExpression?: string }, values: Record<string, unknown>) {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: callbackKeys(id).pk, sk: callbackKeys(id).sk },
        ...withNames({
          UpdateExpression: update.UpdateExpression,
          ConditionExpression: ['attribute_exists(#pk)', update.ConditionExpression].filter(Boolean).join(' AND '),
        }),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return entityOf<Callback>(Attributes);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

export const setCallbackStatus = (id: string, status: Callback['currentStatus']) =>
  updateCallback(id, { UpdateExpression: 'SET #currentStatus = :status' }, { ':status': status });

/**
 * Appends a note while the request holds fewer than MAX_CALLBACK_NOTES: two notes added at once are
 * both kept (list_append is one atomic update) and none passes the cap. Undefined when full or gone.
 */
export const addCallbackNote = (id: string, note: CallbackNote) =>
  updateCallback(
    id,
    {
      UpdateExpression: 'SET #notes = list_append(if_not_exists(#notes, :none), :note)',
      ConditionExpression: '(attribute_not_exists(#notes) OR size(#notes) < :max)',
    },
    { ':note': [note], ':none': [], ':max': MAX_CALLBACK_NOTES },
  );
