/** POST /galleries/user/{userId}/{orderId}: reserves places on a line and signs a PUT per photo. */
import * as contracts from '../../shared/api/uploads';
import { route } from '../kit/route';
import { lineOf, openOrderOf } from './lib/order-lines';
import { signPhotos } from './lib/signing';

export const handler = route(contracts.signUploads).handler(async ({ params, body }) => {
  const order = await openOrderOf(params);
  return signPhotos(order, lineOf(order, body.lineId), body.images);
});
