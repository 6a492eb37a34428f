/**
 * The email a customer gets when their order reaches a step they care about (issue 10): one
 * message per status, built from the order as stored after the change. Other statuses (the
 * studio's internal steps) send nothing.
 */
import { formatCents } from '../../../shared/money';
import type { Order, OrderStatus } from '../../../shared/orders';

type Step = (order: Order) => string[];

const steps: Partial<Record<OrderStatus, { subject: string; body: Step }>> = {
  'Sent to editing team': {
    subject: 'is with our designers',
    body: () => ['Your photos are with our design team, who are laying out your album now.'],
  },
  'Waiting for client approval': {
    subject: 'is ready for your approval',
    body: () => ['Your album design is ready. Please look it over from My Orders and approve it, or tell us what to change.'],
  },
  Manufacturing: {
    subject: 'is being made',
    body: () => ['Your order is being printed and bound in our studio. Albums take 1-2 weeks, Edge Prints 3-4 days.'],
  },
  Shipped: {
    subject: 'has shipped',
    body: (o) => [`Your order is on its way with ${o.shipment?.carrier ?? 'our carrier'}.`, `Tracking number: ${o.shipment?.trackingNumber ?? 'to follow'}`],
  },
  Delivered: {
    subject: 'has been delivered',
    body: () => ['Your order has been delivered. We hope you love it.'],
  },
  Cancelled: {
    subject: 'has been cancelled',
    body: (o) =>
      o.refund
        ? [`Your order is cancelled and ${formatCents(o.refund.amount)} has been refunded to your card.`, 'Refunds take 7-10 business days or more to appear.']
        : ['Your order has been cancelled. If you did not expect this, please call us.'],
  },
};

export function statusEmail(order: Order): { to: string; subject: string; text: string } | undefined {
  const step = steps[order.status];
  if (!step) return undefined;
  const number = order.orderNumber ?? order._id;
  const site = process.env.SITE_ORIGIN ?? '';
  return {
    to: order.email,
    subject: `Your order ${number} ${step.subject}`,
    text: [
      `Hello ${order.firstName},`,
      '',
      ...step.body(order),
      '',
      `Follow your order ${number} in My Orders: ${site}/${order.user}/orders?orderId=${order._id}`,
      '',
      'Lumière Albums · 9am-5pm CST',
    ].join('\n'),
  };
}
