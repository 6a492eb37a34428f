/**
 * The cart's lines on the user record (docs/data-model.md, pattern 8), changed one line at a time
 * by conditional updates, so changes to different lines never wait on each other. Each line's
 * choice (what was chosen, whatever the quantity) is also kept in the string set `cartChoices`:
 * appending a line is conditioned on its choice not being in the set and on the cart's size, so
 * ten different adds at once all land, two adds of one new choice cannot both append (the second
 * raises the first one's quantity instead), and no race takes the cart past its cap.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand, GetCommand } from '../kit/dynamodb';
import { choiceKeyOf, MAX_CART_LINES, type CartItem } from '../../shared/cart';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { userKey } from './keys';

/** A short, fixed-length name for a line's choice, as kept in `cartChoices`. */
export const choiceIdOf = (line: CartItem): string => createHash('sha256').update(choiceKeyOf(line)).digest('base64url').slice(0, 22);

/** `cartChoices` for a whole cart; undefined for an empty one (DynamoDB keeps no empty set). */
export const choicesOf = (cart: readonly CartItem[]): Set<string> | undefined => (cart.length ? new Set(cart.map(choiceIdOf)) : undefined);

export interface CartState {
  cart: CartItem[];
  /** Bumped by every cart change: what a whole-cart replacement names (`replaceCart`). */
  version: number;
  /**
   * Whether `cartChoices` describes the cart. A record whose cart was written before choices were
   * kept has lines but no set: its first change replaces the whole cart, which writes the set.
   */
  tracksChoices: boolean;
}

export async function readCart(userId: string): Promise<CartState | undefined> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: userKey(userId),
      ConsistentRead: true,
      ...withNames({ ProjectionExpression: '#pk, #cart, #cartVersion, #cartChoices' }),
    }),
  );
  if (!Item) return undefined;
  const cart = (Item.cart as CartItem[] | undefined) ?? [];
  return { cart, version: (Item.cartVersion as number | undefined) ?? 0, tracksChoices: Item.cartChoices !== undefined || cart.length === 0 };
}

/** One conditional update of the cart; the cart as it now is, or undefined when the condition failed. */
async function updateCart(update: {
  userId: string;
  UpdateExpression: string;
  ConditionExpression: string;
  values: Record<string, unknown>;
}): Promise<CartItem[] | undefined> {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(update.userId),
        ...withNames({
          UpdateExpression: update.UpdateExpression,
          ConditionExpression: `attribute_exists(#pk) AND ${update.ConditionExpression}`,
        }),
        ExpressionAttributeValues: update.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes?.cart as CartItem[] | undefined) ?? [];
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/**
 * Appends a line whose choice the cart does not hold, if the cart has room. Undefined when the
 * choice arrived meanwhile, the cart is full, or the record does not track choices yet.
 */
export const appendCartLine = (userId: string, line: CartItem) =>
  updateCart({
    userId,
    UpdateExpression: 'SET #cart = list_append(#cart, :line) ADD #cartChoices :choice, #cartVersion :one',
    ConditionExpression: '(attribute_exists(#cartChoices) OR size(#cart) = :zero) AND NOT contains(#cartChoices, :choiceId) AND size(#cart) < :max',
    values: {
      ':line': [line],
      ':choice': new Set([choiceIdOf(line)]),
      ':choiceId': choiceIdOf(line),
      ':one': 1,
      ':zero': 0,
      ':max': MAX_CART_LINES,
    },
  });

/**
 * Puts `line` at `index` in place of `read`, if that line is still there as it was read (its id
 * and quantity): how the same choice made again raises a line's quantity. Same choice, same set.
 */
export const replaceCartLine = (userId: string, index: number, read: CartItem, line: CartItem) =>
  updateCart({
    userId,
    UpdateExpression: `SET #cart[${index}] = :line ADD #cartVersion :one`,
    ConditionExpression: `#cart[${index}].#_id = :id AND #cart[${index}].#quantity = :quantity`,
    values: { ':line': line, ':id': read._id, ':quantity': read.quantity, ':one': 1 },
  });

/**
 * Removes the line at `index` if it is still the line `lineId` (the id is in the condition, so
 * a removal that raced another cannot take out the line that moved into its place). `dropChoice`
 * is false when another line holds the same choice (a cart from before choices were kept).
 */
export const removeCartLineAt = (userId: string, index: number, lineId: string, choiceId: string, dropChoice: boolean) =>
  updateCart({
    userId,
    UpdateExpression: `REMOVE #cart[${index}] ADD #cartVersion :one` + (dropChoice ? ' DELETE #cartChoices :choice' : ''),
    ConditionExpression: `#cart[${index}].#_id = :id`,
    values: { ':id': lineId, ':one': 1, ...(dropChoice ? { ':choice': new Set([choiceId]) } : {}) },
  });
