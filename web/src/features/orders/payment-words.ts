/** An order's payment status (shared/orders `paymentStatuses`) in the customer's words. */
import type { PaymentStatus } from '@shared/orders';

export const paymentWords: Record<PaymentStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Checkout expired unpaid',
};
