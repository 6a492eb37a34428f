/**
 * Unpaid orders and their payments: an order is "Awaiting payment" until it is paid,
 * derived from its payment status rather than stored as an order status, so the studio's status
 * list and every status rule stay about paid work. An order unpaid a day after it was placed has
 * lapsed: it is kept for the records, but no longer payable and no longer listed.
 */
import * as z from 'zod/mini';
import { centsSchema } from './cents';
import { statusWords } from './status-words';

export const UNPAID_LAPSE_HOURS = 24;
const lapseMs = UNPAID_LAPSE_HOURS * 3_600_000;

/** What these rules read of an order (orders.ts, which holds its schema, imports this file, not the reverse). */
interface PaymentFacts {
  paymentStatus: string;
  createdAt: string;
}

/** When an order still unpaid stops being payable. */
export const lapsesAt = (order: Pick<PaymentFacts, 'createdAt'>): Date => new Date(new Date(order.createdAt).getTime() + lapseMs);

export const isLapsed = (order: PaymentFacts, now: Date = new Date()): boolean => order.paymentStatus !== 'paid' && now.getTime() >= lapsesAt(order).getTime();

/** Pay now may (re)open checkout: unpaid, and not lapsed. */
export const isPayable = (order: PaymentFacts, now: Date = new Date()): boolean => order.paymentStatus !== 'paid' && !isLapsed(order, now);

/** The status a person reads: the order's own once paid; before that, where its payment stands. */
export function statusWordsOf(order: PaymentFacts & { status: string }, now: Date = new Date()): string {
  if (order.paymentStatus === 'paid') return statusWords(order.status);
  return isLapsed(order, now) ? 'Lapsed unpaid' : 'Awaiting payment';
}

export const paymentMessages = {
  alreadyPaid: 'This order is already paid.',
  lapsed: `This order was not paid within ${UNPAID_LAPSE_HOURS} hours and has lapsed. Please place it again from your cart.`,
  payNowFailed: 'We could not open the payment page. Please try again.',
};

/** A second payment that reached an order already paid, and its automatic refund. */
export const duplicatePaymentSchema = z.object({
  sessionId: z.string(),
  paymentIntentId: z.string(),
  amount: centsSchema,
  refundId: z.string(),
  refundedAt: z.iso.datetime(),
});
export type DuplicatePayment = z.infer<typeof duplicatePaymentSchema>;
