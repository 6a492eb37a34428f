/** GET /galleries/editor/{clientId}/{orderId}/print-file/parts: the parts S3 already has, so an upload resumes where it stopped. */
import * as contracts from '../../shared/api/editing';
import { listParts } from '../data/photo-files';
import { staffRoute } from '../kit/staff-route';
import { printUploadOf } from './lib/print-file';

export const handler = staffRoute(contracts.listPrintFileParts).handler(async ({ params, query, caller }) => {
  await printUploadOf(params, caller, query);
  return { parts: await listParts(query.key, query.uploadId) };
});
