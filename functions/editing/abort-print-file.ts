/** DELETE /galleries/editor/{clientId}/{orderId}/print-file: abandons an upload of the print-ready file. */
import * as contracts from '../../shared/api/editing';
import { dropPrintFile } from '../data/designs';
import { abortMultipart } from '../data/photo-files';
import { staffRoute } from '../kit/staff-route';
import { printUploadOf } from './lib/print-file';

export const handler = staffRoute(contracts.abortPrintFile).handler(async ({ params, body, caller }) => {
  const { round } = await printUploadOf(params, caller, body);
  await abortMultipart(body.key, body.uploadId);
  await dropPrintFile(round, body.uploadId);
  return {};
});
