/** The studio dashboard, for Admin and Employee: the figures at a glance and the photo reminder. */
import { dashboardSchema, photoReminderAnswerSchema, photoReminderSchema } from '../dashboard';
import { defineContract } from './contract';
import * as table from './routes';

export const getDashboard = defineContract({
  ...table.getDashboard,
  summary:
    'The studio dashboard: orders and revenue by week, orders by status, time in each status, late work, the editors’ queue, orders awaiting photos and new callback requests',
  response: dashboardSchema,
});

export const remindCustomer = defineContract({
  ...table.remindCustomer,
  summary: 'Emails the customer of an order awaiting photos a reminder, at most once a day per order',
  body: photoReminderSchema,
  response: photoReminderAnswerSchema,
});

/** The area's routes by name, for the route table, the gateway and the docs; a handler imports its own route alone. */
export const dashboardRoutes = { getDashboard, remindCustomer };
