/**
 * The print-ready file upload a multipart request is about: its key must be this order's, and
 * the round must still hold that very upload, so nobody touches another order's file or revives
 * an upload that was completed, replaced or abandoned.
 */
import type { Order } from '../../../shared/orders';
import { uploadMessages } from '../../../shared/uploads';
import { getDesignRound, type DesignRound } from '../../data/designs';
import { printFileOfObjectKey } from '../../data/keys';
import { NotFound } from '../../kit/errors';
import type { Caller } from '../../kit/route';
import { editorsOrderOf } from './access';

export async function printUploadOf(
  params: { clientId: string; orderId: string },
  caller: Caller | undefined,
  ref: { key: string; uploadId: string },
): Promise<{ order: Order; round: DesignRound & { printFile: NonNullable<DesignRound['printFile']> } }> {
  const order = await editorsOrderOf(params, caller, 'change');
  const at = printFileOfObjectKey(ref.key);
  if (!at || at.orderId !== order._id) throw new NotFound(uploadMessages.noSuchUpload);
  const round = await getDesignRound(order._id, at.lineId, at.round);
  const file = round?.printFile;
  if (!round || !file || file.key !== ref.key || file.uploadId !== ref.uploadId) throw new NotFound(uploadMessages.noSuchUpload);
  return { order, round: { ...round, printFile: file } };
}
