/**
 * What the studio dashboard reads (docs/data-model.md, "The dashboard's figures"): a handful of
 * counter items and, per open status, the orders that entered it before a time, oldest first.
 * Nothing here reads the orders themselves, so the page costs the same with ten or ten thousand.
 */
import { GetCommand, paginateQuery, QueryCommand, UpdateCommand } from '../kit/dynamodb';
import type { Callback } from '../../shared/callbacks';
import type { OrderStatus } from '../../shared/orders';
import { conditionFailureItem, db, isConditionFailure, tableName } from './client';
import type { OrderFiguresRecord } from './dashboard';
import { withNames } from './expressions';
import { dashboardCounterKey, dashboardOrderKey, dashboardStatusIndex } from './keys';

type Counters = Record<string, unknown> & { sk: string };

/** The counter items of one kind whose keys lie from `from` to `to` (weeks, days). */
async function countersBetween(kind: 'week' | 'stints', from: string, to: string): Promise<Counters[]> {
  const items: Counters[] = [];
  const pages = paginateQuery(
    { client: db },
    {
      TableName: tableName(),
      ...withNames({ KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to' }),
      ExpressionAttributeValues: { ':pk': dashboardCounterKey(kind, '').pk, ':from': from, ':to': to },
    },
  );
  for await (const page of pages) items.push(...((page.Items ?? []) as Counters[]));
  return items;
}

export const weekCounters = (from: string, to: string) => countersBetween('week', from, to);
export const stintCounters = (fromDay: string, toDay: string) => countersBetween('stints', fromDay, toDay);

export async function statusCounters(): Promise<Record<string, unknown>> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: dashboardCounterKey('statuses', 'now') }));
  return Item ?? {};
}

/**
 * The records of the orders in `status` now that entered it before `before` (all of them without),
 * oldest first: the first `limit` of them, and how many there are (unless `counted` is false,
 * when only the first are read).
 */
export async function ordersInStatus(
  status: OrderStatus,
  options: { before?: string; limit: number; counted?: boolean },
): Promise<{ total: number; first: OrderFiguresRecord[] }> {
  const index = dashboardStatusIndex(status);
  const first: OrderFiguresRecord[] = [];
  let total = 0;
  const pages = paginateQuery(
    { client: db },
    {
      TableName: tableName(),
      IndexName: index.index,
      // Only what the lists show: the record's other attributes (its last events, its counts) are most of its size.
      ...withNames({
        KeyConditionExpression: options.before ? '#gsi2pk = :pk AND #gsi2sk < :before' : '#gsi2pk = :pk',
        ProjectionExpression: '#orderId, #user, #orderNumber, #firstName, #lastName, #figures.#status, #figures.#since, #figures.#waitingSince, #remindedAt',
      }),
      ExpressionAttributeValues: { ':pk': index.pk, ...(options.before ? { ':before': options.before } : {}) },
      ...(options.counted === false ? { Limit: options.limit } : {}),
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      total++;
      if (first.length < options.limit) first.push(item as OrderFiguresRecord);
    }
    if (options.counted === false && first.length >= options.limit) break;
  }
  return { total, first };
}

/** The callback requests still New, newest first: how many, and the first `limit`. The studio has hundreds of requests, not millions. */
export async function newCallbacks(limit: number): Promise<{ total: number; latest: Callback[] }> {
  const latest: Callback[] = [];
  let total = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        ...withNames({ KeyConditionExpression: '#gsi2pk = :pk', FilterExpression: '#currentStatus = :new' }),
        ExpressionAttributeValues: { ':pk': 'CALLBACKS', ':new': 'New' },
        ScanIndexForward: false,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      total++;
      if (latest.length < limit) latest.push(item as Callback);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { total, latest };
}

/**
 * Claims the reminder of an order's customer, at `at`: made when the order has a record and no
 * reminder since `notBefore`. The same click sent again (`reminderId`) finds its own claim.
 * Answers the claim, or the reminder that stands in its way.
 */
export async function claimReminder(
  orderId: string,
  reminderId: string,
  at: string,
  notBefore: string,
): Promise<{ claimed: boolean; remindedAt?: string; missing?: boolean }> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dashboardOrderKey(orderId),
        ...withNames({
          UpdateExpression: 'SET #remindedAt = :at, #reminderId = :id',
          ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#remindedAt) OR #remindedAt < :notBefore)',
        }),
        ExpressionAttributeValues: { ':at': at, ':id': reminderId, ':notBefore': notBefore },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { claimed: true, remindedAt: at };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    const old = conditionFailureItem<Partial<OrderFiguresRecord>>(err);
    if (!old) return { claimed: false, missing: true };
    return { claimed: old.reminderId === reminderId, remindedAt: old.remindedAt };
  }
}

/** Gives a claim back when the reminder could not be announced, so the next click may try again. */
export async function releaseReminder(orderId: string, reminderId: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dashboardOrderKey(orderId),
        ...withNames({ UpdateExpression: 'REMOVE #remindedAt, #reminderId', ConditionExpression: '#reminderId = :id' }),
        ExpressionAttributeValues: { ':id': reminderId },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}
