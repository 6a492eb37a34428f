/** GET /galleries/user/{userId}/{orderId}/items?lineId=: the photos of one line, with short-lived links. */
import * as contracts from '../../shared/api/uploads';
import { staffRoute } from '../kit/staff-route';
import { listImages } from '../data/images';
import { lineOf, orderOf } from './lib/order-lines';
import { viewsOf } from './lib/photo-views';

export const handler = staffRoute(contracts.listLineImages).handler(async ({ params, query }) => {
  const order = await orderOf(params);
  const line = lineOf(order, query.lineId);
  return { images: await viewsOf(await listImages(order._id, line.lineId)) };
});
