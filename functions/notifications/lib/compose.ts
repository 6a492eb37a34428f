/**
 * What each shop event becomes: the one email it sends, to whom, and the mark that makes it
 * sent once (`once`). Most events are marked by their own id, so a redelivery or a replay sends
 * nothing more; Order paid by the order, since settling announces a paid order again while its
 * confirmation has not gone out, and the customer is confirmed once however often it is told.
 */
import type { Order } from '../../../shared/orders';
import type { ShopEventDetail, ShopEventKind } from '../../../shared/shop-events';
import { getCallback } from '../../data/callbacks';
import { getOrder, markConfirmationSent } from '../../data/orders';
import { orderConfirmed, orderShipped, photosReceived, photosReminder, proofReady, refundIssued, statusChanged } from './customer-emails';
import type { Email } from './email';
import { callbackRequested, cancellationRequested, proofAnswered } from './studio-emails';

export type Composed =
  | { send: Email; once: string; afterSending?: () => Promise<void> }
  /** Nothing to send: the event's subject is gone, or nobody is told of it. */
  | { skip: string };

/** A stage setting the function cannot work without: missing, the delivery fails and is kept for redrive. */
const required = (value: string | undefined, name: string): string => {
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
/** The site's origin, for absolute links. */
const site = () => required(process.env.SITE_ORIGIN, 'SITE_ORIGIN');
/** The studio's address. */
const studio = () => required(process.env.STUDIO_EMAIL, 'STUDIO_EMAIL');

type Composer<K extends ShopEventKind> = (detail: ShopEventDetail<K>, eventId: string) => Promise<Composed>;

/** An event about an order: the order as stored now, with what the event says. */
const aboutOrder =
  <K extends Exclude<ShopEventKind, 'callbackRequested'>>(build: (order: Order, detail: ShopEventDetail<K>) => Email | undefined): Composer<K> =>
  async (detail, eventId) => {
    const order = await getOrder(detail.orderId);
    if (!order) return { skip: 'no such order' };
    const email = build(order, detail);
    return email ? { send: email, once: eventId } : { skip: 'nobody is told of this step' };
  };

export const composers: { [K in ShopEventKind]: Composer<K> } = {
  orderPaid: async ({ orderId }) => {
    const order = await getOrder(orderId);
    if (!order || order.paymentStatus !== 'paid') return { skip: 'no paid order' };
    // Confirmed before this mark was kept (the order records it), or by another delivery.
    if (order.confirmationSentAt) return { skip: 'already confirmed' };
    return {
      send: orderConfirmed(order, site()),
      once: `Order paid#${order._id}`,
      // Settling reads this to know the confirmation went, and stops announcing the order.
      afterSending: () => markConfirmationSent(order._id, new Date().toISOString()),
    };
  },
  orderStatusChanged: aboutOrder((order, { status }) => statusChanged(order, status, site())),
  orderShipped: aboutOrder((order, shipment) => orderShipped(order, shipment, site())),
  refundIssued: aboutOrder((order, { amount }) => refundIssued(order, amount, site())),
  proofSent: aboutOrder((order, { rounds }) => proofReady(order, rounds, site())),
  uploadsCompleted: aboutOrder((order, { status }) => photosReceived(order, status, site())),
  proofAnswered: aboutOrder((order, answer) => proofAnswered(order, answer, studio(), site())),
  cancellationRequested: aboutOrder((order, { reason }) => cancellationRequested(order, reason, studio(), site())),
  // The editors' own steps are the studio's business; the customer hears of the proof (Proof sent).
  editingStatusChanged: async () => ({ skip: 'nobody is told of an editor’s step' }),
  // Marked by the click that asked, so a click sent twice reminds once; told only while the photos are still awaited.
  photosReminderRequested: async ({ orderId, reminderId }) => {
    const order = await getOrder(orderId);
    if (!order || order.status !== 'Awaiting user images') return { skip: 'the photos are no longer awaited' };
    return { send: photosReminder(order, site()), once: `Photos reminder#${order._id}#${reminderId}` };
  },
  callbackRequested: async ({ callbackId }, eventId) => {
    const callback = await getCallback(callbackId);
    if (!callback) return { skip: 'no such callback request' };
    return { send: callbackRequested(callback, studio(), site()), once: eventId };
  },
};

/** The email of one event, read with its kind's schema by the caller. */
export const composeEvent = <K extends ShopEventKind>(kind: K, detail: ShopEventDetail<K>, eventId: string): Promise<Composed> =>
  (composers[kind] as Composer<K>)(detail, eventId);
