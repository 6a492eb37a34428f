/** POST /galleries/user/{userId}/{orderId}: reserves places on a line and signs a PUT per photo. */
import * as contracts from '../../shared/api/uploads';
import { route } from '../kit/route';
import { lineOf, openOrderOf } from './order-lines';
import { signPhotos } from './signing';

export const handler = route(contracts.signUploads).handler(async ({ params, body }) => {
  const order = await openOrderOf(params);
  return signPhotos(order, lineOf(order, body.lineId), body.images);
});
