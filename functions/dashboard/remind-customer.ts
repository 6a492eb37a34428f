/**
 * POST /admin/dashboard/reminders/{orderId}: staff ask for the customer of an order awaiting its
 * photos to be reminded by email. The reminder is claimed on the order's dashboard record (one per
 * REMINDER_EVERY_HOURS, and the same click sent again finds its own claim and sends nothing more),
 * then announced; the notifications function sends the email once. An announcement the bus does
 * not take gives the claim back and says so, so the next click may try again.
 */
import * as contracts from '../../shared/api/dashboard';
import { dashboardMessages, REMINDER_EVERY_HOURS } from '../../shared/dashboard';
import { claimReminder, releaseReminder } from '../data/dashboard-lists';
import { getOrder } from '../data/orders';
import { Conflict, NotFound } from '../kit/errors';
import { publish } from '../kit/shop-events';
import { staffRoute } from '../kit/staff-route';

export const handler = staffRoute(contracts.remindCustomer).handler(async ({ params, body, log }) => {
  const order = await getOrder(params.orderId);
  if (!order || order.paymentStatus !== 'paid') throw new NotFound(dashboardMessages.noOrder);
  if (order.status !== 'Awaiting user images') throw new Conflict(dashboardMessages.notAwaitingPhotos);
  const now = new Date();
  const notBefore = new Date(now.getTime() - REMINDER_EVERY_HOURS * 3_600_000).toISOString();
  const claim = await claimReminder(order._id, body.reminderId, now.toISOString(), notBefore);
  if (claim.missing) throw new NotFound(dashboardMessages.noOrder);
  if (!claim.claimed) throw new Conflict(dashboardMessages.remindedRecently(claim.remindedAt!, REMINDER_EVERY_HOURS));
  if (claim.remindedAt === now.toISOString() && !(await publish('photosReminderRequested', { orderId: order._id, reminderId: body.reminderId }, log))) {
    await releaseReminder(order._id, body.reminderId);
    throw new Conflict(dashboardMessages.notSent);
  }
  return { remindedAt: claim.remindedAt!, email: order.email };
});
