/**
 * Late work: an open order that has stayed in one status longer than that status allows is late,
 * whatever its board colour. The board marks it "waiting N days" and the studio dashboard counts
 * late orders by this same rule. The days each status allows are configurable per stage (the
 * runtime config's `lateAfterDays`); a status the config leaves out keeps its default here.
 *
 * This file imports no runtime code, so every page can read the setting from the runtime config
 * without loading the order schemas.
 */
import type { OrderStatus, StatusChange } from './orders';

/** Whole days an order may wait in a status before it is late, per status. */
export type LateAfterDays = Partial<Record<OrderStatus, number>>;

/**
 * The days each status may last. Closed orders (Delivered, Cancelled, Returned) are never late, so
 * they have none. Statuses where the shop waits on the customer allow longer than those where
 * staff owe the next step.
 */
export const defaultLateAfterDays: Readonly<Record<OrderStatus, number | null>> = {
  'Awaiting user images': 14,
  pending: 2,
  'Sent to editing team': 3,
  'Editing started': 5,
  'Editing completed': 2,
  'Send to manufacturing': 2,
  Manufacturing: 7,
  Shipped: 14,
  Delivered: null,
  Cancelled: null,
  Returned: null,
  'Waiting for client approval': 7,
  'album-approved': 2,
  'partially-shipped': 14,
};

/** The most days a status may be allowed: a longer setting is a mistake, refused. */
export const MAX_LATE_AFTER_DAYS = 365;

/** What the rule reads of an order: its status and when that status began. */
export interface LateWorkOrder {
  status: OrderStatus;
  /** When the status last changed, when the caller already knows it. */
  updatedAt?: string | undefined;
  /** The status history; its last entry made by a person (not a payment note) starts the wait. */
  statusHistory?: readonly StatusChange[] | undefined;
}

export interface Lateness {
  late: boolean;
  /** Whole days the order has waited in its status (0 when unknown). */
  days: number;
}

const day = 86_400_000;

const isCardPayments = (entry: StatusChange) => entry.updatedBy.firstName === 'Card' && entry.updatedBy.lastName === 'payments';

/** When the order's current status began: `updatedAt` if given, else the last change a person made. */
export function waitingSince(order: LateWorkOrder): string | undefined {
  if (order.updatedAt) return order.updatedAt;
  const history = order.statusHistory ?? [];
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    if (!isCardPayments(entry)) return entry.updatedAt;
  }
  return undefined;
}

/** The days a status allows under a setting: one number for every status, or a number per status. */
export function allowedDays(status: OrderStatus, lateAfterDays: number | LateAfterDays = {}): number | null {
  const allowed = defaultLateAfterDays[status];
  if (allowed === null) return null;
  if (typeof lateAfterDays === 'number') return lateAfterDays;
  return lateAfterDays[status] ?? allowed;
}

/**
 * Whether an order is late at `now`: it has waited at least the days its status allows. An order
 * with no known start of its status, or in a closed status, is never late.
 */
export function lateness(order: LateWorkOrder, now: Date, lateAfterDays: number | LateAfterDays = {}): Lateness {
  const since = waitingSince(order);
  if (!since) return { late: false, days: 0 };
  const days = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / day));
  const allowed = allowedDays(order.status, lateAfterDays);
  return { late: allowed !== null && days >= allowed, days };
}

/**
 * The setting as written in a config, checked without a schema library: an object of known
 * statuses to whole days from 1 to 365. Undefined when it is anything else.
 */
export function readLateAfterDays(value: unknown): LateAfterDays | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const result: LateAfterDays = {};
  for (const [status, days] of Object.entries(value)) {
    if (!Object.hasOwn(defaultLateAfterDays, status)) return undefined;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_LATE_AFTER_DAYS) return undefined;
    result[status as OrderStatus] = days;
  }
  return result;
}
