/** GET /galleries/user/{userId}/image-count: photos held per line of each of the customer's orders (patterns 9 and 14). */
import * as contracts from '../../shared/api/uploads';
import { listOrdersOfUser } from '../data/orders';
import { staffRoute } from '../kit/staff-route';

export const handler = staffRoute(contracts.imageCounts).handler(async ({ params }) => {
  const orders = await listOrdersOfUser(params.userId);
  return { imageCounts: Object.fromEntries(orders.map((order) => [order._id, order.imageCounts ?? {}])) };
});
