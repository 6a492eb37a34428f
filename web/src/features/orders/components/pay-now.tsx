/**
 * An unpaid order's payment on My Orders: where it stands, until when it can be paid, and Pay
 * now, which reopens checkout for this same order. The button stays busy while the browser
 * leaves for the card page, so a second click opens nothing more.
 */
import type { Order } from '@shared/orders';
import { lapsesAt, paymentMessages } from '@shared/payments';
import { ApiError } from '@/lib/api-client';
import { usePayNow } from '../api/pay-now';
import { paymentWords } from '../payment-words';
import './pay-now.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function PayNow({ order }: { order: Order }) {
  const payNow = usePayNow(order);
  const leaving = payNow.isPending || payNow.isSuccess;
  const deadline = lapsesAt(order);
  return (
    <div className="pay-now" data-testid="pay-now">
      <span className={`order-card__payment order-card__payment--${order.paymentStatus}`}>{paymentWords[order.paymentStatus]}</span>
      <span className="pay-now__deadline">
        Pay by <time dateTime={deadline.toISOString()}>{when.format(deadline)}</time>
      </span>
      <button type="button" className="button button--primary pay-now__button" disabled={leaving} onClick={() => payNow.mutate()}>
        {leaving ? 'Opening the payment page…' : 'Pay now'}
      </button>
      {payNow.error && (
        <p className="pay-now__error" role="alert">
          {payNow.error instanceof ApiError && payNow.error.message ? payNow.error.message : paymentMessages.payNowFailed}
        </p>
      )}
    </div>
  );
}
