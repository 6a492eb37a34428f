/**
 * POST /galleries/user/{userId}/{orderId}/multipart: reserves one place and starts a multipart
 * upload of a large photo (its parts are signed one by one, so a reload resumes it).
 */
import * as contracts from '../../shared/api/uploads';
import { abortMultipart, signThumbnailPut, startMultipart } from '../data/photo-files';
import { deleteImages, putImages } from '../data/images';
import { route } from '../kit/route';
import { lineOf, openOrderOf } from './lib/order-lines';
import { withReservedPlaces } from './lib/reservations';
import { newImage } from './lib/signing';

export const handler = route(contracts.startMultipartUpload).handler(async ({ params, body }) => {
  const order = await openOrderOf(params);
  const line = lineOf(order, body.lineId, { gallery: true });
  return withReservedPlaces(order, line, 1, async (holdId) => {
    const draft = newImage(order, line, body, holdId);
    const uploadId = await startMultipart(draft.key, draft.mimeType);
    try {
      await putImages([{ ...draft, uploadId }]);
    } catch (err) {
      // A batch write that failed may have written it all the same.
      await deleteImages([{ ...draft, uploadId }]);
      await abortMultipart(draft.key, uploadId);
      throw err;
    }
    return { uploadId, key: draft.key, imageId: draft.imageId, thumbnailUrl: await signThumbnailPut(draft.thumbKey) };
  });
});
