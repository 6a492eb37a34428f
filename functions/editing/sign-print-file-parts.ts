/** POST /galleries/editor/{clientId}/{orderId}/print-file/parts: a PUT per part of the print-ready file, each signed for its exact length. */
import * as contracts from '../../shared/api/editing';
import { signPartPut } from '../data/photo-files';
import { staffRoute } from '../kit/staff-route';
import { partSizeOf } from '../uploads/lib/multipart';
import { printUploadOf } from './lib/print-file';

export const handler = staffRoute(contracts.signPrintFileParts).handler(async ({ params, body, caller }) => {
  const { round } = await printUploadOf(params, caller, body);
  const sizes = body.partNumbers.map((partNumber) => ({ partNumber, size: partSizeOf(round.printFile.size, partNumber) }));
  return {
    urls: await Promise.all(sizes.map(async ({ partNumber, size }) => ({ partNumber, url: await signPartPut(body.key, body.uploadId, partNumber, size) }))),
  };
});
