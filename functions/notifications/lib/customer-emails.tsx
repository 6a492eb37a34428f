/**
 * The emails a customer gets about their order: confirmed, each step of it they care about,
 * shipped (with the carrier's tracking page), cancelled and refunded, a proof to review, and
 * their photos received. Each is built from the order as stored and what its event says.
 */
import type { Address } from '../../../shared/address';
import { trackingUrl } from '../../../shared/carriers';
import { formatCents } from '../../../shared/money';
import type { Order, OrderStatus } from '../../../shared/orders';
import { roundsAllowed } from '../../../shared/proofs';
import type { Email } from './email';
import { Action, EmailLayout, Lines, Paragraph, TextLink } from './layout';
import { numberOf, orderRows, siteLinks } from './order-parts';

function OrderEmail(props: {
  order: Order;
  site: string;
  heading: string;
  preview: string;
  paragraphs: string[];
  priced?: boolean;
  action?: [string, string];
}) {
  const { order, site } = props;
  const myOrder = siteLinks(site).myOrder(order);
  const [actionLabel, actionHref] = props.action ?? ['Follow your order in My Orders', myOrder];
  return (
    <EmailLayout site={site} heading={props.heading} preview={props.preview}>
      <Paragraph>Hello {order.firstName},</Paragraph>
      {props.paragraphs.map((p, i) => (
        <Paragraph key={i}>{p}</Paragraph>
      ))}
      <Paragraph>Order {numberOf(order)}</Paragraph>
      <Lines rows={orderRows(order, { priced: props.priced ?? false })} />
      <Action href={actionHref}>{actionLabel}</Action>
      {actionHref !== myOrder ? (
        <Paragraph>
          Your order is always in <TextLink href={myOrder}>My Orders</TextLink>.
        </Paragraph>
      ) : null}
    </EmailLayout>
  );
}

export function orderConfirmed(order: Order, site: string): Email {
  const line = (a: Address) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
  const billing = order.billingAddress;
  return {
    to: order.email,
    subject: `Your order ${numberOf(order)} is confirmed`,
    body: (
      <OrderEmail
        order={order}
        site={site}
        heading="Thank you for your order"
        preview={`We have your payment of ${formatCents(order.totalPrice)}.`}
        paragraphs={[
          `Thank you: we have your payment of ${formatCents(order.totalPrice)}.`,
          `Shipping to ${line(order.shippingAddress)} (free).`,
          ...(billing ? [`Billed to ${order.billingName ? `${order.billingName}, ` : ''}${line(billing)}.`] : []),
          'Next: upload your photos for each item from My Orders.',
        ]}
        priced
        action={['Upload your photos', siteLinks(site).myOrder(order)]}
      />
    ),
  };
}

/** The steps a customer hears of when staff set them; the studio's internal steps send nothing. */
const steps: Partial<Record<OrderStatus, { subject: string; heading: string; say: (o: Order) => string[] }>> = {
  'Sent to editing team': {
    subject: 'is with our designers',
    heading: 'Your album is with our designers',
    say: () => ['Your photos are with our design team, who are laying out your album now.'],
  },
  'Waiting for client approval': {
    subject: 'is ready for your approval',
    heading: 'Your design is ready',
    say: () => ['Your album design is ready. Please look it over from My Orders and approve it, or tell us what to change.'],
  },
  Manufacturing: {
    subject: 'is being made',
    heading: 'Your order is being made',
    say: () => ['Your order is being printed and bound in our studio. Albums take 1-2 weeks, Edge Prints 3-4 days.'],
  },
  Delivered: {
    subject: 'has been delivered',
    heading: 'Your order has been delivered',
    say: () => ['Your order has been delivered. We hope you love it.'],
  },
  Cancelled: {
    subject: 'has been cancelled',
    heading: 'Your order is cancelled',
    say: (o) =>
      o.refund
        ? [`Your order is cancelled and ${formatCents(o.refund.amount)} has been refunded to your card.`, 'Refunds take 7-10 business days or more to appear.']
        : ['Your order has been cancelled. If you did not expect this, please call us.'],
  },
};

