/**
 * The albums of one order in the queue, each with the customer's photos, the design upload and its
 * proof rounds; and the proof's sending, offered once designs are in for every album
 * (docs/editing.md, "When the proof goes out").
 */
import type { QueueOrder } from '@shared/editing';
import { designsAreIn } from '@shared/proofs';
import { ApiError } from '@/lib/api-client';
import { useOrderDesigns } from '../api/get-order-designs';
import { useSetEditingStatus } from '../api/set-editing-status';
import { LineDesignPanel } from './line-design';

export function OrderDesignsPanel({ order }: { order: QueueOrder }) {
  const designs = useOrderDesigns(order.user, order._id);
  const send = useSetEditingStatus(order);
  if (designs.isPending) return <p role="status">Loading the designs…</p>;
  if (designs.status === 'error')
    return (
      <p className="editors__problem" role="alert">
        {designs.error instanceof ApiError ? designs.error.message : 'Failed to load the designs.'}
      </p>
    );
  const ready = designsAreIn(designs.data.lines.map((l) => l.state));
  const canSend = ready && (order.status === 'Sent to editing team' || order.status === 'Editing started');
  return (
    <div className="order-designs" data-testid="order-designs">
      {order.albums.length === 0 && <p>This order has no album to design.</p>}
      {designs.data.lines.map((line) => {
        const album = order.albums.find((a) => a._id === line.lineId)!;
        return <LineDesignPanel key={line.lineId} order={order} album={album} design={line} />;
      })}
      {order.albums.length > 0 && (
        <div className="order-designs__send">
          <button
            type="button"
            className="button button--primary"
            disabled={!canSend || send.isPending}
            onClick={() => send.mutate('Waiting for client approval')}
            data-testid="send-proof"
          >
            {send.isPending ? 'Sending…' : 'Send the proof to the customer'}
          </button>
          <p className="order-designs__hint">
            {canSend
              ? 'Every album has its design: the customer is emailed and the order waits for their approval.'
              : order.status === 'Waiting for client approval'
                ? 'The proof is with the customer.'
                : 'Upload the design of every album to send the proof.'}
          </p>
          {send.error && (
            <p className="editors__problem" role="alert">
              {send.error.message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
