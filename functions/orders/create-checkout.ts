/**
 * POST /orders/{userId}/stripe-create-checkout: the one payable Checkout Session of a pending
 * order (checkout and My Orders' Pay now), built from the stored order (never from prices in the
 * request), with the order id in its metadata and the payment-success and payment-failure pages
 * as its return addresses. While the order's session is open for the order's total it is answered
 * again; one for another total is expired first; a new one opens only when there is none open.
 * Its idempotency key names the session it replaces, so calls racing to replace the same session
 * open one. A session ends when the order lapses (shared/payments.ts).
 */
import { isLapsed, lapsesAt, paymentMessages } from '../../shared/payments';
import { getOrder, setCheckoutSession } from '../data/orders';
import { Conflict, NotFound } from '../kit/errors';
import { route } from '../kit/route';
import * as contracts from '../../shared/api/orders';
import { stripe, type Stripe } from '../payments/lib/stripe-client';
import { checkoutSessionParams } from '../payments/lib/checkout-session';
import { orderDiscountCoupon } from '../payments/lib/order-discount';
import { beforeTax, taxCustomerIdempotencyKey, taxCustomerParams } from '../payments/lib/tax';
import { stripeTaxOn } from '../payments/lib/tax-setting';

export const handler = route(contracts.createCheckout).handler(async ({ body, params, log }) => {
  const order = await getOrder(body.orderId);
  if (!order || order.user !== params.userId) throw new NotFound('Order not found.');
  if (order.paymentStatus === 'paid') throw new Conflict(paymentMessages.alreadyPaid);
  if (isLapsed(order)) throw new Conflict(paymentMessages.lapsed);

  const client = await stripe();
  const current = order.checkoutSessionId ? await client.checkout.sessions.retrieve(order.checkoutSessionId) : undefined;
  if (current?.status === 'complete') throw new Conflict(paymentMessages.alreadyPaid);
  if (current?.status === 'open') {
    // Before tax: a taxed session's total has Stripe's tax on top of the order's.
    if (beforeTax(current) === order.totalPrice) return { sessionId: current.id, url: current.url };
    log.info('expiring a checkout session for another total', { orderId: order._id, sessionId: current.id });
    await expire(client, current.id);
  }

  // With sales tax on, Stripe Tax rates the order at its shipping address, carried by a Customer of its own (payments/lib/tax.ts).
  const taxCustomer = stripeTaxOn() ? await client.customers.create(taxCustomerParams(order), { idempotencyKey: taxCustomerIdempotencyKey(order) }) : undefined;
  // The order's promotions come off as one coupon, named after them, on lines at the catalog's prices.
  const discountCoupon = await orderDiscountCoupon(client, order);
  const session = await client.checkout.sessions.create(checkoutSessionParams(order, lapsesAt(order), taxCustomer?.id, discountCoupon), {
    idempotencyKey: `checkout-${order._id}-${order.checkoutSessionId ?? 'first'}`,
  });
  if (!(await setCheckoutSession(order, session.id))) {
    // Paid meanwhile through the session this one replaces: this one must not take a second payment.
    await expire(client, session.id);
    throw new Conflict(paymentMessages.alreadyPaid);
  }
  return { sessionId: session.id, url: session.url };
});

/** Expires an open session; one that closed meanwhile (paid or expired) is left as it is. */
async function expire(client: Stripe, sessionId: string) {
  await client.checkout.sessions.expire(sessionId).catch(async (err: unknown) => {
    if ((await client.checkout.sessions.retrieve(sessionId)).status === 'open') throw err;
  });
}
