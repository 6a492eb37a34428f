/**
 * The shop's own domain events: what happened, put on the account's default EventBridge bus
 * (source `lumiere.shop`) once the write that made it happen holds. Each has a detail-type and a
 * schema for its detail; the publisher checks the detail against it before putting the event,
 * and the notifications function reads it with the same schema. A detail names the order (or the
 * callback request) and carries what the event is about as it was at that moment (the status
 * set, the carrier, the amount refunded): whoever reads the event later reads the rest as stored.
 */
import * as z from 'zod/mini';
import { centsSchema } from './cents';
import { MAX_ROUNDS, wholeNumber } from './numbers';
import { orderStatusSchema } from './orders';
import { MAX_SPREADS_PER_ROUND } from './proofs';

export const shopEventSource = 'lumiere.shop';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const orderDetail = <T extends z.core.$ZodLooseShape>(shape: T) => z.object({ orderId: id, ...shape });

export const shopEventSchemas = {
  /** An order's payment was settled as paid. */
  orderPaid: orderDetail({}),
  /** Staff set an order's status (any but Shipped, which is its own event). */
  orderStatusChanged: orderDetail({ status: orderStatusSchema }),
  /** Staff marked an order Shipped, with the carrier and the tracking number. */
  orderShipped: orderDetail({ carrier: z.string(), trackingNumber: z.string() }),
  /** The editors sent a proof: the round each album line's proof is at now. */
  proofSent: orderDetail({ rounds: z.record(z.string(), wholeNumber(1, MAX_ROUNDS)) }),
  /** The customer approved the proof or asked for changes (with that many comments). */
  proofAnswered: orderDetail({ decision: z.enum(['approve', 'changes']), comments: wholeNumber(0, MAX_SPREADS_PER_ROUND) }),
  /** Step 2: the customer's photos went to the studio, and the order moved to `status`. */
  uploadsCompleted: orderDetail({ status: orderStatusSchema }),
  /** An Admin refunded the card payment and cancelled the order. */
  refundIssued: orderDetail({ refundId: z.string(), amount: centsSchema }),
  /** The customer asked to cancel a paid order. */
  cancellationRequested: orderDetail({ reason: z.optional(z.string()) }),
  /** Someone left their details for the studio to call back. */
  callbackRequested: z.object({ callbackId: id }),
  /** An editor moved an order in the editors' queue (a proof sent is Proof sent instead). */
  editingStatusChanged: orderDetail({ status: orderStatusSchema }),
  /** Staff asked, from the dashboard, for the customer to be reminded to upload the order's photos; one id per click. */
  photosReminderRequested: orderDetail({ reminderId: id }),
} as const;

export type ShopEventKind = keyof typeof shopEventSchemas;
export type ShopEventDetail<K extends ShopEventKind> = z.infer<(typeof shopEventSchemas)[K]>;

/** Each event's detail-type on the bus, what the rules match. */
export const shopEvents = {
  orderPaid: 'Order paid',
  orderStatusChanged: 'Order status changed',
  orderShipped: 'Order shipped',
  proofSent: 'Proof sent',
  proofAnswered: 'Proof answered',
  uploadsCompleted: 'Uploads completed',
  refundIssued: 'Refund issued',
  cancellationRequested: 'Cancellation requested',
  callbackRequested: 'Callback requested',
  editingStatusChanged: 'Editing status changed',
  photosReminderRequested: 'Photos reminder requested',
} as const satisfies Record<ShopEventKind, string>;

/** The event kind of a detail-type, or undefined for one the shop does not publish. */
export const shopEventKindOf = (detailType: string): ShopEventKind | undefined =>
  (Object.keys(shopEvents) as ShopEventKind[]).find((kind) => shopEvents[kind] === detailType);
