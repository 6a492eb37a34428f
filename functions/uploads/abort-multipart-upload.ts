/** DELETE /galleries/user/{userId}/{orderId}/multipart: abandons a multipart upload and frees its place at once. */
import * as contracts from '../../shared/api/uploads';
import { releaseReservation } from '../data/images';
import { abortMultipart } from '../data/photo-files';
import { route } from '../kit/route';
import { multipartImageOf } from './lib/multipart';

export const handler = route(contracts.abortMultipartUpload).handler(async ({ params, body }) => {
  const { image } = await multipartImageOf(params, body);
  await abortMultipart(image.key, body.uploadId);
  await releaseReservation(image);
  return {};
});
