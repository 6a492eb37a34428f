/** GET /orders/{userId}/{orderId}: one order of the customer's. */
import { getOrder } from '../data/orders';
import { NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import * as contracts from '../../shared/api/orders';

export const handler = staffRoute(contracts.getOrder).handler(async ({ params }) => {
  const order = await getOrder(params.orderId);
  if (!order || order.user !== params.userId) throw new NotFound('Order not found.');
  return order;
});
