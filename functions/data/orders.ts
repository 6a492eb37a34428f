/**
 * The order item's one writer (docs/data-model.md, "Who writes an order"): every write to an
 * `ORDER#<id>` / `ORDER` item is made in this module, and test/unit/order-writers.test.ts fails on a
 * write to one from anywhere else. It is one file on purpose: the rule below holds only if every
 * write is made here.
 *
 * The version rule: a write that changes what anyone decides on (status and history, payment,
 * checkout session, album lines and add-ons, refund, cancellation request, second payments, and the
 * index entries that follow them) is made on the version it read (`version = :read`, or no version
 * and `:read = 0`) and bumps it, so no write decided on an older state lands: it fails with
 * OrderChanged, a 409. A person's write (staff, an editor, the customer answering a proof or asking
 * to cancel) stops there and the person reloads. A write the shop makes on its own (a payment, a
 * second payment's refund, an add-on, a checkout session, Step 2, a refund's record after the money
 * went back) reads the order again and, if it still applies, is made on the new version, so both
 * changes land.
 *
 * Field-disjoint writes: the photo counts (`imageCounts`), the confirmation email's mark
 * (`confirmationSentAt`, and `confirmationClaimedAt` of older orders) and the gallery's name
 * (`galleryName`) are attributes no versioned write reads or writes. Each is changed by one atomic
 * update under its own condition (an ADD within the line's limit) that leaves the version alone, so
 * a customer uploading photos never makes a staff save fail; `writeApart` refuses any other attribute.
 */
import { GetCommand, PutCommand, UpdateCommand } from '../kit/dynamodb';
import { OrderChanged } from '../kit/errors';
import type { AddOnLine } from '../../shared/add-ons';
import { MAX_STATUS_HISTORY, type Order, type OrderStatus, type PaymentStatus, type StatusChange } from '../../shared/orders';
import type { DuplicatePayment } from '../../shared/payments';
import { conditionFailureItem, db, entityOf, isConditionFailure, tableName } from './client';
import { withNames } from './expressions';
import { orderIndexEntries, orderKey, orderKeys, userOrdersIndex } from './keys';
import { queryIndex } from './query';

export async function createOrder(order: Order): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...orderKeys(order), entity: 'Order', ...order },
      ...withNames({ ConditionExpression: 'attribute_not_exists(#pk)' }),
    }),
  );
}

export async function getOrder(id: string): Promise<Order | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: orderKey(id), ConsistentRead: true }));
  return entityOf<Order>(Item);
}

export const listOrdersOfUser = (userId: string): Promise<Order[]> => queryIndex<Order>(userOrdersIndex(userId), { newestFirst: true });

/** The attributes written apart from the version (see above). */
const apartFields = new Set(['imageCounts', 'placeHolds', 'confirmationClaimedAt', 'confirmationSentAt', 'galleryName']);
/** What a versioned write sets: any attribute but the keys, the version, the history (appended) and the field-disjoint ones. */
type VersionedFields = Partial<Omit<Order, '_id' | 'user' | 'version' | 'statusHistory' | 'imageCounts' | 'confirmationSentAt' | 'galleryName'>>;

/**
 * Writes `set` (and appends `entry` to the history) if the order is still at the version it was
 * read at, bumping it, with its staff index entries following its new status and payment. Answers
 * the order as stored; OrderChanged when it had changed. With `historyCap`, the entry is only
 * added while the history holds fewer entries than that.
 */
