/** POST /galleries/editor/{clientId}/{orderId}/print-file/complete: joins the parts; the round records its print-ready file. */
import * as contracts from '../../shared/api/editing';
import { uploadMessages } from '../../shared/uploads';
import { completePrintFile } from '../data/designs';
import { NotFound } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import { completeAllParts } from '../uploads/lib/complete-parts';
import { printUploadOf } from './lib/print-file';

export const handler = staffRoute(contracts.completePrintFile).handler(async ({ params, body, caller, log }) => {
  const { round } = await printUploadOf(params, caller, body);
  await completeAllParts(body, round.printFile.size, log);
  if (!(await completePrintFile(round, body.uploadId))) throw new NotFound(uploadMessages.noSuchUpload);
  return { key: body.key };
});
