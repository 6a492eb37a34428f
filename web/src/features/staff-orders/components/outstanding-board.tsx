/**
 * /admin/outstanding-orders: every paid, open order as a colour-coded box linking
 * to its page, oldest first, with the legend, counts per status, a status filter, a search by
 * order number, customer name or email, and the customers' cancellation requests.
 */
import { useId, useMemo, useState } from 'react';
import { lateness } from '@shared/late-work';
import { orderStatuses, outstandingColour, type OrderStatus } from '@shared/orders';
import { staffMessages, type BoardOrder } from '@shared/staff-orders';
import { useLateAfterDays } from '@/lib/runtime-config';
import { useOutstandingOrders } from '../api/get-outstanding-orders';
import { colourMeaning } from '../colours';
import { BoardBox } from './board-box';
import '../staff-orders.css';

const matches = (order: BoardOrder, search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [order.orderNumber ?? '', `${order.firstName} ${order.lastName}`, order.email, order._id].some((v) => v.toLowerCase().includes(needle));
};

export function OutstandingBoard() {
  const board = useOutstandingOrders();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const [requestsOnly, setRequestsOnly] = useState(false);
  const [lateOnly, setLateOnly] = useState(false);
  const lateAfterDays = useLateAfterDays();
  const ids = { status: useId(), search: useId(), requests: useId(), late: useId() };
  // Each order's age is counted from when the board last refreshed, not from when the page opened.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the refresh is what makes it recompute
  const now = useMemo(() => new Date(), [board.dataUpdatedAt]);

  const counts = useMemo(() => {
    const byStatus = new Map<OrderStatus, number>();
    for (const o of board.data ?? []) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    return byStatus;
  }, [board.data]);
  const isLate = (o: BoardOrder) => lateness({ status: o.status, updatedAt: o.statusChangedAt }, now, lateAfterDays).late;
  const shown = (board.data ?? []).filter(
    (o) => (!status || o.status === status) && (!requestsOnly || o.cancellationRequested) && (!lateOnly || isLate(o)) && matches(o, search),
  );
  const requests = (board.data ?? []).filter((o) => o.cancellationRequested).length;
  const late = (board.data ?? []).filter(isLate).length;

  return (
    <section className="staff-page container" aria-labelledby="board-title" data-testid="outstanding-board">
      <header className="staff-page__header">
        <p className="eyebrow">Orders desk</p>
        <h1 id="board-title">Outstanding orders</h1>
        <p className="staff-page__lede">
          Paid orders not yet delivered, oldest first. Red boxes have waited over 3 days; &ldquo;Waiting N days&rdquo; marks any order that has stayed in its
          status longer than that status allows.
        </p>
      </header>

      <form className="board-filters" role="search" aria-label="Filter orders" onSubmit={(e) => e.preventDefault()}>
        <div className="board-filters__field">
          <label htmlFor={ids.search}>Search</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Order number, name or email"
            data-testid="board-search"
          />
        </div>
        <div className="board-filters__field">
          <label htmlFor={ids.status}>Status</label>
          <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')} data-testid="board-status">
            <option value="">All statuses ({board.data?.length ?? 0})</option>
            {orderStatuses
              .filter((s) => counts.has(s))
              .map((s) => (
                <option key={s} value={s}>
                  {s} ({counts.get(s)})
                </option>
              ))}
          </select>
        </div>
        <div className="board-filters__check">
          <input id={ids.requests} type="checkbox" checked={requestsOnly} onChange={(e) => setRequestsOnly(e.target.checked)} />
          <label htmlFor={ids.requests}>Cancellation requests only ({requests})</label>
        </div>
        <div className="board-filters__check">
          <input id={ids.late} type="checkbox" checked={lateOnly} onChange={(e) => setLateOnly(e.target.checked)} />
          <label htmlFor={ids.late}>Waiting too long only ({late})</label>
        </div>
      </form>

      {/* The legend, which never changes, comes before what the orders fill in, so nothing above the board moves when they arrive. */}
      <details className="board-legend" open>
        <summary>Colour legend</summary>
        <ul>
          {Object.entries(colourMeaning).map(([colour, meaning]) => (
            <li key={colour}>
              <span className={`board-swatch board-swatch--${colour}`} aria-hidden="true" /> {meaning}
            </li>
          ))}
        </ul>
      </details>

      <ul className="board-counts" aria-label="Orders per status" data-testid="board-counts">
        {[...counts].map(([s, n]) => (
          <li key={s}>
            <span className="board-counts__n">{n}</span> {s}
          </li>
        ))}
      </ul>

      {board.isPending ? (
        <p role="status">Loading outstanding orders…</p>
      ) : board.status === 'error' ? (
        <div role="alert" className="staff-page__problem">
          <p>{board.error.message || 'Error fetching orders'}</p>
          <button type="button" className="button button--quiet" onClick={() => void board.refetch()}>
            Try again
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="staff-page__empty" data-testid="board-empty">
          {board.data.length === 0 ? staffMessages.noOutstandingOrders : 'No order matches these filters.'}
        </p>
      ) : (
        <>
          <p className="staff-page__count" aria-live="polite">
            {shown.length} of {board.data.length} orders
          </p>
          <ul className="board" aria-label="Outstanding orders">
            {shown.map((o) => (
              <BoardBox
                key={o._id}
                order={o}
                colour={outstandingColour(o.status, o.statusChangedAt ? new Date(o.statusChangedAt) : undefined, now)}
                now={now}
                lateAfterDays={lateAfterDays}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
