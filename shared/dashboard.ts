/**
 * The studio dashboard (`/admin`, Admin and Employee): where the work stands and where it is
 * stuck, from figures the shop's events keep (shared/dashboard-figures.ts), never from reading
 * every order. The answer of `GET /admin/dashboard` and the reminder's request and answer.
 */
import * as z from 'zod/mini';
import { centsSchema } from './cents';
import { callbackStatusSchema } from './callbacks';
import { wholeNumber } from './numbers';
import { orderStatusSchema } from './orders';

/** Weeks of orders and revenue the dashboard shows, the current one last. */
export const DASHBOARD_WEEKS = 12;
/** Days of ended stints the time in each status is read from. */
export const STINT_WINDOW_DAYS = 90;
/** An order waiting for the customer's photos longer than this is listed, with a reminder to send. */
export const AWAITING_PHOTOS_DAYS = 7;
/** One reminder per order in this many hours: the customer is nudged, never flooded. */
export const REMINDER_EVERY_HOURS = 24;
/** The most orders one list answers; the total says how many there are. */
export const DASHBOARD_LIST_MAX = 50;

const count = wholeNumber(0, 1_000_000_000);
const hours = wholeNumber(0, 10_000_000);
const instant = z.iso.datetime();

/** An order as the dashboard's lists show it. */
export const dashboardOrderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  orderNumber: z.optional(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  status: orderStatusSchema,
  /** When it entered its status. */
  since: instant,
  /** Whole days it has been waiting: in its status, or (late orders) since a person last changed it. */
  days: count,
  /** Late orders: the days the status allows. */
  allowedDays: z.optional(count),
  /** Awaiting photos: when the customer was last reminded from the dashboard. */
  remindedAt: z.optional(instant),
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

const listOf = (item: typeof dashboardOrderSchema) => z.object({ total: count, orders: z.array(item) });

export const dashboardSchema = z.object({
  asOf: instant,
  /** The last DASHBOARD_WEEKS weeks (Monday, UTC), oldest first, each with the orders paid in it. */
  weeks: z.array(z.object({ weekStart: z.iso.date(), orders: count, revenue: centsSchema, refunded: centsSchema })),
  /** Paid orders in each status now, in the statuses' order. */
  statuses: z.array(z.object({ status: orderStatusSchema, orders: count })),
  /** Stints that ended in the last STINT_WINDOW_DAYS days, per status: the median's range and the longest. */
  timeInStatus: z.array(
    z.object({
      status: orderStatusSchema,
      stints: count,
      medianFromHours: hours,
      /** Absent when the median lies past the longest range counted. */
      medianToHours: z.optional(hours),
      worstHours: hours,
      worstOrderId: z.optional(z.string()),
    }),
  ),
  late: listOf(dashboardOrderSchema),
  /** The editors' queue: orders in each of its statuses and the one waiting longest. */
  editing: z.array(z.object({ status: orderStatusSchema, orders: count, oldest: z.optional(dashboardOrderSchema) })),
  awaitingPhotos: listOf(dashboardOrderSchema),
  callbacks: z.object({
    total: count,
    latest: z.array(
      z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string(), date: instant, currentStatus: callbackStatusSchema }),
    ),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `POST /admin/dashboard/reminders/{orderId}`: one id per click, made by the page and sent again when it retries. */
export const photoReminderSchema = z.object({
  reminderId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a reminder id')),
});
export const photoReminderAnswerSchema = z.object({ remindedAt: instant, email: z.string() });

export const dashboardMessages = {
  noOrder: 'That order is not on the dashboard.',
  notAwaitingPhotos: 'The customer’s photos are no longer awaited: the order has moved on.',
  remindedRecently: (at: string, hoursEvery: number) =>
    `The customer was reminded at ${new Date(at).toUTCString()}; one reminder goes every ${hoursEvery} hours.`,
  notSent: 'The reminder could not be sent just now. Try again in a minute.',
} as const;
