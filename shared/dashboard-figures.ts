/**
 * What one order adds to the studio dashboard's figures, worked out from the order alone, so the
 * figures can be kept by events and rebuilt from the orders with the same rule. An order counts
 * once it is paid: in the week it was paid (its total before sales tax as revenue: the tax is the
 * state's, not the studio's), in the week of its refund (the amount refunded), in the status it
 * is in now, and with every stretch of time it spent in a status since it was paid that has ended
 * ("stints", counted on the day they ended).
 */
import type { Order, OrderStatus } from './orders';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** Monday 00:00 UTC of the week holding `at`, as `YYYY-MM-DD`: the shop's week. */
export function weekOf(at: string | Date): string {
  const date = new Date(at);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY).toISOString().slice(0, 10);
}

/** The `count` weeks up to and including the week of `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = new Date(`${weekOf(now)}T00:00:00.000Z`).getTime();
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY).toISOString().slice(0, 10));
}

/** The day (`YYYY-MM-DD`, UTC) of an instant. */
export const dayOf = (at: string | Date): string => new Date(at).toISOString().slice(0, 10);

/**
 * The upper bounds, in hours, of the ranges a stint's length is counted in. The median is told as
 * the range it falls in: wide enough to keep one counter per range, narrow enough to tell a day
 * from three.
 */
export const stintRangeHours = [1, 4, 12, 24, 48, 72, 96, 120, 168, 240, 336, 504, 720, 1080, 1440, 2160] as const;
/** Ranges counted: each bound above, then one for anything longer. */
export const STINT_RANGES = stintRangeHours.length + 1;

/** The range (0 … STINT_RANGES - 1) a stint of `hours` is counted in. */
export function stintRangeOf(hours: number): number {
  const range = stintRangeHours.findIndex((bound) => hours <= bound);
  return range === -1 ? stintRangeHours.length : range;
}

/** The range holding the median of stints counted per range: its bounds in hours (`to` undefined past the last). */
export function medianRange(counts: readonly number[]): { from: number; to: number | undefined } | undefined {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (!total) return undefined;
  let seen = 0;
  for (let range = 0; range < counts.length; range++) {
    seen += counts[range] ?? 0;
    if (seen * 2 >= total) return { from: range === 0 ? 0 : stintRangeHours[range - 1]!, to: stintRangeHours[range] };
  }
  return undefined;
}

export interface Stint {
  status: OrderStatus;
  /** When the stint ended (the next status began). */
  endedAt: string;
  hours: number;
}

/** What an order adds to the figures; `counted` false for an order not paid. */
export interface OrderFigures {
  counted: boolean;
  status: OrderStatus;
  /** When the order entered its current status (its payment, or the change that set it). */
  since?: string;
  /** The last change a person made (not a payment note): where the wait of the lateness rule starts. */
  waitingSince?: string;
  paidWeek?: string;
  revenue: number;
  refundWeek?: string;
  refunded: number;
  /** Every stint that has ended, in order; only ever grows, as the status history does. */
  stints: Stint[];
}

const byCardPayments = (entry: Order['statusHistory'][number]) => entry.updatedBy.firstName === 'Card' && entry.updatedBy.lastName === 'payments';

export function figuresOf(order: Pick<Order, 'status' | 'statusHistory' | 'paymentStatus' | 'paidAt' | 'totalPrice' | 'tax' | 'refund'>): OrderFigures {
  if (order.paymentStatus !== 'paid' || !order.paidAt) return { counted: false, status: order.status, revenue: 0, refunded: 0, stints: [] };
  const paidAt = order.paidAt;
  // The statuses since payment: the one it was paid in, then each change; a repeat of the same status continues it.
  const timeline: { status: OrderStatus; at: string }[] = [];
  const later = order.statusHistory.filter((entry) => entry.updatedAt > paidAt);
  const atPayment = order.statusHistory.filter((entry) => entry.updatedAt <= paidAt).at(-1)?.status ?? later[0]?.status ?? order.status;
  timeline.push({ status: atPayment, at: paidAt });
  for (const entry of later) if (entry.status !== timeline.at(-1)!.status) timeline.push({ status: entry.status, at: entry.updatedAt });
  const stints = timeline.slice(0, -1).map((stint, i) => {
    const endedAt = timeline[i + 1]!.at;
    return { status: stint.status, endedAt, hours: (new Date(endedAt).getTime() - new Date(stint.at).getTime()) / HOUR };
  });
  const waitingSince = order.statusHistory.findLast((entry) => !byCardPayments(entry))?.updatedAt;
  return {
    counted: true,
    status: order.status,
    since: timeline.at(-1)!.at,
    ...(waitingSince ? { waitingSince } : {}),
    paidWeek: weekOf(paidAt),
    revenue: order.totalPrice - order.tax,
    ...(order.refund ? { refundWeek: weekOf(order.refund.refundedAt), refunded: order.refund.amount } : { refunded: 0 }),
    stints,
  };
}

/** What the dashboard keeps of an order's figures: all but the stints, of which it keeps how many were counted. */
export type KeptFigures = Omit<OrderFigures, 'stints'> & { stintCount: number };
export const keptFiguresOf = ({ stints, ...rest }: OrderFigures): KeptFigures => ({ ...rest, stintCount: stints.length });

/** A counter the figures keep: which item (`kind` and `key`), which attribute, and how much it changes. */
export interface CounterDelta {
  kind: 'statuses' | 'week' | 'stints';
  key: string;
  field: string;
  by: number;
}

/** The attribute-safe name of a status (`Awaiting user images` → `Awaitinguserimages`). */
export const statusField = (status: OrderStatus) => status.replace(/[^A-Za-z0-9]/g, '');

/**
 * The changes to the counters that take the figures from what `before` added to what `after`
 * adds: a status moved, a payment or refund counted, each stint that ended since. Changes to one
 * attribute are summed, and those that sum to nothing left out.
 */
export function deltasBetween(before: KeptFigures | undefined, after: OrderFigures): CounterDelta[] {
  const deltas = new Map<string, CounterDelta>();
  const add = (kind: CounterDelta['kind'], key: string, field: string, by: number) => {
    const id = `${kind}|${key}|${field}`;
    const delta = deltas.get(id) ?? { kind, key, field, by: 0 };
    delta.by += by;
    deltas.set(id, delta);
  };
  for (const [figures, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!figures?.counted) continue;
    add('statuses', 'now', statusField(figures.status), sign);
    if (figures.paidWeek) {
      add('week', figures.paidWeek, 'orders', sign);
      add('week', figures.paidWeek, 'revenue', sign * figures.revenue);
    }
    if (figures.refundWeek) add('week', figures.refundWeek, 'refunded', sign * figures.refunded);
  }
  const counted = before?.counted ? before.stintCount : 0;
  for (const stint of after.counted ? after.stints.slice(counted) : []) {
    const day = dayOf(stint.endedAt);
    add('stints', day, `n_${statusField(stint.status)}`, 1);
    add('stints', day, `r_${statusField(stint.status)}_${stintRangeOf(stint.hours)}`, 1);
  }
  return [...deltas.values()].filter((d) => d.by !== 0);
}
