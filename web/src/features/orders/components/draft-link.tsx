/** My Orders' way to an album's draft: an album line of a paid order with at least one photo sent offers it. */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Order } from '@shared/orders';
import { prefetchAlbumDraft } from '@/features/album-draft';

export function DraftLink({ order, lineId }: { order: Order; lineId: string }) {
  const queries = useQueryClient();
  const album = order.albums.some((line) => line._id === lineId);
  if (!album || order.paymentStatus !== 'paid' || !(order.imageCounts?.[lineId] ?? 0)) return null;
  // The draft's requests leave as the customer heads for it, while its page's code loads.
  const prefetch = () => prefetchAlbumDraft(queries, order.user, order._id, lineId);
  return (
    <Link
      className="order-item__draft"
      to={`/${order.user}/${order._id}/draft/${lineId}`}
      data-testid="draft-link"
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
    >
      See a draft of your album
    </Link>
  );
}
