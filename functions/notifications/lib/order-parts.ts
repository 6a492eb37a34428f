/** What the order emails share: the links into the site, the order's number and its lines in words. */
import { addOnAlbumLabel, addOnTitle } from '../../../shared/add-ons';
import { formatCents } from '../../../shared/money';
import type { Order } from '../../../shared/orders';
import { albumChoiceWords, productChoiceWords } from '../../payments/lib/line-words';
import type { LineRow } from './layout';

/** Absolute addresses in the site (its origin is the stage's SITE_ORIGIN): a mail client has no page to resolve a path against. */
export const siteLinks = (site: string) => ({
  home: site,
  /** The customer's order, open in My Orders. */
  myOrder: (order: Pick<Order, '_id' | 'user'>) => `${site}/${order.user}/orders?orderId=${encodeURIComponent(order._id)}`,
  /** The staff's page of an order. */
  staffOrder: (orderId: string) => `${site}/admin/${encodeURIComponent(orderId)}`,
  editors: `${site}/admin/editors`,
  callbacks: `${site}/admin/request-callback`,
});

/** The number people read out on the phone (`LA-10423`), or the id of an order from before numbers. */
export const numberOf = (order: Pick<Order, '_id' | 'orderNumber'>): string => order.orderNumber ?? order._id;

/** Every line of the order with its options, priced when `priced`. */
export function orderRows(order: Order, { priced }: { priced: boolean }): LineRow[] {
  const amount = (cents: number) => (priced ? formatCents(cents) : undefined);
  return [
    ...order.albums.map((a) => ({ label: `${a.quantity} × ${a.albumName} album`, detail: albumChoiceWords(a), amount: amount(a.price * a.quantity) })),
    ...order.products.map((p) => ({ label: `${p.quantity} × ${p.productName}`, detail: productChoiceWords(p), amount: amount(p.price * p.quantity) })),
    ...(order.addOns ?? []).map((a) => ({ label: addOnTitle(a), detail: `for ${addOnAlbumLabel(a.album)}`, amount: amount(a.price) })),
    ...(priced
      ? [{ label: `Total ${formatCents(order.totalPrice)}`, detail: order.tax ? `with ${formatCents(order.tax)} tax, shipping free` : 'shipping free' }]
      : []),
  ];
}
