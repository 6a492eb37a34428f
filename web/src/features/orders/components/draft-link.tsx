/** My Orders' way to an album's draft: an album line of a paid order with at least one photo sent offers it. */
import { Link } from 'react-router';
import type { Order } from '@shared/orders';

export function DraftLink({ order, lineId }: { order: Order; lineId: string }) {
  const album = order.albums.some((line) => line._id === lineId);
  if (!album || order.paymentStatus !== 'paid' || !(order.imageCounts?.[lineId] ?? 0)) return null;
  return (
    <Link className="order-item__draft" to={`/${order.user}/${order._id}/draft/${lineId}`} data-testid="draft-link">
      See a draft of your album
    </Link>
  );
}
