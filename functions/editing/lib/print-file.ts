/**
 * An album's print-ready file in parts, through the upload kit (functions/kit/uploads.ts): its key
 * must be this order's, and the round must still hold that very upload, so nobody touches another
 * order's file or revives an upload that was completed, replaced or abandoned. Completing records
 * the file on its round; abandoning drops it.
 */
import type { Order } from '../../../shared/orders';
import { uploadMessages } from '../../../shared/uploads';
import { completePrintFile, dropPrintFile, getDesignRound } from '../../data/designs';
import { printFileOfObjectKey } from '../../data/keys';
import { NotFound } from '../../kit/errors';
import type { Caller } from '../../kit/route';
import { multipartUploads, type MultipartRef } from '../../kit/uploads';
import { editorsOrderOf } from './access';

async function printUploadOf({ params, caller }: { params: { clientId: string; orderId: string }; caller: Caller | undefined }, ref: MultipartRef) {
  const order: Order = await editorsOrderOf(params, caller, 'change');
  const at = printFileOfObjectKey(ref.key);
  if (!at || at.orderId !== order._id) throw new NotFound(uploadMessages.noSuchUpload);
  const round = await getDesignRound(order._id, at.lineId, at.round);
  const file = round?.printFile;
  if (!round || !file || file.key !== ref.key || file.uploadId !== ref.uploadId) throw new NotFound(uploadMessages.noSuchUpload);
  return { size: file.size, completed: () => completePrintFile(round, ref.uploadId), aborted: () => dropPrintFile(round, ref.uploadId) };
}

export const printFileUploads = multipartUploads(printUploadOf);
