/** GET /galleries/user/{userId}/{orderId}/items?lineId=: the photos of one line, with short-lived links. */
import * as contracts from '../../shared/api/uploads';
import { staffRoute } from '../kit/staff-route';
import { lineOf, orderOf } from './lib/order-lines';
import { viewsOf } from './lib/photo-views';
import { releaseStale } from './lib/reservations';

export const handler = staffRoute(contracts.listLineImages).handler(async ({ params, query }) => {
  const order = await orderOf(params);
  const line = lineOf(order, query.lineId);
  return { images: await viewsOf(await releaseStale(order._id, line.lineId)) };
});
