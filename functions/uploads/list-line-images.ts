/** GET /galleries/user/{userId}/{orderId}/items?lineId=: the photos of one line, with short-lived links. */
import * as contracts from '../../shared/api/uploads';
import { staffRoute } from '../kit/staff-route';
import { listImages } from '../data/images';
import { lineOf, orderOf } from './lib/order-lines';
import { viewsOf } from './lib/photo-views';

export const handler = staffRoute(contracts.listLineImages).handler(async ({ params, query }) => {
  // The order and the line's photos are read at once; the photos are answered only once the
  // order is found to be the caller's and the line one of its lines.
  const [order, images] = await Promise.all([orderOf(params), listImages(params.orderId, query.lineId)]);
  lineOf(order, query.lineId);
  return { images: await viewsOf(images) };
});
