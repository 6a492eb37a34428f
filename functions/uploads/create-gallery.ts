/** POST /gallery/{userId}/{orderId}: names the order gallery and signs a PUT per photo (at most MAX_GALLERY_IMAGES in all). */
import * as contracts from '../../shared/api/uploads';
import { setGalleryName } from '../data/orders';
import { route } from '../kit/route';
import { galleryLine, openOrderOf } from './lib/order-lines';
import { signPhotos } from './lib/signing';

export const handler = route(contracts.createGallery).handler(async ({ params, body }) => {
  const order = await openOrderOf(params);
  await setGalleryName(order._id, body.orderName);
  return signPhotos(order, galleryLine, body.images);
});
