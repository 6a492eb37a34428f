/**
 * The studio dashboard as answered: the counters summed into weeks, statuses and time in each
 * status, and the lists (late work, the editors' queue, orders awaiting photos, new callback
 * requests) read from the index of each open status, oldest first. A handful of queries, whatever
 * the number of orders.
 */
import { AWAITING_PHOTOS_DAYS, DASHBOARD_LIST_MAX, DASHBOARD_WEEKS, STINT_WINDOW_DAYS, type Dashboard, type DashboardOrder } from '../../../shared/dashboard';
import { dayOf, lastWeeks, medianRange, STINT_RANGES, statusField } from '../../../shared/dashboard-figures';
import { allowedDays, lateness, readLateAfterDays, type LateAfterDays } from '../../../shared/late-work';
import { isOutstanding, orderStatuses, type OrderStatus } from '../../../shared/orders';
import { editingQueueStatuses } from '../../../shared/proofs';
import type { OrderFiguresRecord } from '../../data/dashboard';
import { newCallbacks, ordersInStatus, statusCounters, stintCounters, weekCounters } from '../../data/dashboard-lists';

const DAY = 86_400_000;

/** The stage's days per status before work is late (the staff board reads the same), else the shop's defaults. */
function stageLateAfterDays(): LateAfterDays {
  const text = process.env.LATE_AFTER_DAYS ?? '{}';
  const days = readLateAfterDays(JSON.parse(text));
  if (!days) throw new Error(`LATE_AFTER_DAYS must be JSON of order statuses to whole days, not ${text}`);
  return days;
}
const numberIn = (item: Record<string, unknown> | undefined, field: string) => Number(item?.[field] ?? 0);

function listed(record: OrderFiguresRecord, now: Date, extra: Partial<DashboardOrder> = {}): DashboardOrder {
  const since = record.figures.since!;
  return {
    _id: record.orderId,
    user: record.user,
    ...(record.orderNumber ? { orderNumber: record.orderNumber } : {}),
    firstName: record.firstName,
    lastName: record.lastName,
    status: record.figures.status,
    since,
    days: Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / DAY)),
    ...extra,
  };
}

async function weeks(now: Date): Promise<Dashboard['weeks']> {
  const starts = lastWeeks(now, DASHBOARD_WEEKS);
  const items = new Map((await weekCounters(starts[0]!, starts.at(-1)!)).map((item) => [item.sk, item]));
  return starts.map((weekStart) => {
    const item = items.get(weekStart);
    return { weekStart, orders: numberIn(item, 'orders'), revenue: numberIn(item, 'revenue'), refunded: numberIn(item, 'refunded') };
  });
}

async function timeInStatus(now: Date): Promise<Dashboard['timeInStatus']> {
  const days = await stintCounters(dayOf(new Date(now.getTime() - (STINT_WINDOW_DAYS - 1) * DAY)), dayOf(now));
  return orderStatuses.flatMap((status) => {
    const field = statusField(status);
    const ranges = Array.from({ length: STINT_RANGES }, (_, range) => days.reduce((sum, day) => sum + numberIn(day, `r_${field}_${range}`), 0));
    const median = medianRange(ranges);
    if (!median) return [];
    const worstDay = days.reduce<Record<string, unknown> | undefined>(
      (worst, day) => (numberIn(day, `w_${field}`) > numberIn(worst, `w_${field}`) ? day : worst),
      undefined,
    );
    return [
      {
        status,
        stints: days.reduce((sum, day) => sum + numberIn(day, `n_${field}`), 0),
        medianFromHours: median.from,
        ...(median.to !== undefined ? { medianToHours: median.to } : {}),
        worstHours: numberIn(worstDay, `w_${field}`),
        ...(worstDay?.[`o_${field}`] ? { worstOrderId: String(worstDay[`o_${field}`]) } : {}),
      },
    ];
  });
}

/**
 * Late work by the shop's lateness rule (shared/late-work.ts, the stage's days per status or its defaults): in each
 * status that can be late, the orders that entered it before its allowed days ran out (none of
 * the others can be late), kept when the rule, counting from the last change a person made, says late.
 */
async function late(now: Date): Promise<Dashboard['late']> {
  const lateAfterDays = stageLateAfterDays();
  const found: DashboardOrder[] = [];
  await Promise.all(
    orderStatuses.filter(isOutstanding).map(async (status) => {
      const allowed = allowedDays(status, lateAfterDays);
      if (allowed === null) return;
      const { first } = await ordersInStatus(status, { before: new Date(now.getTime() - allowed * DAY).toISOString(), limit: Number.MAX_SAFE_INTEGER });
      for (const record of first) {
        const wait = lateness({ status, updatedAt: record.figures.waitingSince }, now, lateAfterDays);
        if (wait.late) found.push(listed(record, now, { days: wait.days, allowedDays: allowed }));
      }
    }),
  );
  found.sort((a, b) => b.days - a.days || a.since.localeCompare(b.since));
  return { total: found.length, orders: found.slice(0, DASHBOARD_LIST_MAX) };
}

async function editing(now: Date, counts: Record<string, unknown>): Promise<Dashboard['editing']> {
  return Promise.all(
    editingQueueStatuses.map(async (status: OrderStatus) => {
      const { first } = await ordersInStatus(status, { limit: 1, counted: false });
      return { status, orders: numberIn(counts, statusField(status)), ...(first[0] ? { oldest: listed(first[0], now) } : {}) };
    }),
  );
}

async function awaitingPhotos(now: Date): Promise<Dashboard['awaitingPhotos']> {
  const before = new Date(now.getTime() - AWAITING_PHOTOS_DAYS * DAY).toISOString();
  const { total, first } = await ordersInStatus('Awaiting user images', { before, limit: DASHBOARD_LIST_MAX });
  return { total, orders: first.map((record) => listed(record, now, record.remindedAt ? { remindedAt: record.remindedAt } : {})) };
}

export async function readDashboard(now: Date): Promise<Dashboard> {
  const counted = statusCounters();
  const [weekly, counts, stints, lateWork, queue, awaiting, callbacks] = await Promise.all([
    weeks(now),
    counted,
    timeInStatus(now),
    late(now),
    counted.then((counts) => editing(now, counts)),
    awaitingPhotos(now),
    newCallbacks(DASHBOARD_LIST_MAX),
  ]);
  return {
    asOf: now.toISOString(),
    weeks: weekly,
    statuses: orderStatuses.map((status) => ({ status, orders: numberIn(counts, statusField(status)) })),
    timeInStatus: stints,
    late: lateWork,
    editing: queue,
    awaitingPhotos: awaiting,
    callbacks: {
      total: callbacks.total,
      latest: callbacks.latest.map(({ _id, firstName, lastName, phone, date, currentStatus }) => ({ _id, firstName, lastName, phone, date, currentStatus })),
    },
  };
}
