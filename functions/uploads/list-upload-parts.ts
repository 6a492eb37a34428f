/** GET /galleries/user/{userId}/{orderId}/multipart/parts: the parts S3 already has, so an upload resumes where it stopped. */
import * as contracts from '../../shared/api/uploads';
import { listParts } from '../data/photo-files';
import { route } from '../kit/route';
import { multipartImageOf } from './lib/multipart';

export const handler = route(contracts.listUploadParts).handler(async ({ params, query }) => {
  const { image } = await multipartImageOf(params, query);
  return { parts: await listParts(image.key, query.uploadId) };
});