async function writeAtVersion(order: Order, set: VersionedFields, entry?: StatusChange, historyCap?: number): Promise<Order> {
  const read = order.version ?? 0;
  const values: Record<string, unknown> = { ':read': read, ':zero': 0, ':next': read + 1 };
  const sets = ['#version = :next'];
  // Each name of `set` is an attribute of the order, typed by VersionedFields (status, payment, lines…).
  for (const [name, value] of Object.entries(set)) {
    if (value === undefined) continue;
    if (apartFields.has(name)) throw new Error(`${name} is written apart from the version`);
    sets.push(`#${name} = :${name}`);
    values[`:${name}`] = value;
  }
  if (entry) {
    sets.push('#statusHistory = list_append(#statusHistory, :entry)');
    values[':entry'] = [entry];
  }
  let condition = 'attribute_exists(#pk) AND (#version = :read OR (attribute_not_exists(#version) AND :read = :zero))';
  if (historyCap !== undefined) {
    condition += ' AND size(#statusHistory) < :historyCap';
    values[':historyCap'] = historyCap;
  }
  const index = orderIndexEntries({ ...order, ...set });
  const removes: string[] = [];
  for (const key of ['gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'] as const) {
    if (index[key] === undefined) removes.push(`#${key}`);
    else {
      sets.push(`#${key} = :${key}`);
      values[`:${key}`] = index[key];
    }
  }
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(order._id),
        ...withNames({
          UpdateExpression: `SET ${sets.join(', ')}` + (removes.length ? ` REMOVE ${removes.join(', ')}` : ''),
          ConditionExpression: condition,
        }),
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return entityOf<Order>(Attributes)!;
  } catch (err) {
    if (isConditionFailure(err)) throw new OrderChanged();
    throw err;
  }
}

/** Enough for any burst of writes to one order: each failed attempt means another write landed. */
const ATTEMPTS = 10;

/**
 * A change the shop makes on its own, decided by `change` on the order as it is: when another
 * write lands between the read and the write, the order is read again and `change` decides again.
 */
async function onCurrentOrder<T>(order: Order, change: (current: Order) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change(order);
    } catch (err) {
      const now = err instanceof OrderChanged && attempt < ATTEMPTS ? await getOrder(order._id) : undefined;
      if (!now) throw err;
      order = now;
    }
  }
}

/** A person's change on the version their page read (`expected`), which must be the version of the order read now. */
function onVersionRead(order: Order, expected: number): Order {
  if ((order.version ?? 0) !== expected) throw new OrderChanged();
  return order;
}

/**
 * Pattern 24: the order's checkout session is now `sessionId`, the one Pay now and checkout reopen.
 * A new session makes an order whose last one failed or expired payable again (`pending`); an order
 * paid meanwhile is left alone (answers false).
 */
export const setCheckoutSession = (order: Order, sessionId: string): Promise<boolean> =>
  onCurrentOrder(order, async (current) => {
    if (current.paymentStatus === 'paid') return false;
    await writeAtVersion(current, { checkoutSessionId: sessionId, paymentStatus: 'pending' });
    return true;
  });

/**
 * Pattern 23: moves the payment to its outcome, once. Paid: from any unpaid state (a real payment
 * is never refused for an earlier failure), recording the session and card payment that paid, so a
 * later payment is recognised as a second one, with the billing address and phone the customer gave
 * on that session, and putting the order on the staff's board. Failed
 * or expired: only from pending and only for the order's current session, so a session replaced by
 * a newer one cannot mark the order unpaid. The history line carries the order's status as it is.
 * Answers the order as changed, or undefined when the outcome no longer applies (another delivery
 * settled it).
 */
export const settlePayment = (
  order: Order,
  outcome: Exclude<PaymentStatus, 'pending'>,
  entry: Omit<StatusChange, 'status'>,
  payment: {
    sessionId?: string;
    paymentIntentId?: string;
    billingAddress?: Order['billingAddress'];
    billingName?: string;
    phone?: string;
    /** The sales tax the payment carried and the total paid with it, as the card provider worked them out. */
    tax?: number;
    totalPrice?: number;
  } = {},
): Promise<Order | undefined> =>
  onCurrentOrder(order, async (current) => {
    if (outcome === 'paid') {
      if (current.paymentStatus === 'paid') return undefined;
      const paid = {
        paymentStatus: outcome,
        paidAt: entry.updatedAt,
        paidSessionId: payment.sessionId,
        paymentIntentId: payment.paymentIntentId,
        billingAddress: payment.billingAddress,
        billingName: payment.billingName,
        phone: payment.phone,
        tax: payment.tax,
        totalPrice: payment.totalPrice,
      };
      return writeAtVersion(current, paid, { ...entry, status: current.status });
    }
    if (current.paymentStatus !== 'pending' || (payment.sessionId !== undefined && current.checkoutSessionId !== payment.sessionId)) return undefined;
    return writeAtVersion(current, { paymentStatus: outcome }, { ...entry, status: current.status });
  });

