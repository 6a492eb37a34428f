/** POST /galleries/user/{userId}/{orderId}/multipart/parts: a PUT per part, each signed for its exact length. */
import * as contracts from '../../shared/api/uploads';
import { signPartPut } from '../data/photo-files';
import { route } from '../kit/route';
import { multipartImageOf, partSizeOf } from './lib/multipart';

export const handler = route(contracts.signUploadParts).handler(async ({ params, body }) => {
  const { image } = await multipartImageOf(params, body);
  const sizes = body.partNumbers.map((partNumber) => ({ partNumber, size: partSizeOf(image.size, partNumber) }));
  return {
    urls: await Promise.all(sizes.map(async ({ partNumber, size }) => ({ partNumber, url: await signPartPut(image.key, body.uploadId, partNumber, size) }))),
  };
});
