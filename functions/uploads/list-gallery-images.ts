/** GET /gallery/gallery-images/{userId}/{orderId}: the order gallery's name and photos. */
import * as contracts from '../../shared/api/uploads';
import { staffRoute } from '../kit/staff-route';
import { listImages } from '../data/images';
import { galleryLine, orderOf, photosMayChange } from './lib/order-lines';
import { viewsOf } from './lib/photo-views';

export const handler = staffRoute(contracts.listGalleryImages).handler(async ({ params }) => {
  const order = await orderOf(params);
  const images = await viewsOf(await listImages(order._id, galleryLine.lineId));
  return { ...(order.galleryName ? { orderName: order.galleryName } : {}), images, editable: photosMayChange(order) };
});
