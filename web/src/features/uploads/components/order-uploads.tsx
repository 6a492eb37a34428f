/**
 * The photo side of one order on My Orders: each line's photos (Step 1 while uploads are open, View
 * Images always) and Step 2. Uploads open when the order is paid and close when it is marked complete.
 */
import type { Order } from '@shared/orders';
import { useImageCounts } from '../api/get-image-counts';
import { everyLineHasImages, uploadLinesOf, uploadsOpen } from '../photo-choice';
import { CompleteStep } from './complete-step';
import { LineUploads } from './line-uploads';

export function useOrderUploads(userId: string, order: Order) {
  const counts = useImageCounts(userId, order.paymentStatus === 'paid');
  const lines = uploadLinesOf(order);
  const counted = (lineId: string) => counts.data?.[order._id]?.[lineId] ?? 0;
  const open = uploadsOpen(order);
  return {
    paid: order.paymentStatus === 'paid',
    /** The photos of the line `lineId`, to show beside it. */
    line(lineId: string) {
      const line = lines.find((l) => l.lineId === lineId);
      if (!line || order.paymentStatus !== 'paid') return null;
      return <LineUploads userId={userId} orderId={order._id} line={line} counted={counted(lineId)} open={open} />;
    },
    step2: open ? <CompleteStep userId={userId} orderId={order._id} ready={counts.isSuccess && everyLineHasImages(lines, counted)} /> : null,
  };
}
