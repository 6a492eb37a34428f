/**
 * POST /orders/{userId}/{orderId}/uploads-complete (Step 2): every album line has at least one
 * photo that arrived and every product line its one; then the order goes to the studio, once
 * (the status change is conditional), and it is announced (Uploads completed), from which the
 * customer is emailed what happens next. From then on the order's photos are read-only, and a
 * file arriving later is turned away (original-check.ts); so every photo whose file is in the
 * bucket but whose event has not been handled yet gets its check here first, as the event would
 * give it, and a photo sent before the click is kept.
 */
import * as contracts from '../../shared/api/uploads';
import { messages } from '../../shared/messages';
import { statusAfterUploads } from '../../shared/orders';
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
  const images = await listImages(order._id);
  const reserved = images.filter((image) => image.status === 'reserved');
  await checkArrived(reserved);
  // Checked here, or by its event meanwhile: what the table says now.
  const current = reserved.length ? await listImages(order._id) : images;
  const hasPhoto = (lineId: string) => current.some((image) => image.lineId === lineId && image.status === 'uploaded');
  if (![...order.albums, ...order.products].every((line) => hasPhoto(line._id))) throw new ValidationFailed(messages.completeNeedsAllImages);

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

/** Checks the reserved photos whose files have arrived, a few at a time. */
async function checkArrived(reserved: ImageItem[]): Promise<void> {
  for (let i = 0; i < reserved.length; i += 8) await Promise.all(reserved.slice(i, i + 8).map(checkOriginalIfArrived));
}
