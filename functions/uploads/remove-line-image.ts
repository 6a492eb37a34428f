/**
 * DELETE /galleries/user/{userId}/{orderId}/items/{imageId}: removes a photo (its item first, so a
 * late arrival of the file finds nothing and is deleted), gives its place back, and answers the
 * order's counts.
 */
import * as contracts from '../../shared/api/uploads';
import { uploadMessages } from '../../shared/uploads';
import { findImage, removeImage } from '../data/images';
import { getOrder } from '../data/orders';
import { abortMultipart, deleteFiles } from '../data/photo-files';
import { Conflict, NotFound } from '../kit/errors';
import { route } from '../kit/route';
import { openOrderOf } from './lib/order-lines';
import { settleHoldOf } from './lib/reservations';

export const handler = route(contracts.removeLineImage).handler(async ({ params }) => {
  const order = await openOrderOf(params);
  const image = await findImage(order._id, params.imageId);
  // Settle the hold the photo was reserved under first, so the count its settling reads holds this photo.
  if (image?.holdId && (await settleHoldOf(order, image.holdId)) === 'pending') throw new Conflict(uploadMessages.stillSigning);
  const removed = image && (await removeImage(image));
  if (!removed) throw new NotFound(uploadMessages.noSuchPhoto);
  if (removed.uploadId) await abortMultipart(removed.key, removed.uploadId);
  await deleteFiles(removed.key, removed.thumbKey);
  const counts = (await getOrder(order._id))?.imageCounts ?? {};
  return { imageCounts: { [order._id]: counts } };
});
