/**
 * The albums a customer can buy add-ons for: those in the cart, and (signed in) those of paid
 * orders, by order number and album name. A guest has only the cart's.
 */
import { useQuery } from '@tanstack/react-query';
import type { AlbumTarget } from '@shared/add-ons';
import type { AlbumCartItem } from '@shared/cart';
import { cartAlbumOf } from '@shared/cart-rules';
import { useCart } from '@/features/cart';
import { ordersQuery } from '@/features/orders';
import { useSession } from '@/lib/auth/session';

export interface AlbumChoice {
  /** Stable while the page is open: the cart line's or the order line's id. */
  key: string;
  label: string;
  size: string;
  where: 'cart' | 'order';
  target: AlbumTarget;
}

export function useAlbumChoices() {
  const session = useSession();
  const cart = useCart();
  const userId = session.status === 'signedIn' ? session.user?._id : undefined;
  const orders = useQuery({ ...ordersQuery(userId ?? ''), enabled: !!userId });

  const inCart: AlbumChoice[] = cart.items
    .filter((line): line is AlbumCartItem => line.kind === 'album')
    .map((line) => ({
      key: `cart:${line._id}`,
      label: `${line.albumName} ${line.size}, ${line.pages} pages`,
      size: line.size,
      where: 'cart',
      target: { in: 'cart', album: cartAlbumOf(line) },
    }));
  const inOrders: AlbumChoice[] = (orders.data ?? [])
    .filter((order) => order.paymentStatus === 'paid')
    .flatMap((order) =>
      order.albums.map((line) => ({
        key: `order:${order._id}:${line._id}`,
        label: `${order.orderNumber ?? order._id} · ${line.albumName} ${line.albumOptions.size}, ${line.albumOptions.pages + (line.extraPages ?? 0)} pages`,
        size: line.albumOptions.size,
        where: 'order' as const,
        target: { in: 'order' as const, orderId: order._id, lineId: line._id },
      })),
    );
  return { choices: [...inCart, ...inOrders], signedIn: !!userId, loadingOrders: !!userId && orders.isPending };
}
