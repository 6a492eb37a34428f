/**
 * POST /galleries/user/{userId}/{orderId}/multipart/complete: joins the parts into the photo. Its
 * arrival is then checked like any other (check-upload), which marks it uploaded.
 */
import * as contracts from '../../shared/api/uploads';
import { route } from '../kit/route';
import { completeAllParts } from './lib/complete-parts';
import { multipartImageOf } from './lib/multipart';

export const handler = route(contracts.completeMultipartUpload).handler(async ({ params, body, log }) => {
  const { image } = await multipartImageOf(params, body);
  // Every part, once: the reserved size fixes how many there are.
  await completeAllParts(body, image.size, log);
  return { key: image.key };
});
