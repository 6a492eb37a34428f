/**
 * POST /orders/{userId}/{orderId}/uploads-complete (Step 2): every album line has at least one
 * photo that arrived and every product line its one; then the order goes to the studio, once
 * (the status change is conditional), and the customer is told what happens next.
 */
import * as contracts from '../../shared/api/uploads';
import { messages } from '../../shared/messages';
import { statusAfterUploads, type Order } from '../../shared/orders';
import { GALLERY_LINE } from '../../shared/uploads';
import { listImages } from '../data/images';
import { sendUploadsToStudio } from '../data/orders';
import { Conflict, ValidationFailed } from '../kit/errors';
import { sendEmail } from '../kit/mailer';
import { route } from '../kit/route';
import { uploadMessages } from '../../shared/uploads';
import { openOrderOf } from './order-lines';

export const handler = route(contracts.completeUploads).handler(async ({ params, log }) => {
  const order = await openOrderOf(params);
  const arrived = new Map<string, number>();
  for (const image of await listImages(order._id))
    if (image.status === 'uploaded' && image.lineId !== GALLERY_LINE) arrived.set(image.lineId, (arrived.get(image.lineId) ?? 0) + 1);
  const lines = [...order.albums, ...order.products].map((line) => line._id);
  if (!lines.every((lineId) => (arrived.get(lineId) ?? 0) >= 1)) throw new ValidationFailed(messages.completeNeedsAllImages);

  const now = new Date().toISOString();
  const status = statusAfterUploads(order.readyForEditing);
  const sent = await sendUploadsToStudio(order, status, {
    status, updatedAt: now, updatedBy: { firstName: order.firstName, lastName: order.lastName }, note: 'Photos uploaded',
  });
  if (!sent) throw new Conflict(uploadMessages.alreadyComplete);
  try {
    await sendEmail(studioHasYourPhotos(sent));
  } catch (err) {
    // The order has moved on; a lost email must not make the customer think it has not.
    log.error('photos-received email not sent', { orderId: sent._id, error: String(err) });
  }
  return sent;
});

function studioHasYourPhotos(order: Order) {
  const next = order.status === 'Sent to editing team'
    ? 'Our designers now lay out your album. We will email you when the design is ready for your approval.'
    : 'Your prints now go to production. We will email you when they ship.';
  return {
    to: order.email,
    subject: `We have your photos for order ${order._id}`,
    text: `Hello ${order.firstName},\n\nThank you: the studio has received the photos for order ${order._id}.\n${next}\n\nLumière Albums`,
  };
}
