/**
 * PUT /galleries/user/{userId}/{orderId}/items/order: the customer arranges a line's photos (or the
 * gallery's) until the order is marked complete. Every photo named must be on the line; the line's
 * photos not named (signed since the customer's list was read) follow them, in their own order.
 */
import * as contracts from '../../shared/api/uploads';
import { photoOrderMessages } from '../../shared/photo-order';
import { listImages, placeImages } from '../data/images';
import { Conflict, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { lineOf, openOrderOf } from './lib/order-lines';

export const handler = route(contracts.reorderLineImages).handler(async ({ params, body }) => {
  const order = await openOrderOf(params);
  const line = lineOf(order, body.lineId, { gallery: true });
  const images = await listImages(order._id, line.lineId);
  const onLine = new Set(images.map((image) => image.imageId));
  if (!body.imageIds.every((imageId) => onLine.has(imageId)))
    throw new ValidationFailed(photoOrderMessages.notOnLine, { imageIds: photoOrderMessages.notOnLine });
  const named = new Set(body.imageIds);
  const arranged = [...body.imageIds, ...images.filter((image) => !named.has(image.imageId)).map((image) => image.imageId)];
  if (!(await placeImages(images, arranged))) throw new Conflict(photoOrderMessages.notOnLine);
  return { imageIds: arranged };
});
