/**
 * One order of the editing queue: number, customer, albums, status and the editors' dropdown
 * (its four statuses). The change names the version the dashboard read; a clash says so and offers Reload.
 */
import { useId, useState } from 'react';
import type { QueueOrder } from '@shared/editing';
import { editorStatuses } from '@shared/orders';
import { ApiError } from '@/lib/api-client';
import { useSetEditingStatus } from '../api/set-editing-status';
import { OrderDesignsPanel } from './order-designs';

type EditorStatus = (typeof editorStatuses)[number];
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function QueueRow({ order, expanded, onToggle, onReload }: { order: QueueOrder; expanded: boolean; onToggle(): void; onReload(): void }) {
  const id = useId();
  const change = useSetEditingStatus(order);
  const current = (editorStatuses as readonly string[]).includes(order.status) ? (order.status as EditorStatus) : undefined;
  const [status, setStatus] = useState<EditorStatus | ''>(current ?? '');
  // A new version read from the server starts the dropdown again from the status as stored.
  const [versionShown, setVersionShown] = useState(order.version);
  if (versionShown !== order.version) {
    setVersionShown(order.version);
    setStatus(current ?? '');
  }
  const clash = change.error instanceof ApiError && change.error.status === 409;
  const number = order.orderNumber ?? order._id;
  return (
    <li className="queue-row" data-testid="queue-row" data-order-id={order._id} data-status={order.status}>
      <div className="queue-row__summary">
        <h2 className="queue-row__title">
          <span>{number}</span> · {order.firstName} {order.lastName}
        </h2>
        <p className="queue-row__facts">
          {order.albums.map((a) => `${a.quantity} × ${a.albumName} ${a.size}, ${a.pages} pages`).join('; ') || 'No album'}
          {order.productCount ? ` · ${order.productCount} other item${order.productCount === 1 ? '' : 's'}` : ''} · placed{' '}
          {dateFormat.format(new Date(order.createdAt))}
        </p>
        <p className="queue-row__status" data-testid="queue-status">
          {order.status}
        </p>
        <form
          className="queue-row__change"
          onSubmit={(e) => {
            e.preventDefault();
            if (status) change.mutate(status);
          }}
        >
          <label htmlFor={`${id}-status`}>Editing status</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as EditorStatus)} data-testid="editor-status">
            {!current && (
              <option value="" disabled>
                {order.status}
              </option>
            )}
            {editorStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--quiet" disabled={!status || status === order.status || change.isPending}>
            {change.isPending ? 'Saving…' : 'Set status'}
          </button>
        </form>
        <button
          type="button"
          className="button button--quiet queue-row__toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-designs`}
          onClick={onToggle}
          data-testid="queue-toggle"
        >
          {expanded ? 'Hide albums' : 'Albums and designs'}
        </button>
      </div>
      {change.error && (
        <p className="editors__problem" role="alert">
          {change.error.message}{' '}
          {clash && (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                change.reset();
                onReload();
              }}
            >
              Reload
            </button>
          )}
        </p>
      )}
      <div id={`${id}-designs`} hidden={!expanded}>
        {expanded && <OrderDesignsPanel order={order} />}
      </div>
    </li>
  );
}
