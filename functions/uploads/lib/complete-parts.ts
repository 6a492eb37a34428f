/**
 * Joins the parts of a multipart upload of `size` bytes (a large photo, an album's print-ready
 * file): every part once, as many as the size makes, or the customer's words for parts missing.
 */
import { uploadMessages } from '../../../shared/uploads';
import { completeMultipart } from '../../data/photo-files';
import { Conflict, ValidationFailed } from '../../kit/errors';
import type { Logger } from '../../kit/logger';
import { partCountOf } from './multipart';

export async function completeAllParts(
  ref: { key: string; uploadId: string; parts: { PartNumber: number; ETag: string }[] },
  size: number,
  log: Logger,
): Promise<void> {
  const numbers = new Set(ref.parts.map((p) => p.PartNumber));
  const expected = partCountOf(size);
  if (numbers.size !== ref.parts.length || numbers.size !== expected || ![...numbers].every((n) => n >= 1 && n <= expected))
    throw new ValidationFailed(uploadMessages.partsMissing);
  try {
    await completeMultipart(ref.key, ref.uploadId, ref.parts);
  } catch (err) {
    const name = (err as Error).name;
    // The completion creates only (If-None-Match): a file at the key already stays as it is.
    if (name === 'PreconditionFailed') throw new Conflict(uploadMessages.alreadyArrived);
    if (name !== 'InvalidPart' && name !== 'InvalidPartOrder' && name !== 'EntityTooSmall') throw err;
    log.info('multipart refused by S3', { name });
    throw new ValidationFailed(uploadMessages.partsMissing);
  }
}
