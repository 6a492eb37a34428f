/**
 * POST /galleries/user/{userId}/{orderId}/multipart/complete: joins the parts into the photo. Its
 * arrival is then checked like any other (check-upload), which marks it uploaded.
 */
import { uploadRoutes } from '../../shared/api/uploads';
import { uploadMessages } from '../../shared/uploads';
import { completeMultipart } from '../data/photo-files';
import { ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { multipartImageOf, partCountOf } from './multipart';

export const handler = route(uploadRoutes.completeMultipartUpload).handler(async ({ params, body, log }) => {
  const { image } = await multipartImageOf(params, body);
  // Every part, once: the reserved size fixes how many there are.
  const numbers = new Set(body.parts.map((p) => p.PartNumber));
  const expected = partCountOf(image.size);
  if (numbers.size !== body.parts.length || numbers.size !== expected || ![...numbers].every((n) => n >= 1 && n <= expected))
    throw new ValidationFailed(uploadMessages.partsMissing);
  try {
    await completeMultipart(image.key, body.uploadId, body.parts);
  } catch (err) {
    const name = (err as Error).name;
    if (name !== 'InvalidPart' && name !== 'InvalidPartOrder' && name !== 'EntityTooSmall') throw err;
    log.info('multipart refused by S3', { name });
    throw new ValidationFailed(uploadMessages.partsMissing);
  }
  return { key: image.key };
});
