/**
 * A list of orders on the dashboard, oldest wait first, each linking to its order page; orders
 * awaiting photos carry "Remind the customer", which says it sent, or why not.
 */
import type { ReactNode } from 'react';
import type { DashboardOrder } from '@shared/dashboard';
import { formatDateTime } from '@shared/formats';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { newReminderId, useRemindCustomer } from '../api/remind-customer';

export function OrderList(props: { orders: DashboardOrder[]; total: number; empty: ReactNode; describe: (order: DashboardOrder) => string; remind?: boolean }) {
  if (props.orders.length === 0) return <p className="dashboard-empty">{props.empty}</p>;
  return (
    <>
      <ul className="dashboard-list">
        {props.orders.map((order) => (
          <li key={order._id} className="dashboard-list__order">
            <Link to={`/admin/${order._id}`}>{order.orderNumber ?? order._id}</Link>{' '}
            <span>
              {order.firstName} {order.lastName}
            </span>
            , <span className="dashboard-list__meta">{props.describe(order)}</span>
            {props.remind && <RemindButton order={order} />}
          </li>
        ))}
      </ul>
      {props.total > props.orders.length && (
        <p className="dashboard-list__more">
          The {props.orders.length} waiting longest of {props.total}.
        </p>
      )}
    </>
  );
}

function RemindButton({ order }: { order: DashboardOrder }) {
  const remind = useRemindCustomer(order._id);
  const name = `${order.firstName} ${order.lastName}`;
  const outcome = remind.isSuccess
    ? { role: 'status' as const, text: `Reminder sent to ${remind.data.email}.` }
    : remind.isError
      ? { role: 'alert' as const, text: remind.error instanceof ApiError ? remind.error.message : 'The reminder could not be sent. Try again.' }
      : undefined;
  return (
    <div className="dashboard-remind">
      <button
        type="button"
        className="button button--quiet"
        // One click, one reminder: the button rests until the answer comes.
        disabled={remind.isPending || remind.isSuccess}
        onClick={() => remind.mutate(newReminderId())}
      >
        {remind.isPending ? 'Sending…' : remind.isSuccess ? 'Reminder sent' : 'Remind the customer'}
        <span className="visually-hidden">
          {' '}
          of order {order.orderNumber ?? order._id}, {name}
        </span>
      </button>
      {order.remindedAt && !remind.isSuccess && <span className="dashboard-list__meta"> Last reminded {formatDateTime(order.remindedAt)}.</span>}
      <span role={outcome?.role ?? 'status'} className={outcome?.role === 'alert' ? 'dashboard-remind__problem' : 'dashboard-remind__done'}>
        {outcome?.text}
      </span>
    </div>
  );
}
