/**
 * The studio dashboard's figures, kept in step with the orders (docs/data-model.md, "The
 * dashboard's figures"). Each order has a record of what it adds to the figures; bringing an order
 * up to date compares what it adds now (shared/dashboard-figures.ts) with that record and moves
 * the counters by the difference, so a redelivered event, an event out of order or a rebuild from
 * the orders counts nothing twice.
 *
 * Without a transaction (dynalite, which `npm start` runs, has none) the record and the counters
 * are kept in step by a pending change: the record is written first, on the version it was read
 * at, with the counter changes it owes (`pending`, named by a token) and a lease naming the
 * delivery that applies them; each counter item takes them in one atomic update that also marks
 * the token, on the condition that the token is not marked yet; then the record lets go of them
 * and the marks are removed. Other deliveries about the order wait for the lease; a delivery that
 * stops half way leaves the change pending, and once its lease has run out the next one takes it
 * over and finishes it (the marks keep what was applied from being applied twice): every change
 * lands once, whichever deliveries run at the same time.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '../kit/dynamodb';
import { deltasBetween, keptFiguresOf, statusField, type CounterDelta, type KeptFigures, figuresOf, dayOf } from '../../shared/dashboard-figures';
import { isOutstanding, type Order } from '../../shared/orders';
import { db, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { dashboardCounterKey, dashboardOrderKey } from './keys';

/** The longest stint of a status on a day, kept beside the counts (a largest value: setting it again changes nothing). */
interface Worst {
  day: string;
  field: string;
  hours: number;
  orderId: string;
}
interface Pending {
  token: string;
  deltas: CounterDelta[];
  worsts: Worst[];
  /** The delivery applying it, until when: nobody else applies it meanwhile. */
  lessee: string;
  leasedUntil: string;
}

export interface OrderFiguresRecord {
  orderId: string;
  user: string;
  orderNumber?: string;
  firstName: string;
  lastName: string;
  figures: KeptFigures;
  /** The order's version these figures were worked out from: an older one never replaces them. */
  orderVersion: number;
  version: number;
  /** The last events that brought this record up to date, so a redelivery is known at once. */
  events: string[];
  pending?: Pending;
  remindedAt?: string;
  reminderId?: string;
}

const EVENTS_KEPT = 20;
/** Enough for a burst of deliveries about one order, each waiting its turn (about 10 s in all). */
const ATTEMPTS = 100;
/**
 * Longer than a delivery may run (the functions stop at 10 s): a lease this old belongs to a
 * delivery that died, and the change it held is finished by the next. A pending change is applied
 * by its lessee alone, so the marks it removes after settling are never needed again.
 */
const LEASE_SECONDS = 60;
const pause = () => new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));

export async function getOrderFigures(orderId: string): Promise<OrderFiguresRecord | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: dashboardOrderKey(orderId), ConsistentRead: true }));
  return Item as OrderFiguresRecord | undefined;
}

/** The counter changes of a pending change, grouped by the item they are made on. */
function byItem(pending: Pending) {
  const items = new Map<string, { key: ReturnType<typeof dashboardCounterKey>; deltas: CounterDelta[] }>();
  for (const delta of pending.deltas) {
    const key = dashboardCounterKey(delta.kind, delta.key);
    const id = `${key.pk}|${key.sk}`;
    if (!items.has(id)) items.set(id, { key, deltas: [] });
    items.get(id)!.deltas.push(delta);
  }
  return [...items.values()];
}

/** Makes each counter change of `pending` once: an item that has its token marked has taken them already. */
async function applyPending(pending: Pending): Promise<void> {
  await Promise.all(
    byItem(pending).map(async ({ key, deltas }) => {
      const names: Record<string, string> = { '#token': `t_${pending.token}` };
      const values: Record<string, unknown> = { ':marked': true };
      deltas.forEach((d, i) => {
        names[`#f${i}`] = d.field;
        values[`:d${i}`] = d.by;
      });
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            ...withNames(
              {
                UpdateExpression: `SET #token = :marked ADD ${deltas.map((_, i) => `#f${i} :d${i}`).join(', ')}`,
                ConditionExpression: 'attribute_not_exists(#token)',
              },
              names,
            ),
            ExpressionAttributeValues: values,
          }),
        );
      } catch (err) {
        if (!isConditionFailure(err)) throw err;
      }
    }),
  );
  await Promise.all(pending.worsts.map(recordWorst));
}

async function recordWorst(worst: Worst): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dashboardCounterKey('stints', worst.day),
        ...withNames(
          { UpdateExpression: 'SET #worst = :hours, #worstOrder = :order', ConditionExpression: 'attribute_not_exists(#worst) OR #worst < :hours' },
          { '#worst': `w_${worst.field}`, '#worstOrder': `o_${worst.field}` },
        ),
        ExpressionAttributeValues: { ':hours': worst.hours, ':order': worst.orderId },
      }),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** The record lets go of its pending change (on the version that holds it, by its lessee), then the counters' marks of it go. */
