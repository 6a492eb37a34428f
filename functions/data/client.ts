/**
 * The table's document client (functions/kit/dynamodb.ts) and what every data module needs
 * beside it: the table's name, the entity inside a stored item, and a failed condition told apart.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';

export { db } from '../kit/dynamodb';

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

/** Strips the key attributes from a stored item, leaving the entity. */
export function entityOf<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, entity, ...rest } = item;
  return rest as T;
}

/** A conditional write whose condition did not hold: the rule it guards said no. */
export const isConditionFailure = (err: unknown): boolean => (err as Error).name === 'ConditionalCheckFailedException';

/**
 * The item a failed condition was checked against, when the write asked for it
 * (ReturnValuesOnConditionCheckFailure). The document client converts answers, not errors, so
 * the item comes in DynamoDB's attribute-value form and is converted here.
 */
export function conditionFailureItem<T = Record<string, unknown>>(err: unknown): T | undefined {
  const item = (err as { Item?: Parameters<typeof unmarshall>[0] }).Item;
  return item ? (unmarshall(item) as T) : undefined;
}
