/**
 * The user record: profile, role, cart and shipping addresses on one item (docs/data-model.md,
 * patterns 7 and 8). Every change is one conditional UpdateItem on that item.
 */
import { GetCommand, PutCommand, UpdateCommand } from '../kit/dynamodb';
import { MAX_ADDRESSES, type Address } from '../../shared/address';
import type { CartItem } from '../../shared/cart';
import type { Role, User } from '../../shared/users';
import { choicesOf } from './cart';
import { db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { userKey } from './keys';

export async function getUser(id: string, options: { consistent?: boolean } = {}): Promise<User | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: userKey(id), ConsistentRead: options.consistent }));
  if (!Item) return undefined;
  return userOf(Item);
}

/** The record without the cart's bookkeeping (its version and the set of its choices, functions/data/cart.ts). */
function userOf(item: Record<string, unknown>): User {
  const { cartVersion, cartChoices, ...user } = entityOf<User & { cartVersion?: number; cartChoices?: Set<string> }>(item)!;
  return user;
}

/** Creates the record once; a second confirmation of the same person changes nothing. */
export async function createUser(user: User): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...userKey(user._id), entity: 'User', ...user, cartVersion: 0 },
        ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Runs one update on an existing user record and answers the record as it now is (undefined: no record). */
async function updateUser(
  id: string,
  update: { UpdateExpression: string; ConditionExpression?: string; values?: Record<string, unknown> },
): Promise<User | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        ...withNames({
          UpdateExpression: update.UpdateExpression,
          ConditionExpression: ['attribute_exists(#pk)', update.ConditionExpression].filter(Boolean).join(' AND '),
        }),
        ExpressionAttributeValues: update.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return userOf(Attributes!);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/**
 * Replaces the cart if nobody changed it since `version` was read (optimistic concurrency), with
 * the set of its choices that single-line changes are conditioned on (functions/data/cart.ts).
 */
export const replaceCart = (id: string, cart: CartItem[], version: number) => {
  const choices = choicesOf(cart);
  return updateUser(id, {
    UpdateExpression: 'SET #cart = :cart, #cartVersion = :next' + (choices ? ', #cartChoices = :choices' : ' REMOVE #cartChoices'),
    ConditionExpression: '(#cartVersion = :version OR (attribute_not_exists(#cartVersion) AND :version = :zero))',
    values: { ':cart': cart, ':next': version + 1, ':version': version, ':zero': 0, ...(choices ? { ':choices': choices } : {}) },
  });
};

/** The cart with the version to pass to `replaceCart`. */
export async function getCart(id: string): Promise<{ cart: CartItem[]; version: number } | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: userKey(id),
      ConsistentRead: true,
      ...withNames({ ProjectionExpression: '#cart, #cartVersion' }),
    }),
  );
  return Item ? { cart: (Item.cart as CartItem[]) ?? [], version: (Item.cartVersion as number) ?? 0 } : undefined;
}

/** Adds an address while the customer keeps fewer than MAX_ADDRESSES (undefined when full, or no record). */
export const addShippingAddress = (id: string, address: Address) =>
  updateUser(id, {
    UpdateExpression: 'SET #shippingAddress = list_append(#shippingAddress, :address)',
    ConditionExpression: 'size(#shippingAddress) < :max',
    values: { ':address': [address], ':max': MAX_ADDRESSES },
  });

export const setRole = (id: string, role: Role) => updateUser(id, { UpdateExpression: 'SET #role = :role', values: { ':role': role } });

export const clearCart = (id: string) =>
  updateUser(id, { UpdateExpression: 'SET #cart = :empty ADD #cartVersion :one REMOVE #cartChoices', values: { ':empty': [], ':one': 1 } });