async function settlePending(orderId: string, version: number, pending: Pending): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dashboardOrderKey(orderId),
        ...withNames({ UpdateExpression: 'REMOVE #pending', ConditionExpression: '#version = :version AND #pending.#lessee = :lessee' }),
        ExpressionAttributeValues: { ':version': version, ':lessee': pending.lessee },
      }),
    );
  } catch (err) {
    // Another delivery settled it.
    if (isConditionFailure(err)) return;
    throw err;
  }
  await Promise.all(
    byItem(pending).map(({ key }) =>
      db.send(new UpdateCommand({ TableName: tableName(), Key: key, ...withNames({ UpdateExpression: 'REMOVE #token' }, { '#token': `t_${pending.token}` }) })),
    ),
  );
}

/**
 * Brings the dashboard's figures up to date with `order` as read (consistently) by the caller:
 * answers what became of it. `eventId` names the event that asked, remembered with the record.
 */
export async function syncOrderFigures(order: Order, eventId?: string): Promise<'updated' | 'unchanged' | 'seen' | 'older'> {
  const figures = figuresOf(order);
  const orderVersion = order.version ?? 0;
  const me = randomUUID();
  const lease = () => new Date(Date.now() + LEASE_SECONDS * 1000).toISOString();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const record = await getOrderFigures(order._id);
    if (eventId && record?.events.includes(eventId)) return 'seen';
    if (record?.pending) {
      // Another delivery's change: wait for it, or finish it once its lessee is gone.
      const taken = record.pending.leasedUntil < new Date().toISOString() && (await takeOver(order._id, record, me, lease()));
      if (taken) {
        await applyPending(taken);
        await settlePending(order._id, record.version, taken);
      } else await pause();
      continue;
    }
    if (record && record.orderVersion > orderVersion) return 'older';
    const deltas = deltasBetween(record?.figures, figures);
    const version = (record?.version ?? 0) + 1;
    const counted = record?.figures.counted ? record.figures.stintCount : 0;
    const worsts = figures.stints.slice(counted).map((stint) => ({
      day: dayOf(stint.endedAt),
      field: statusField(stint.status),
      hours: Math.round(stint.hours),
      orderId: order._id,
    }));
    const pending: Pending | undefined =
      deltas.length || worsts.length ? { token: `${order._id}_${version}`, deltas, worsts, lessee: me, leasedUntil: lease() } : undefined;
    if (!(await writeRecord(order, figures, record, version, eventId, pending))) {
      await pause();
      continue;
    }
    if (!pending) return 'unchanged';
    await applyPending(pending);
    await settlePending(order._id, version, pending);
    return 'updated';
  }
  throw new Error(`The dashboard's record of order ${order._id} kept changing; the delivery is retried`);
}

/** Takes over the pending change of a delivery whose lease ran out; answers it as now leased, or undefined when another took it. */
async function takeOver(orderId: string, record: OrderFiguresRecord, me: string, until: string): Promise<Pending | undefined> {
  const pending = record.pending!;
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dashboardOrderKey(orderId),
        ...withNames({
          UpdateExpression: 'SET #pending.#lessee = :me, #pending.#leasedUntil = :until',
          ConditionExpression: '#version = :version AND #pending.#lessee = :was',
        }),
        ExpressionAttributeValues: { ':me': me, ':until': until, ':version': record.version, ':was': pending.lessee },
      }),
    );
    return { ...pending, lessee: me, leasedUntil: until };
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
}

/** Writes the record on the version it was read at; false when another delivery wrote it first. */
async function writeRecord(
  order: Order,
  figures: ReturnType<typeof figuresOf>,
  record: OrderFiguresRecord | undefined,
  version: number,
  eventId: string | undefined,
  pending: Pending | undefined,
): Promise<boolean> {
  const open = figures.counted && isOutstanding(figures.status);
  const values: Record<string, unknown> = {
    ':orderId': order._id,
    ':user': order.user,
    ':firstName': order.firstName,
    ':lastName': order.lastName,
    ':figures': keptFiguresOf(figures),
    ':orderVersion': order.version ?? 0,
    ':version': version,
    ':events': [...(record?.events ?? []), ...(eventId ? [eventId] : [])].slice(-EVENTS_KEPT),
    ...(record ? { ':read': record.version } : {}),
  };
  const sets = ['orderId', 'user', 'firstName', 'lastName', 'figures', 'orderVersion', 'version', 'events'].map((name) => `#${name} = :${name}`);
  const removes: string[] = [];
  const optional = {
    orderNumber: order.orderNumber,
    pending,
    gsi2pk: open ? `DASHBOARD#STATUS#${figures.status}` : undefined,
    gsi2sk: open ? `${figures.since}#${order._id}` : undefined,
  };
  for (const [name, value] of Object.entries(optional)) {
    if (value === undefined) removes.push(`#${name}`);
    else {
      sets.push(`#${name} = :${name}`);
      values[`:${name}`] = value;
    }
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dashboardOrderKey(order._id),
        ...withNames({
          UpdateExpression: `SET ${sets.join(', ')}` + (removes.length ? ` REMOVE ${removes.join(', ')}` : ''),
          ConditionExpression: record ? '#version = :read' : 'attribute_not_exists(#pk)',
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
