/**
 * The studio dashboard's record of an order, once its events have been taken in: the dashboard's
 * figures follow the orders by events, a moment after the change that announced them.
 */
import { ulid } from 'ulid';
import type { OrderFiguresRecord } from '../../functions/data/dashboard';
import { sampleOrder } from '../../infra/email-previews/samples';
import { cardPayments, type Order, type OrderStatus, type StatusChange } from '../../shared/orders';
import { useLocalCloudEnvironment } from './runtime';

export async function dashboardFiguresOf(
  orderId: string,
  ready: (record: OrderFiguresRecord) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<OrderFiguresRecord> {
  useLocalCloudEnvironment();
  const { getOrderFigures } = await import('../../functions/data/dashboard');
  for (const end = Date.now() + timeoutMs; ;) {
    const record = await getOrderFigures(orderId);
    if (record && !record.pending && ready(record)) return record;
    if (Date.now() > end) throw new Error(`The dashboard did not take in order ${orderId} in time: ${JSON.stringify(record)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const DAY = 86_400_000;

export interface SeededOrderSpec {
  user: string;
  email?: string;
  /** Days before `now` the order was paid; none for an order never paid. */
  paidDaysAgo?: number;
  /** Before sales tax. */
  total: number;
  /** The sales tax paid on top of `total`. */
  tax?: number;
  /** Each status a person set after the payment, and how many days before `now`. */
  steps?: [OrderStatus, number][];
  refund?: { daysAgo: number; amount: number };
  orderNumber?: string;
}

/** An order as the shop stores it, paid and moved on at the given days before `now` (sample lines). */
export function seededOrder(spec: SeededOrderSpec, now: Date): Order {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const paidAt = spec.paidDaysAgo === undefined ? undefined : at(spec.paidDaysAgo);
  const person = { firstName: 'Ada', lastName: 'Studio' };
  const history: StatusChange[] = paidAt ? [{ status: 'Awaiting user images', updatedAt: paidAt, updatedBy: cardPayments, note: 'Payment received' }] : [];
  for (const [status, daysAgo] of spec.steps ?? []) history.push({ status, updatedAt: at(daysAgo), updatedBy: person });
  return {
    ...sampleOrder,
    _id: ulid(),
    user: spec.user,
    email: spec.email ?? `${spec.user}@example.com`,
    orderNumber: spec.orderNumber ?? `LA-${Math.floor(Math.random() * 900_000) + 100_000}`,
    createdAt: at((spec.paidDaysAgo ?? 0) + 0.01),
    totalPrice: spec.total + (spec.tax ?? 0),
    cartPreTaxPrice: spec.total,
    tax: spec.tax ?? 0,
    paymentStatus: paidAt ? 'paid' : 'pending',
    ...(paidAt ? { paidAt } : {}),
    status: history.at(-1)?.status ?? 'Awaiting user images',
    statusHistory: history,
    ...(spec.refund ? { refund: { refundId: `re_${ulid()}`, amount: spec.refund.amount, refundedAt: at(spec.refund.daysAgo) } } : {}),
    version: history.length,
  };
}