/**
 * Step 2: the customer's photos are complete and the order moves to `status` (the editors' queue
 * when it goes to editing), once: answers the order as changed, or undefined when it no longer
 * awaits the photos (a double click, a second tab, or staff moved it meanwhile).
 */
export const sendUploadsToStudio = (order: Order, status: OrderStatus, entry: StatusChange): Promise<Order | undefined> =>
  onCurrentOrder(order, async (current) => (current.status === 'Awaiting user images' ? writeAtVersion(current, { status }, entry) : undefined));

/**
 * Pattern 19: staff, an editor or the customer answering a proof set a status, on the version they
 * read: recorded in the history (up to MAX_STATUS_HISTORY entries), the indexes kept in step.
 */
export const changeOrderStatus = (
  order: Order,
  expected: number,
  entry: StatusChange,
  shipment?: Order['shipment'],
  readyForEditing?: boolean,
): Promise<Order> => writeAtVersion(onVersionRead(order, expected), { status: entry.status, shipment, readyForEditing }, entry, MAX_STATUS_HISTORY);

/**
 * The order is cancelled after its card refund, decided on the version the Admin read. The money
 * has gone back by then, so if the order changed meanwhile the refund is recorded on the order as
 * it now is. Answers undefined when a refund is recorded already (once only).
 */
export async function cancelWithRefund(order: Order, expected: number, entry: StatusChange, refund: NonNullable<Order['refund']>): Promise<Order | undefined> {
  const cancel = (current: Order) => (current.refund ? Promise.resolve(undefined) : writeAtVersion(current, { status: 'Cancelled', refund }, entry));
  try {
    return await cancel(onVersionRead(order, expected));
  } catch (err) {
    if (!(err instanceof OrderChanged)) throw err;
    const now = await getOrder(order._id);
    return now && onCurrentOrder(now, cancel);
  }
}

/** The customer asks to cancel, on the order they read (which had no request: the handler checks). */
export const recordCancellationRequest = (order: Order, request: NonNullable<Order['cancellationRequest']>): Promise<Order> =>
  writeAtVersion(order, { cancellationRequest: request });

/**
 * Pattern 25: a refunded second payment, recorded under its session id with a line in the
 * history; once per session (answers undefined when it is recorded already).
 */
export const recordDuplicatePayment = (order: Order, record: DuplicatePayment, entry: Omit<StatusChange, 'status'>): Promise<Order | undefined> =>
  onCurrentOrder(order, async (current) =>
    current.duplicatePayments?.[record.sessionId]
      ? undefined
      : writeAtVersion(current, { duplicatePayments: { ...current.duplicatePayments, [record.sessionId]: record } }, { ...entry, status: current.status }),
  );

/**
 * Pattern 31: a paid add-on joins the album line it was bought for (`target`, an order of the same
 * customer): pages and revisions add up, a tier is set, and its id joins `appliedAddOns`, so a
 * redelivered payment event adds nothing. Answers the album's order as changed, or undefined when
 * the add-on was added already or the order has no such album of that customer.
 */
export const addToAlbumLine = (target: Order, lineId: string, user: string, addOn: AddOnLine): Promise<Order | undefined> =>
  onCurrentOrder(target, async (current) => {
    if (current.user !== user || current.appliedAddOns?.includes(addOn._id) || !current.albums.some((l) => l._id === lineId)) return undefined;
    const albums = current.albums.map((line) => {
      if (line._id !== lineId) return line;
      if (addOn.kind === 'albumRevision') return { ...line, revisionsBought: (line.revisionsBought ?? 0) + addOn.revisions };
      return { ...line, extraPages: (line.extraPages ?? 0) + addOn.extraPages, ...(addOn.editingTier ? { editingTier: addOn.editingTier } : {}) };
    });
    return writeAtVersion(current, { albums, appliedAddOns: [...(current.appliedAddOns ?? []), addOn._id] });
  });

/**
 * A field-disjoint write: one atomic update of the attributes in `apartFields` only, under its own
 * condition, leaving the version alone. Answers whether it was made, and when not, the item its
 * condition failed on where the database sends it.
 */
