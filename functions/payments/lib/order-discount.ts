/**
 * An order's promotions on its Stripe receipt. The shop prices the order (each line's promotion
 * is chosen on the server, shared/promotion-rules.ts); the Checkout Session lists each line at the
 * catalog's price and takes the order's whole discount off as a one-off coupon for that amount,
 * named after the promotions, so the hosted page and the receipt show the discount by name and
 * the session's total is the order's.
 */
import type { Order } from '../../../shared/orders';
import type { Stripe } from './stripe-client';

/** Stripe shows at most 40 characters of a coupon's name. */
const COUPON_NAME_MAX = 40;

/** The names of the promotions that priced the order's lines, each once, in line order. */
export function discountName(order: Pick<Order, 'albums' | 'products'>): string {
  const names = [...new Set([...order.albums, ...order.products].flatMap((line) => (line.promotion ? [line.promotion.name] : [])))];
  const name = names.join(', ') || 'Promotion';
  return name.length <= COUPON_NAME_MAX ? name : `${name.slice(0, COUPON_NAME_MAX - 1)}…`;
}

/**
 * The coupon that takes the order's discount off its session (undefined when it has none): made
 * once per order (a session opened again for the order carries the same one), redeemable once.
 */
export async function orderDiscountCoupon(client: Stripe, order: Order): Promise<string | undefined> {
  if (!order.discount) return undefined;
  const coupon = await client.coupons.create(
    {
      amount_off: order.discount,
      currency: 'usd',
      duration: 'once',
      name: discountName(order),
      max_redemptions: 1,
      metadata: { orderId: order._id },
    },
    { idempotencyKey: `order-discount-${order._id}` },
  );
  return coupon.id;
}
