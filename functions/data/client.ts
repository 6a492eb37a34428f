/**
 * The table's document client (functions/kit/dynamodb.ts: signed requests, not the SDK's
 * client). The endpoint comes from the standard AWS configuration (AWS_ENDPOINT_URL_DYNAMODB
 * locally), so no code here knows where it runs.
 */
import { documentClient } from '../kit/dynamodb';

export const db = documentClient;

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
export const isConditionFailure = (err: unknown): boolean =>
  (err as Error).name === 'ConditionalCheckFailedException';
