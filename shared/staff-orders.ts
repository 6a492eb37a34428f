/**
 * The orders desk (the board and its colours, an order's staff page, the 3-day delay and the
 * 24-hour cancellation window): what the board shows of an order, what staff send to change one,
 * and the rules both ends apply.
 */
import * as z from 'zod/mini';
import { MAX_CART_LINES } from './cart-rules';
import { centsSchema } from './cents';
import { messages } from './messages';
import { versionSchema, wholeNumber } from './numbers';
import { safeText } from './text';
import { cardPayments, orderStatusSchema, outstandingColour, type Order, type OrderStatus, type OutstandingColour, type StatusChange } from './orders';

/** The first short order number; numbers are allocated once, in order, from a counter. */
export const FIRST_ORDER_NUMBER = 10001;
export const formatOrderNumber = (n: number): string => `LA-${n}`;

/** Cancellation is only possible within 24 hours of purchase; after that only an Admin, with a reason. */
export const CANCELLATION_WINDOW_HOURS = 24;
export const purchasedAt = (order: Pick<Order, 'paidAt' | 'createdAt'>): string => order.paidAt ?? order.createdAt;
export const withinCancellationWindow = (order: Pick<Order, 'paidAt' | 'createdAt'>, now: Date = new Date()): boolean =>
  now.getTime() - new Date(purchasedAt(order)).getTime() <= CANCELLATION_WINDOW_HOURS * 3_600_000;

/**
 * The statuses in which a customer may still ask to cancel: before the design is settled and
 * anything is made or sent. Once editing is completed, the album approved, or the order in
 * manufacturing, shipped or closed, there is nothing left to call off.
 */
export const cancellableStatuses: readonly OrderStatus[] = [
  'Awaiting user images',
  'pending',
  'Sent to editing team',
  'Editing started',
  'Waiting for client approval',
];

/** Whether the customer may ask to cancel now: paid, not asked yet, in a cancellable status, within 24 hours. */
export const mayAskToCancel = (
  order: Pick<Order, 'paymentStatus' | 'status' | 'cancellationRequest' | 'paidAt' | 'createdAt'>,
  now: Date = new Date(),
): boolean =>
  order.paymentStatus === 'paid' && !order.cancellationRequest && cancellableStatuses.includes(order.status) && withinCancellationWindow(order, now);

export const staffMessages = {
  versionConflict: 'Someone else changed this order while you were looking at it. Reload to see their change.',
  shipmentNeeded: 'Enter the carrier and the tracking number to mark the order Shipped.',
  notPaid: 'Only a paid order can be cancelled and refunded.',
  alreadyCancelled: 'This order is already cancelled.',
  outsideWindow: 'The 24-hour cancellation window has passed. An Admin may still cancel with a reason.',
  cancellationTooLate: 'Orders can only be cancelled within 24 hours of purchase. Please call us if you need help.',
  cancellationRequested: 'You have already asked to cancel this order.',
  cancellationTooFarAlong: 'This order is already approved, being made or on its way, so it can no longer be cancelled. Please call us if you need help.',
  noOutstandingOrders: 'No outstanding orders found.',
  orderNotFound: 'Order not found.',
} as const;

/**
 * The last change a person made to the order's status: payment entries (the card provider's
 * notes) do not count, so a paid order that nobody moved for 3 days still turns red.
 */
export function lastStatusChange(history: readonly StatusChange[]): StatusChange | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    const byCardPayments = entry.updatedBy.firstName === cardPayments.firstName && entry.updatedBy.lastName === cardPayments.lastName;
    if (!byCardPayments) return entry;
  }
  return undefined;
}

export const boardColourOf = (order: Pick<Order, 'status' | 'statusHistory'>, now: Date = new Date()): OutstandingColour => {
  const last = lastStatusChange(order.statusHistory);
  return outstandingColour(order.status, last ? new Date(last.updatedAt) : undefined, now);
};

/** One box on the outstanding-orders board. */
export const boardOrderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  orderNumber: z.optional(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  status: orderStatusSchema,
  /** When a person last changed the status (not a payment entry); absent without history. */
  statusChangedAt: z.optional(z.iso.datetime()),
  totalPrice: centsSchema,
  lineCount: wholeNumber(0, MAX_CART_LINES),
  cancellationRequested: z.boolean(),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/** `GET /orders`: one page of the board, oldest first; `cursor` fetches the next. */
export const boardQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 100),
});
export const boardPageSchema = z.object({ orders: z.array(boardOrderSchema), cursor: z.optional(z.string()) });
export type BoardPage = z.infer<typeof boardPageSchema>;

const shipmentSchema = z.object({
  carrier: safeText(60).check(z.minLength(1, 'Enter the carrier.')),
  trackingNumber: safeText(80).check(z.minLength(1, 'Enter the tracking number.')),
});

/**
 * `PUT /orders/{userId}/{orderId}/status-update`: any status, freely, with the version the page
 * read; with `readyForEditing`, whether the order's photos go to the editing team once uploaded.
 */
export const staffStatusChangeSchema = z
  .object({
    status: orderStatusSchema,
    version: versionSchema(messages.orderVersionInvalid),
    readyForEditing: z.optional(z.boolean()),
    shipment: z.optional(shipmentSchema),
    note: z.optional(safeText(500, { multiline: true })),
  })
  .check(
    z.refine((c) => c.status !== 'Shipped' || c.shipment !== undefined, {
      message: staffMessages.shipmentNeeded,
      path: ['shipment'],
    }),
  );
export type StaffStatusChange = z.infer<typeof staffStatusChangeSchema>;

/** `POST /orders/{userId}/{orderId}/refund`: outside the window an Admin must give a reason. */
export const refundRequestSchema = z.object({
  version: versionSchema(messages.orderVersionInvalid),
  reason: z.optional(safeText(500, { multiline: true })),
});

/** `POST /orders/{userId}/{orderId}/cancellation-request`: the customer asks to cancel. */
export const cancellationRequestSchema = z.object({ reason: z.optional(safeText(500, { multiline: true })) });

/** The status form of the staff order page: carrier and tracking number only matter for Shipped. */
export const readyForEditingChoices = { yes: 'Yes: the photos go to the editing team', no: 'No: straight to manufacturing' } as const;
export const statusFormSchema = z
  .object({
    status: orderStatusSchema,
    readyForEditing: z.enum(['yes', 'no']),
    carrier: z.optional(safeText(60)),
    trackingNumber: z.optional(safeText(80)),
  })
  .check(
    z.refine((f) => f.status !== 'Shipped' || !!f.carrier, { message: 'Enter the carrier.', path: ['carrier'] }),
    z.refine((f) => f.status !== 'Shipped' || !!f.trackingNumber, { message: 'Enter the tracking number.', path: ['trackingNumber'] }),
  );

/** The refund form: the reason is required by the server only outside the 24-hour window. */
export const refundFormSchema = z.object({ reason: z.optional(safeText(500, { multiline: true })) });
