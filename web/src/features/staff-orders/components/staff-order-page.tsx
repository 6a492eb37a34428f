/**
 * /admin/{orderId}: the customer and how to reach them (email, and the phone given at checkout),
 * the shipping and billing addresses ("Not given" on orders paid before checkout asked), each line
 * with its options and the customer's photos, the status history with who and when, the status
 * change (Admin, Employee) and cancel-and-refund (Admin).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addOnAlbumLabel, addOnTitle } from '@shared/add-ons';
import { addressLine } from '@shared/address';
import { formatDateTime, formatPhone } from '@shared/formats';
import { formatCents } from '@shared/money';
import { Price } from '@/features/promotions';
import { statusWordsOf } from '@shared/payments';
import type { Order } from '@shared/orders';
import { staffMessages } from '@shared/staff-orders';
import type { Role } from '@shared/users';
import { StatusTimeline } from '@/features/orders';
import { ApiError } from '@/lib/api-client';
import { useStaffOrder } from '../api/get-staff-order';
import { LinePhotos } from './line-photos';
import { RefundForm } from './refund-form';
import { StatusForm } from './status-form';
import '../staff-orders.css';

export function StaffOrderPage({ orderId, role }: { orderId: string; role: Role | undefined }) {
  const order = useStaffOrder(orderId);
  if (order.isPending)
    return (
      <p className="container" role="status">
        Loading the order…
      </p>
    );
  if (order.status === 'error') {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <section className="staff-page container" aria-labelledby="order-problem-title" data-testid="staff-order-problem">
        <header className="staff-page__header">
          <p className="eyebrow">
            <Link to="/admin/outstanding-orders">Outstanding orders</Link>
          </p>
          <h1 id="order-problem-title">{notFound ? staffMessages.orderNotFound : 'Error fetching order'}</h1>
        </header>
        <p className="staff-page__lede">
          {notFound
            ? `No order has the id ${orderId}. It may have been mistyped, or the link is from another stage of the shop.`
            : order.error.message || 'The order could not be read.'}
        </p>
        <p className="staff-page__actions">
          {!notFound && (
            <button type="button" className="button button--quiet" onClick={() => void order.refetch()}>
              Try again
            </button>
          )}
          <Link to="/admin/outstanding-orders" className="button button--primary">
            Back to outstanding orders
          </Link>
        </p>
      </section>
    );
  }
  return <OrderSheet order={order.data} role={role} onReload={() => void order.refetch()} />;
}

function OrderSheet({ order, role, onReload }: { order: Order; role: Role | undefined; onReload(): void }) {
  const a = order.shippingAddress;
  const canChange = role === 'Admin' || role === 'Employee';
  return (
    <article className="staff-page container" aria-labelledby="order-title" data-testid="staff-order">
      <header className="staff-page__header">
        <p className="eyebrow">
          <Link to="/admin/outstanding-orders">Outstanding orders</Link>
        </p>
        <h1 id="order-title">
          Order <span data-testid="staff-order-number">{order.orderNumber ?? order._id}</span>
        </h1>
        <p className="staff-page__lede">
          <span data-testid="staff-order-status">{statusWordsOf(order)}</span> · {order.paymentStatus === 'paid' ? 'Paid' : `Payment ${order.paymentStatus}`} ·{' '}
          {formatCents(order.totalPrice)}
          {!!order.discount && (
            <span data-testid="staff-order-discount">
              {' '}
              (discount −{formatCents(order.discount)}
              {order.promotionCode && `, code ${order.promotionCode}`})
            </span>
          )}
          {order.tax > 0 && <span data-testid="staff-order-tax"> (with {formatCents(order.tax)} sales tax)</span>} · placed{' '}
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
        {order.cancellationRequest && (
          <p className="staff-order__alert" role="note">
            The customer asked to cancel on {formatDateTime(order.cancellationRequest.requestedAt)}
            {order.cancellationRequest.reason ? `: “${order.cancellationRequest.reason}”` : '.'}
          </p>
        )}
      </header>
      <div className="staff-order__grid">
        <Panel title="Customer">
          <dl className="staff-order__facts">
            <dt>Name</dt>
            <dd>
              {order.firstName} {order.lastName}
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${order.email}`}>{order.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd data-testid="staff-order-phone">{order.phone ? <a href={`tel:${order.phone}`}>{formatPhone(order.phone)}</a> : <NotGiven />}</dd>
            <dt>Ship to</dt>
            <dd>{addressLine(a)}</dd>
            <dt>Billing address</dt>
            <dd data-testid="staff-order-billing">{order.billingAddress ? addressLine(order.billingAddress) : <NotGiven />}</dd>
            <dt>Name on card</dt>
            <dd data-testid="staff-order-billing-name">{order.billingName ?? <NotGiven />}</dd>
            <dt>Shipping</dt>
            <dd>
              {order.shippingMethod}
              {order.shipment ? ` · ${order.shipment.carrier} ${order.shipment.trackingNumber}` : ''}
            </dd>
            <dt>Order id</dt>
            <dd>
              <code>{order._id}</code>
            </dd>
          </dl>
        </Panel>
        {canChange && (
          <Panel title="Status">
            <StatusForm order={order} onReload={onReload} />
          </Panel>
        )}
      </div>
      <Panel title="Items and photos">
        <ul className="staff-lines">
          {order.albums.map((l) => (
            <Line
              key={l._id}
              order={order}
              lineId={l._id}
              name={`${l.albumName} album`}
              quantity={l.quantity}
              price={l.price}
              regularPrice={l.regularPrice}
              promotion={l.promotion}
              facts={`${l.albumOptions.size}, ${l.albumOptions.pages} pages, ${l.coverOptions.coverType} · ${l.coverOptions.coverName}${l.layFlatUpgrade ? ', lay-flat' : ''}${albumAddOnsText(l)}`}
            />
          ))}
          {order.products.map((l) => (
            <Line
              key={l._id}
              order={order}
              lineId={l._id}
              name={l.productName}
              quantity={l.quantity}
              price={l.price}
              regularPrice={l.regularPrice}
              promotion={l.promotion}
              facts={`${l.productOptions.size}${l.coverOptions ? `, ${l.coverOptions.coverName}` : ''}`}
            />
          ))}
        </ul>
        {(order.addOns ?? []).length > 0 && (
          <ul className="staff-lines" aria-label="Add-ons for albums">
            {(order.addOns ?? []).map((a) => (
              <li key={a._id} className="staff-line" data-testid="staff-add-on">
                <h3 className="staff-line__name">{addOnTitle(a)}</h3>
                <p className="staff-line__facts">
                  for {addOnAlbumLabel(a.album)} · {formatCents(a.price)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Status history">
        <StatusTimeline history={order.statusHistory} />
      </Panel>
      {role === 'Admin' && (
        <Panel title="Cancel and refund">
          <RefundForm order={order} />
        </Panel>
      )}
    </article>
  );
}

/** A detail the customer was not asked for: orders paid before checkout collected it. */
function NotGiven() {
  return <span className="staff-order__not-given">Not given</span>;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="staff-panel" aria-label={title}>
      <h2 className="staff-panel__title">{title}</h2>
      {children}
    </section>
  );
}

