/** The email that confirms a paid order to its customer, with its lines and the way to My Orders. */
import { formatCents } from '../../../shared/money';
import { addOnAlbumLabel, addOnTitle } from '../../../shared/add-ons';
import type { Order } from '../../../shared/orders';
import { albumChoiceWords, productChoiceWords } from './line-words';

export function orderConfirmation(order: Order) {
  const lines = [
    ...order.albums.map((a) => `  ${a.quantity} × ${a.albumName} album, ${albumChoiceWords(a)} — ${formatCents(a.price * a.quantity)}`),
    ...order.products.map((p) => `  ${p.quantity} × ${p.productName}, ${productChoiceWords(p)} — ${formatCents(p.price * p.quantity)}`),
    ...(order.addOns ?? []).map((a) => `  ${addOnTitle(a)} for ${addOnAlbumLabel(a.album)} — ${formatCents(a.price)}`),
  ];
  const site = process.env.SITE_ORIGIN ?? '';
  return {
    to: order.email,
    subject: `Your order ${order.orderNumber ?? order._id} is confirmed`,
    text: [
      `Hello ${order.firstName},`,
      '',
      `Thank you: we have your payment of ${formatCents(order.totalPrice)}.`,
      '',
      ...lines,
      '',
      `Shipping to ${order.shippingAddress.street}, ${order.shippingAddress.city}, ${order.shippingAddress.state} ${order.shippingAddress.zip} (free).`,
      '',
      `Next: upload your photos for each item from My Orders: ${site}/${order.user}/orders?orderId=${order._id}`,
      '',
      'Lumière Albums · 9am-5pm CST',
    ].join('\n'),
  };
}
