/** GET /staff/orders/{orderId}: one order by id for the staff order page (its URL has no user id). */
import * as contracts from '../../shared/api/staff';
import { staffMessages } from '../../shared/staff-orders';
import { getOrder } from '../data/orders';
import { NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';

export const handler = staffRoute(contracts.getStaffOrder).handler(async ({ params }) => {
  const order = await getOrder(params.orderId);
  if (!order) throw new NotFound(staffMessages.orderNotFound);
  return order;
});
