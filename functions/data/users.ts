/** The user record: profile, role, cart and shipping addresses on one item (docs/data-model.md). */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../shared/users';
import { db, entityOf, tableName } from './client';
import { userKey } from './keys';

export async function getUser(id: string): Promise<User | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return entityOf<User>(Item);
}

/** Creates the record once; a second confirmation of the same person changes nothing. */
export async function createUser(user: User): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...userKey(user._id), entity: 'User', ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}
