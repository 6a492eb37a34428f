/**
 * POST /galleries/user/{userId}/{orderId}/multipart: reserves one place and starts a multipart
 * upload of a large photo (its parts are signed one by one, so a reload resumes it), recorded on
 * the photo's item.
 */
import * as contracts from '../../shared/api/uploads';
import { deleteImages, putImages } from '../data/images';
import { signThumbnailPut } from '../data/photo-files';
import { route } from '../kit/route';
import { startMultipartUpload } from '../kit/uploads';
import { lineOf, openOrderOf } from './lib/order-lines';
import { withReservedPlaces } from './lib/reservations';
import { newImage } from './lib/signing';

export const handler = route(contracts.startMultipartUpload).handler(async ({ params, body }) => {
  const order = await openOrderOf(params);
  const line = lineOf(order, body.lineId, { gallery: true });
  return withReservedPlaces(order, line, 1, async (holdId) => {
    const draft = newImage(order, line, body, holdId);
    const uploadId = await startMultipartUpload(draft.key, draft.mimeType, async (id) => {
      try {
        await putImages([{ ...draft, uploadId: id }]);
        return undefined;
      } catch (err) {
        // A batch write that failed may have written it all the same.
        await deleteImages([draft]);
        throw err;
      }
    });
    return { uploadId, key: draft.key, imageId: draft.imageId, thumbnailUrl: await signThumbnailPut(draft.thumbKey) };
  });
});