interface LineProps {
  order: Order;
  lineId: string;
  name: string;
  quantity: number;
  price: number;
  /** The catalog's unit price when a promotion lowered `price`, and the promotion. */
  regularPrice?: number;
  promotion?: { name: string };
  facts: string;
}

function Line(props: LineProps) {
  return (
    <li className="staff-line" data-testid="staff-line">
      <h3 className="staff-line__name">
        {props.quantity} × {props.name}
      </h3>
      <p className="staff-line__facts">
        {props.facts} ·{' '}
        <Price
          regular={(props.regularPrice ?? props.price) * props.quantity}
          promotional={props.price * props.quantity}
          promotionName={props.promotion?.name}
          testId="staff-line-price"
        />
        {props.promotion && ` (${props.promotion.name})`}
      </p>
      <LinePhotos userId={props.order.user} orderId={props.order._id} lineId={props.lineId} lineName={props.name} />
    </li>
  );
}

/** What was bought for an album and added to it once paid: pages, editing, revision rounds. */
function albumAddOnsText(l: Order['albums'][number]): string {
  return [
    l.extraPages ? `, +${l.extraPages} add-on pages` : '',
    l.editingTier ? `, ${l.editingTier} editing` : '',
    l.revisionsBought ? `, ${l.revisionsBought} revision${l.revisionsBought > 1 ? 's' : ''} bought` : '',
  ].join('');
}
