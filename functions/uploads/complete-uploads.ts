/**
 * POST /orders/{userId}/{orderId}/uploads-complete (Step 2): every album line has at least one
 * photo that arrived and every product line its one; then the order goes to the studio, once
 * (the status change is conditional), and it is announced (Uploads completed), from which the
 * customer is emailed what happens next. A photo whose
 * file is in the bucket but whose event has not been handled yet gets its check here, as the
 * event would give it (original-check.ts), so a click right after the last upload is not refused.
 */
import * as contracts from '../../shared/api/uploads';
import { messages } from '../../shared/messages';
import { statusAfterUploads } from '../../shared/orders';
import { GALLERY_LINE } from '../../shared/uploads';
import { listImages, type ImageItem } from '../data/images';
import { sendUploadsToStudio } from '../data/orders';
import { Conflict, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { publish } from '../kit/shop-events';
import { uploadMessages } from '../../shared/uploads';
import { openOrderOf } from './lib/order-lines';
import { checkOriginalIfArrived } from './lib/original-check';

export const handler = route(contracts.completeUploads).handler(async ({ params, log }) => {
  const order = await openOrderOf(params);
  const images = (await listImages(order._id)).filter((image) => image.lineId !== GALLERY_LINE);
  const lines = [...order.albums, ...order.products].map((line) => line._id);
  const hasPhoto = (lineId: string, found: ImageItem[]) => found.some((image) => image.lineId === lineId && image.status === 'uploaded');
  const waiting = lines.filter((lineId) => !hasPhoto(lineId, images));
  if (waiting.length) {
    const reserved = waiting.map((lineId) => images.filter((image) => image.lineId === lineId && image.status === 'reserved'));
    await Promise.all(reserved.map(checkUntilOneArrived));
    // Checked here, or by its event meanwhile: what the table says now.
    const current = reserved.some((line) => line.length) ? await listImages(order._id) : images;
    if (!waiting.every((lineId) => hasPhoto(lineId, current))) throw new ValidationFailed(messages.completeNeedsAllImages);
  }

  const now = new Date().toISOString();
  const status = statusAfterUploads(order.readyForEditing);
  const sent = await sendUploadsToStudio(order, status, {
    status,
    updatedAt: now,
    updatedBy: { firstName: order.firstName, lastName: order.lastName },
    note: 'Photos uploaded',
  });
  if (!sent) throw new Conflict(uploadMessages.alreadyComplete);
  await publish('uploadsCompleted', { orderId: sent._id, status: sent.status }, log);
  return sent;
});

/** Checks a line's reserved photos a few at a time until one has arrived: one is all Step 2 asks of a line. */
async function checkUntilOneArrived(reserved: ImageItem[]): Promise<void> {
  for (let i = 0; i < reserved.length; i += 8) {
    const checks = await Promise.all(reserved.slice(i, i + 8).map(checkOriginalIfArrived));
    if (checks.includes('uploaded')) return;
  }
}
