/**
 * The journey of one order on My Orders: its status history as a timeline and, within 24 hours
 * of purchase (and not later) while nothing is approved, made or sent, a way to ask the studio
 * to cancel it.
 */
import { useId, useState } from 'react';
import type { Order } from '@shared/orders';
import { statusWordsOf } from '@shared/payments';
import { mayAskToCancel } from '@shared/staff-orders';
import { statusWords } from '@shared/status-words';
import { useRequestCancellation } from '../api/request-cancellation';
import { StatusTimeline } from './status-timeline';

export function OrderJourney({ order }: { order: Order }) {
  const id = useId();
  return (
    <section className="order-journey" aria-labelledby={id} data-testid="order-journey">
      <h3 id={id} className="order-journey__title">
        Order journey
      </h3>
      <StatusTimeline history={journeyOf(order)} label={`History of order ${order.orderNumber ?? order._id}`} />
      {order.shipment && (
        <p data-testid="order-tracking">
          Shipped with {order.shipment.carrier}, tracking number <strong>{order.shipment.trackingNumber}</strong>
        </p>
      )}
      <Cancellation order={order} />
    </section>
  );
}

/** Before payment nothing awaits the customer's photos yet: each step reads as where the payment stands. */
const journeyOf = (order: Order) =>
  order.paymentStatus === 'paid'
    ? order.statusHistory.map((entry) => ({ ...entry, status: statusWords(entry.status) }))
    : order.statusHistory.map((entry) => ({ ...entry, status: statusWordsOf(order) }));

function Cancellation({ order }: { order: Order }) {
  const request = useRequestCancellation(order);
  const [reason, setReason] = useState('');
  const id = useId();
  if (order.cancellationRequest)
    return (
      <p role="status" data-testid="cancellation-requested">
        You asked to cancel this order. We will confirm within 24 hours; refunds take 7-10 business days or more.
      </p>
    );
  if (!mayAskToCancel(order)) return null;
  return (
    <form
      className="order-journey__cancel"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate(reason.trim() || undefined);
      }}
    >
      <label htmlFor={id}>Changed your mind? You can ask us to cancel within 24 hours of purchase.</label>
      <input id={id} type="text" value={reason} maxLength={500} placeholder="Reason (optional)" onChange={(e) => setReason(e.target.value)} />
      <button type="submit" className="button button--quiet" disabled={request.isPending} data-testid="request-cancellation">
        {request.isPending ? 'Sending…' : 'Ask to cancel this order'}
      </button>
      {request.error && <p role="alert">{request.error.message}</p>}
    </form>
  );
}
