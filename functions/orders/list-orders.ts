/**
 * GET /orders/{userId}: the customer's orders, newest first (My Orders). An order left unpaid
 * past its day has lapsed (shared/payments.ts): it stays in the table for the records, but is
 * no longer listed. Derived when read, so nothing has to sweep the table.
 */
import { isLapsed } from '../../shared/payments';
import { listOrdersOfUser } from '../data/orders';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/orders';

export const handler = staffRoute(contracts.listOrders).handler(async ({ params }) => {
  const now = new Date();
  return (await listOrdersOfUser(params.userId)).filter((order) => !isLapsed(order, now));
});