async function writeApart(
  id: string,
  update: string,
  condition: string,
  values: Record<string, unknown>,
  /** Placeholders of names that are data (a line id), inside an attribute of `apartFields`. */
  dataNames: Record<string, string> = {},
): Promise<{ written: boolean; old?: Record<string, unknown> }> {
  for (const [placeholder] of update.matchAll(/#[A-Za-z0-9_]+/g)) {
    if (!(placeholder in dataNames) && !apartFields.has(placeholder.slice(1))) throw new Error(`${placeholder.slice(1)} is written on the order's version`);
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(id),
        ...withNames({ UpdateExpression: update, ConditionExpression: condition }, dataNames),
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { written: true };
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
    return { written: false, old: conditionFailureItem(err) };
  }
}

/**
 * Places a signing holds on a line between reserving them and writing its photos, by hold id
 * (functions/uploads/lib/reservations.ts). Each is recorded in the same write that reserves its
 * places and removed in the one that settles them, so the order always says which places are
 * still on their way to a photo.
 */
export interface PlaceHold {
  lineId: string;
  n: number;
  /** When the places were reserved (ISO). */
  at: string;
}
export type OrderPlaceHolds = { placeHolds?: Record<string, PlaceHold> };

/**
 * Pattern 14: reserves `n` places on a line in one conditional ADD: the line's count grows only
 * while it stays within `limit`, and the same write records the hold they are reserved under.
 * When it would not fit, answers the count the line holds.
 */
export async function reservePlaces(orderId: string, lineId: string, n: number, limit: number, hold: { id: string; at: string }): Promise<{ held?: number }> {
  const { written, old } = await writeApart(
    orderId,
    'ADD #imageCounts.#line :n SET #placeHolds.#hold = :hold',
    '(attribute_not_exists(#imageCounts.#line) AND :n <= :limit) OR #imageCounts.#line <= :room',
    { ':n': n, ':limit': limit, ':room': limit - n, ':hold': { lineId, n, at: hold.at } satisfies PlaceHold },
    { '#line': lineId, '#hold': hold.id },
  );
  if (written) return {};
  // The failed condition's item, where the database sends it; else one consistent read.
  const counts = ((old as Pick<Order, 'imageCounts'> | undefined) ?? (await getOrder(orderId)))?.imageCounts;
  return { held: Number(counts?.[lineId] ?? 0) };
}

/** Gives back `n` places of a line (a reservation released, a photo rejected or removed). */
export async function releasePlaces(orderId: string, lineId: string, n: number): Promise<void> {
  await writeApart(orderId, 'ADD #imageCounts.#line :minus', 'attribute_exists(#pk)', { ':minus': -n }, { '#line': lineId });
}

/**
 * Settles a hold, once: gives back `lost`, the places of it no photo took (0 when every photo was
 * written), and removes the hold, in one write that holds only while the hold is there. False when
 * it was settled already.
 */
export async function settlePlaceHold(orderId: string, holdId: string, hold: PlaceHold, lost: number): Promise<boolean> {
  const { written } = await writeApart(
    orderId,
    lost ? 'ADD #imageCounts.#line :minus REMOVE #placeHolds.#hold' : 'REMOVE #placeHolds.#hold',
    'attribute_exists(#placeHolds.#hold)',
    lost ? { ':minus': -lost } : {},
    { '#hold': holdId, ...(lost ? { '#line': hold.lineId } : {}) },
  );
  return written;
}

/**
 * Orders placed before photo counts (or holds) existed get empty maps, once (DynamoDB cannot ADD
 * or SET into a missing map).
 */
export async function ensureImageCounts(orderId: string): Promise<void> {
  await writeApart(
    orderId,
    'SET #imageCounts = if_not_exists(#imageCounts, :empty), #placeHolds = if_not_exists(#placeHolds, :empty)',
    'attribute_exists(#pk)',
    { ':empty': {} },
  );
}

/** The name the customer gives the order's gallery. */
export async function setGalleryName(id: string, name: string): Promise<void> {
  await writeApart(id, 'SET #galleryName = :name', 'attribute_exists(#pk)', { ':name': name });
}

/** Pattern 26: the confirmation email went out (sent once, by the notifications function); an older claim on the order goes with it. */
export async function markConfirmationSent(id: string, sentAt: string): Promise<void> {
  await writeApart(id, 'SET #confirmationSentAt = :at REMOVE #confirmationClaimedAt', 'attribute_exists(#pk)', { ':at': sentAt });
}
