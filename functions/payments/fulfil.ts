/**
 * What a Checkout Session's outcome does to its order, wherever the news comes from (an
 * EventBridge event, the webhook, or the success page asking Stripe). It happens once: the order
 * only leaves `pending` through a conditional update, and handled event ids are recorded.
 */
import { formatCents } from '../../shared/money';
import { cardPayments, type Order, type PaymentStatus } from '../../shared/orders';
import { getOrder, paymentEventSeen, recordPaymentEvent, settlePayment } from '../data/orders';
import { clearCart } from '../data/users';
import type { Logger } from '../kit/logger';
import { sendEmail } from '../kit/mailer';
import { count } from '../kit/metrics';
import type { Stripe } from './stripe-client';

export type Outcome = Exclude<PaymentStatus, 'pending'>;

/** The order outcome a Stripe event announces, if any. */
export function outcomeOf(type: string, session: Stripe.Checkout.Session): Outcome | undefined {
  switch (type) {
    case 'checkout.session.completed':
      // Card payments complete paid; delayed methods complete unpaid and settle later.
      return session.payment_status === 'unpaid' ? undefined : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return undefined;
  }
}

const notes: Record<Outcome, string> = {
  paid: 'Payment received',
  failed: 'Payment failed',
  expired: 'Checkout expired unpaid',
};

export async function applyCheckoutOutcome(
  session: Stripe.Checkout.Session,
  outcome: Outcome,
  log: Logger,
): Promise<'changed' | 'unchanged' | 'refused'> {
  const orderId = session.metadata?.orderId;
  const order = orderId ? await getOrder(orderId) : undefined;
  if (!order) {
    log.error('checkout session names no known order', { sessionId: session.id, orderId });
    return 'refused';
  }
  if (outcome === 'paid' && session.amount_total !== order.totalPrice) {
    log.error('paid amount differs from the order total', { orderId, paid: session.amount_total, total: order.totalPrice });
    return 'refused';
  }
  const settled = await settlePayment(order._id, outcome, {
    status: order.status,
    updatedAt: new Date().toISOString(),
    updatedBy: cardPayments,
    note: notes[outcome],
  });
  if (!settled) return 'unchanged';
  log.info('order payment settled', { orderId, outcome });
  if (outcome === 'paid') count('OrdersPaid');
  if (outcome === 'failed') count('PaymentFailures');
  if (outcome === 'paid') {
    await clearCart(order.user);
    await sendEmail(confirmation(settled));
  }
  return 'changed';
}

/** A Stripe event, handled once per event id. */
export async function handleStripeEvent(event: { id: string; type: string; data: { object: unknown } }, log: Logger) {
  const session = event.data.object as Stripe.Checkout.Session;
  const outcome = outcomeOf(event.type, session);
  if (!outcome) return 'ignored';
  if (await paymentEventSeen(event.id)) return 'duplicate';
  const result = await applyCheckoutOutcome(session, outcome, log);
  await recordPaymentEvent(event.id, event.type, session.metadata?.orderId);
  return result;
}

function confirmation(order: Order) {
  const lines = [
    ...order.albums.map((a) => `  ${a.quantity} × ${a.albumName} album, ${a.albumOptions.size}, ${a.albumOptions.pages} pages, ${a.coverOptions.coverName} ${a.coverOptions.coverType}${a.layFlatUpgrade ? ', lay-flat' : ''} — ${formatCents(a.price * a.quantity)}`),
    ...order.products.map((p) => `  ${p.quantity} × ${p.productName}, ${p.productOptions.size}${p.coverOptions ? `, ${p.coverOptions.coverName}` : ''} — ${formatCents(p.price * p.quantity)}`),
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