/** The email of a status staff set, or undefined for a status the customer is not told of. */
export function statusChanged(order: Order, status: OrderStatus, site: string): Email | undefined {
  const step = steps[status];
  if (!step) return undefined;
  const said = step.say(order);
  return {
    to: order.email,
    subject: `Your order ${numberOf(order)} ${step.subject}`,
    body: <OrderEmail order={order} site={site} heading={step.heading} preview={said[0]!} paragraphs={said} />,
  };
}

export function orderShipped(order: Order, shipment: { carrier: string; trackingNumber: string }, site: string): Email {
  const tracking = trackingUrl(shipment.carrier, shipment.trackingNumber);
  const said = [`Your order is on its way with ${shipment.carrier}.`, `Tracking number: ${shipment.trackingNumber}`];
  return {
    to: order.email,
    subject: `Your order ${numberOf(order)} has shipped`,
    body: (
      <OrderEmail
        order={order}
        site={site}
        heading="Your order is on its way"
        preview={said[0]!}
        paragraphs={said}
        action={tracking ? [`Track your parcel with ${shipment.carrier}`, tracking] : undefined}
      />
    ),
  };
}

export function refundIssued(order: Order, amount: number, site: string): Email {
  const said = [`Your order is cancelled and ${formatCents(amount)} has been refunded to your card.`, 'Refunds take 7-10 business days or more to appear.'];
  return {
    to: order.email,
    subject: `Your order ${numberOf(order)} has been cancelled`,
    body: <OrderEmail order={order} site={site} heading="Your order is cancelled and refunded" preview={said[0]!} paragraphs={said} priced />,
  };
}

/** `rounds`: the round each album line's proof is at now. */
export function proofReady(order: Order, rounds: Readonly<Record<string, number>>, site: string): Email {
  const revised = Object.values(rounds).some((r) => r > 1);
  const said = [
    revised
      ? 'We have made the changes you asked for. Please look the new proof over and approve it, or tell us what to change.'
      : 'Your album design is ready. Please look it over from My Orders and approve it, or tell us what to change.',
    ...order.albums
      .filter((line) => rounds[line._id])
      .map((line) => `${line.albumName} album (${line.albumOptions.size}): proof ${rounds[line._id]} of ${roundsAllowed(line)}`),
  ];
  return {
    to: order.email,
    subject: revised ? `Your revised album design for order ${numberOf(order)} is ready` : `Your order ${numberOf(order)} is ready for your approval`,
    body: (
      <OrderEmail
        order={order}
        site={site}
        heading={revised ? 'Your revised design is ready' : 'Your album design is ready'}
        preview={said[0]!}
        paragraphs={said}
        action={['See your proof', siteLinks(site).myOrder(order)]}
      />
    ),
  };
}

/** Step 2: the photos reached the studio, and the order went on to `status`. */
export function photosReceived(order: Order, status: OrderStatus, site: string): Email {
  const said = [
    `Thank you: the studio has received the photos for order ${numberOf(order)}.`,
    status === 'Sent to editing team'
      ? 'Our designers now lay out your album. We will email you when the design is ready for your approval.'
      : 'Your prints now go to production. We will email you when they ship.',
  ];
  return {
    to: order.email,
    subject: `We have your photos for order ${numberOf(order)}`,
    body: <OrderEmail order={order} site={site} heading="We have your photos" preview={said[0]!} paragraphs={said} />,
  };
}

/** Staff's reminder from the dashboard: the order still waits for the customer's photos. */
export function photosReminder(order: Order, site: string): Email {
  const said = [
    `We are ready to start on order ${numberOf(order)} as soon as we have your photos.`,
    'Upload them for each item from My Orders; when every item has its photos, send them to the studio with Step 2.',
  ];
  return {
    to: order.email,
    subject: `Your photos for order ${numberOf(order)}`,
    body: (
      <OrderEmail
        order={order}
        site={site}
        heading="We are waiting for your photos"
        preview={said[0]!}
        paragraphs={said}
        action={['Upload your photos', siteLinks(site).myOrder(order)]}
      />
    ),
  };
}
