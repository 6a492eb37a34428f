/**
 * An order's status history as a timeline, newest last, with who made each change and when:
 * the customer follows the journey on My Orders, staff read the same on the order page.
 */
import { formatDateTime } from '@shared/formats';
import type { StatusChange } from '@shared/orders';
import './status-timeline.css';

/** An entry's status as read by people: an order status, or before payment where the payment stands. */
type TimelineEntry = Omit<StatusChange, 'status'> & { status: string };

export function StatusTimeline({ history, label = 'Order history' }: { history: readonly TimelineEntry[]; label?: string }) {
  return (
    <ol className="status-timeline" aria-label={label} data-testid="status-timeline">
      {history.map((entry, i) => (
        <li key={`${entry.updatedAt}-${i}`} className="status-timeline__entry" data-testid="status-entry" data-status={entry.status}>
          <span className="status-timeline__status">{entry.status}</span>
          {entry.note && <span className="status-timeline__note">{entry.note}</span>}
          <span className="status-timeline__meta">
            <time dateTime={entry.updatedAt}>{formatDateTime(entry.updatedAt)}</time>
            {' · '}
            {entry.updatedBy.firstName} {entry.updatedBy.lastName}
          </span>
        </li>
      ))}
    </ol>
  );
}
