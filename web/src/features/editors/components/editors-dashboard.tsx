/**
 * /admin/editors: the counts of Active, Awaiting Client Approval and Completed, and the
 * editing queue, oldest first, filtered by those groups. Each row has the editors' status
 * dropdown and opens the order's albums: the customer's photos as a zip, the design upload and
 * every proof round with the customer's comments. Rows are light (designs load when opened), so a
 * queue of hundreds stays quick.
 */
import { useState } from 'react';
import type { QueueOrder } from '@shared/editing';
import { queueGroupOf, type QueueGroup } from '@shared/proofs';
import { ApiError } from '@/lib/api-client';
import { useEditingQueue } from '../api/get-editing-queue';
import { QueueRow } from './queue-row';
import '../editors.css';

const groups: readonly { key: QueueGroup; label: string }[] = [
  { key: 'active', label: 'Active' },
  { key: 'awaitingApproval', label: 'Awaiting Client Approval' },
  { key: 'completed', label: 'Completed' },
];

export function EditorsDashboard({ userId }: { userId: string }) {
  const queue = useEditingQueue(userId);
  const [shown, setShown] = useState<QueueGroup | 'all'>('all');
  const [open, setOpen] = useState<string>();
  return (
    <section className="editors container" aria-labelledby="editors-title" data-testid="editors-dashboard">
      <header className="editors__header">
        <p className="eyebrow">Studio</p>
        <h1 id="editors-title">Editing</h1>
      </header>
      {queue.isPending ? (
        <p role="status">Loading the editing queue…</p>
      ) : queue.status === 'error' ? (
        <div className="editors__problem" role="alert">
          <p>{queue.error instanceof ApiError && queue.error.message ? queue.error.message : 'Failed to load the editing queue.'}</p>
          <button type="button" className="button button--quiet" onClick={() => void queue.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className="editors__counts" role="group" aria-label="Show orders">
            <button type="button" className="editors__count" aria-pressed={shown === 'all'} onClick={() => setShown('all')}>
              <span className="editors__count-number">{queue.data.orders.length}</span> All
            </button>
            {groups.map((g) => (
              <button
                key={g.key}
                type="button"
                className="editors__count"
                aria-pressed={shown === g.key}
                onClick={() => setShown(g.key)}
                data-testid={`count-${g.key}`}
              >
                <span className="editors__count-number">{queue.data.counts[g.key]}</span> {g.label}
              </button>
            ))}
          </div>
          <Queue
            orders={queue.data.orders.filter((o) => shown === 'all' || queueGroupOf(o.status) === shown)}
            open={open}
            onToggle={(id) => setOpen((was) => (was === id ? undefined : id))}
            onReload={() => void queue.refetch()}
          />
        </>
      )}
    </section>
  );
}

function Queue({ orders, open, onToggle, onReload }: { orders: QueueOrder[]; open?: string; onToggle(id: string): void; onReload(): void }) {
  if (orders.length === 0)
    return (
      <p className="editors__empty" data-testid="editors-empty">
        No orders are with the editing team here.
      </p>
    );
  return (
    <ul className="editors__queue" aria-label="Editing queue">
      {orders.map((order) => (
        // One row per order, whatever its version: a queue read again while an editor works in a
        // row (a click, an upload, the keyboard focus) leaves that row in place.
        <QueueRow key={order._id} order={order} expanded={open === order._id} onToggle={() => onToggle(order._id)} onReload={onReload} />
      ))}
    </ul>
  );
}
