/**
 * `/:userId/orders`, My Orders: the customer's orders, newest first. `?orderId=` opens
 * that order and scrolls to it (the success page links here). Someone else's id is refused by
 * the API (403/404) and reads as "No order history found."
 */
import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { messages } from '@shared/messages';
import { roles } from '@shared/roles';
import { useOrders, OrderCard } from '@/features/orders';
import { ProofReview } from '@/features/proofs';
import { useOrderUploads } from '@/features/uploads';
import { ApiError } from '@/lib/api-client';
import { RequireRole } from '@/lib/auth/require-role';
import { useSession } from '@/lib/auth/session';
import { usePageTitle } from '@/lib/site';
import '@/features/orders/orders.css';

export default function MyOrdersRoute() {
  usePageTitle('My Orders');
  return (
    <RequireRole access={{ roles, otherwise: '/login' }}>
      <MyOrders />
    </RequireRole>
  );
}

function MyOrders() {
  const { userId } = useParams();
  const [search] = useSearchParams();
  const focusId = search.get('orderId') ?? undefined;
  const session = useSession();
  const orders = useOrders(userId);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(focusId ? [focusId] : []));
  const cards = useRef(new Map<string, HTMLElement>());
  const scrolled = useRef(false);

  useEffect(() => {
    if (orders.status !== 'success' || !focusId || scrolled.current) return;
    const card = cards.current.get(focusId);
    if (!card) return;
    scrolled.current = true;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [orders.status, focusId]);

  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const own = session.user?._id === userId;
  return (
    <section className="orders-page container" aria-labelledby="orders-title" data-testid="orders-page">
      <header className="orders-page__header">
        <p className="eyebrow">{own ? `${session.user?.firstName ?? 'Your'}’s account` : 'Account'}</p>
        <h1 id="orders-title">My Orders</h1>
        <p className="orders-page__lede">Follow each order from payment to delivery, and upload the photos for every item.</p>
      </header>
      {orders.isPending ? (
        <p role="status">Loading your orders…</p>
      ) : orders.status === 'error' ? (
        <div className="orders-page__empty" role="alert" data-testid="orders-error">
          <p>{problemOf(orders.error)}</p>
          {!isRefusal(orders.error) && (
            <button type="button" className="button button--quiet" onClick={() => void orders.refetch()}>
              Try again
            </button>
          )}
        </div>
      ) : orders.data.length === 0 ? (
        <div className="orders-page__empty" data-testid="orders-empty">
          <p>{messages.noOrders}</p>
          <Link to="/albums/select" className="button button--primary">
            Start an album
          </Link>
        </div>
      ) : (
        <div className="orders-page__list">
          {orders.data.map((order) => (
            <OrderWithUploads
              key={order._id}
              userId={userId ?? ''}
              ref={(element) => {
                if (element) cards.current.set(order._id, element);
                else cards.current.delete(order._id);
              }}
              order={order}
              expanded={open.has(order._id)}
              highlighted={order._id === focusId}
              onToggle={() => toggle(order._id)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** An order with its photo uploads under each line, Step 2 after them, and the album design to review. */
const OrderWithUploads = forwardRef<HTMLElement, ComponentPropsWithoutRef<typeof OrderCard> & { userId: string }>(function OrderWithUploads(
  { userId, ...card },
  ref,
) {
  const uploads = useOrderUploads(userId, card.order);
  return (
    <OrderCard ref={ref} {...card} lineExtra={uploads.paid ? uploads.line : undefined}>
      {uploads.step2}
      <ProofReview userId={userId} order={card.order} />
    </OrderCard>
  );
});

const isRefusal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

function problemOf(error: unknown): string {
  if (isRefusal(error)) return messages.noOrderHistory;
  return error instanceof ApiError && error.message ? error.message : messages.orderFetchFailed;
}
