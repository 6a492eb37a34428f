/**
 * POST /galleries/editor/{clientId}/{orderId}/print-file: starts the multipart upload of an
 * album's print-ready file (up to 500 MB, in parts, each signed for its length). It belongs to the
 * round being designed, or to the approved design; a new one replaces the round's earlier file.
 */
import { ulid } from 'ulid';
import * as contracts from '../../shared/api/editing';
import { proofMessages } from '../../shared/proofs';
import { listDesignRounds, openRound, setPrintFile } from '../data/designs';
import { printFileObjectKey } from '../data/keys';
import { abortMultipart } from '../data/photo-files';
import { Conflict } from '../kit/errors';
import { staffRoute } from '../kit/staff-route';
import { startMultipartUpload } from '../kit/uploads';
import { editorsOrderOf } from './lib/access';
import { lineRoundsOf, roundForFiles } from './lib/lines';

export const handler = staffRoute(contracts.startPrintFile).handler(async ({ params, body, caller }) => {
  const order = await editorsOrderOf(params, caller, 'change');
  const lr = lineRoundsOf(order, await listDesignRounds(order._id), body.lineId);
  const round = roundForFiles(order, lr, 'printFile');
  const key = printFileObjectKey(order._id, body.lineId, round, ulid());
  await openRound(order._id, body.lineId, round);
  const target = { orderId: order._id, lineId: body.lineId, round };
  const file = { fileName: body.fileName, mimeType: body.mimeType, size: body.size, key };
  const uploadId = await startMultipartUpload(key, body.mimeType, async (id) =>
    (await setPrintFile(target, { ...file, uploadId: id })) ? undefined : new Conflict(proofMessages.withCustomer),
  );
  // The upload this one replaces will never be completed.
  const earlier = lr.latest?.round === round ? lr.latest.printFile : undefined;
  if (earlier?.uploadId) await abortMultipart(earlier.key, earlier.uploadId);
  return { uploadId, key, round };
});
