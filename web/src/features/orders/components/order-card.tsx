/**
 * One order on My Orders: number, date ordered, total, status, payment, shipping
 * address, the billing name and address given at checkout, and for a paid order its gallery (a link to the gallery's page); a disclosure opens its
 * items and its journey (the status history). What a page adds beside each line (the photo
 * uploads) and after the items (Step 2) comes from the page, so this feature knows nothing of uploads.
 */
import { forwardRef, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { addressLine } from '@shared/address';
import { formatDateTime } from '@shared/formats';
import { formatCents } from '@shared/money';
import type { Order } from '@shared/orders';
import { isPayable, statusWordsOf } from '@shared/payments';
import { GALLERY_LINE } from '@shared/uploads';
import { paymentWords } from '../payment-words';
import { OrderItems, type LineExtra } from './order-items';
import { OrderJourney } from './order-journey';
import { PayNow } from './pay-now';
import '../orders.css';

interface OrderCardProps {
  order: Order;
  expanded: boolean;
  onToggle(): void;
  highlighted: boolean;
  /** Shown under each line while the items are open. */
  lineExtra?: LineExtra;
  /** Shown after the items while they are open. */
  children?: ReactNode;
}

export const OrderCard = forwardRef<HTMLElement, OrderCardProps>(function OrderCard({ order, expanded, onToggle, highlighted, lineExtra, children }, ref) {
  const itemsId = useId();
  const address = order.shippingAddress;
  const count = [...order.albums, ...order.products].reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article
      ref={ref}
      className={`order-card${highlighted ? ' order-card--highlighted' : ''}`}
      data-testid="order-card"
      data-order-id={order._id}
      aria-labelledby={`${itemsId}-title`}
      tabIndex={-1}
    >
      <h2 id={`${itemsId}-title`} className="order-card__title">
        <span className="order-card__label">Order</span> <span data-testid="order-number">{order.orderNumber ?? order._id}</span>
      </h2>
      <dl className="order-card__facts">
        <Fact term="Date ordered" testId="order-date">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </Fact>
        <Fact term="Total" testId="order-total">
          {formatCents(order.totalPrice)}
        </Fact>
        {!!order.discount && (
          <Fact term="Discount" testId="order-discount">
            −{formatCents(order.discount)}
            {order.promotionCode && ` (code ${order.promotionCode})`}
          </Fact>
        )}
        {order.tax > 0 && (
          <Fact term="Sales tax" testId="order-tax">
            {formatCents(order.tax)}, in the total
          </Fact>
        )}
        <Fact term="Status" testId="order-status">
          {statusWordsOf(order)}
        </Fact>
        <Fact term="Payment" testId="order-payment">
          {isPayable(order) ? (
            <PayNow order={order} />
          ) : (
            <span className={`order-card__payment order-card__payment--${order.paymentStatus}`}>{paymentWords[order.paymentStatus]}</span>
          )}
        </Fact>
        <OrderGallery order={order} />
        <Fact term="Shipping to" testId="order-address" wide>
          {addressLine(address)}
        </Fact>
        {order.billingAddress && (
          <Fact term="Billed to" testId="order-billing" wide>
            {order.billingName && `${order.billingName}, `}
            {addressLine(order.billingAddress)}
          </Fact>
        )}
      </dl>
      <button type="button" className="order-card__toggle" aria-expanded={expanded} aria-controls={itemsId} onClick={onToggle} data-testid="order-toggle">
        {expanded ? 'Hide items' : `View items (${count})`}
      </button>
      <div id={itemsId} hidden={!expanded}>
        {expanded && (
          <>
            <OrderItems order={order} lineExtra={lineExtra} />
            {children}
            <OrderJourney order={order} />
          </>
        )}
      </div>
    </article>
  );
});

/**
 * The order's gallery, once paid: a link to it when it has one (a name or photos), else, while the
 * order still awaits the customer's photos, a link to start one.
 */
function OrderGallery({ order }: { order: Order }) {
  if (order.paymentStatus !== 'paid') return null;
  const photos = order.imageCounts?.[GALLERY_LINE] ?? 0;
  const to = `/${order.user}/${order._id}/gallery-upload`;
  if (order.galleryName || photos > 0) {
    const name = order.galleryName ? `“${order.galleryName}”` : 'of this order';
    return (
      <Fact term="Gallery" testId="order-gallery">
        <Link to={to} data-testid="gallery-link">
          Open the gallery {name}
        </Link>{' '}
        ({photos === 1 ? '1 photo' : `${photos} photos`})
      </Fact>
    );
  }
  if (order.status !== 'Awaiting user images') return null;
  return (
    <Fact term="Gallery" testId="order-gallery">
      <Link to={to} data-testid="gallery-link">
        Start a gallery for this order
      </Link>
    </Fact>
  );
}

function Fact({ term, testId, wide, children }: { term: string; testId: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`order-card__fact${wide ? ' order-card__fact--wide' : ''}`}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
