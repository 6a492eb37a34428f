/**
 * The proof, full-screen: every spread of every album in order, one at a time. Arrow keys and a
 * swipe (pointer events) turn the spreads, Z or the Zoom button shows one at full size, and while
 * the proof waits for an answer each spread takes a comment. A native modal <dialog>: the page
 * behind is inert and Escape closes it.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { OrderDesigns } from '@shared/editing';
import type { Order } from '@shared/orders';
import { ProofAnswerBar } from './proof-answer';
import { spreadsOf } from './shown-spreads';

/** A swipe this long (in CSS pixels) turns a spread; a shorter move is a tap. */
const SWIPE_PX = 50;

export function ProofViewer({
  userId,
  order,
  designs,
  answering,
  onClose,
}: {
  userId: string;
  order: Order;
  designs: OrderDesigns;
  answering: boolean;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const spreads = spreadsOf(order, designs, answering);
  const [at, setAt] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [comments, setComments] = useState<Record<string, string>>({});
  const swipe = useRef<{ x: number; id: number }>(undefined);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    return () => opener?.focus();
  }, []);

  const go = (step: number) => {
    setZoomed(false);
    setAt((i) => Math.min(spreads.length - 1, Math.max(0, i + step)));
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement) return;
    // On the zoomed spread the arrow keys move around it; elsewhere they turn the spreads.
    if (zoomed && e.target === stage.current && e.key.startsWith('Arrow')) return;
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'z' || e.key === 'Z') setZoomed((z) => !z);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    if (!zoomed) swipe.current = { x: e.clientX, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    swipe.current = undefined;
    if (!start || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  const spread = spreads[at];
  return (
    <dialog ref={dialog} className="proof-viewer" aria-labelledby="proof-viewer-title" onClose={onClose} onKeyDown={onKey} data-testid="proof-viewer">
      <header className="proof-viewer__bar">
        <h2 id="proof-viewer-title" className="proof-viewer__title">
          {spread ? (
            <>
              {spread.albumName} album ·{' '}
              <span data-testid="proof-round">
                Proof {spread.round} of {spread.roundsAllowed}
              </span>
            </>
          ) : (
            'Your album design'
          )}
        </h2>
        <p className="proof-viewer__where" aria-live="polite" data-testid="proof-position">
          {spread ? `Spread ${at + 1} of ${spreads.length}: ${spread.fileName}` : 'No spreads'}
        </p>
        <button type="button" className="button button--quiet" onClick={() => setZoomed((z) => !z)} aria-pressed={zoomed} data-testid="proof-zoom">
          {zoomed ? 'Zoom out' : 'Zoom in'}
        </button>
        <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()} data-testid="proof-close">
          Close
        </button>
      </header>
      {spread && (
        <div
          ref={stage}
          className={`proof-viewer__stage${zoomed ? ' proof-viewer__stage--zoomed' : ''}`}
          // Zoomed, the spread scrolls: the keyboard must reach it too.
          {...(zoomed ? { tabIndex: 0, role: 'region', 'aria-label': 'Zoomed spread: arrow keys move around it' } : {})}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipe.current = undefined)}
          data-testid="proof-stage"
        >
          <img
            src={spread.url}
            alt={`${spread.albumName} album, ${spread.fileName}`}
            className="proof-viewer__spread"
            draggable={false}
            onDoubleClick={() => setZoomed((z) => !z)}
            data-testid="proof-spread"
            data-spread-id={spread.spreadId}
          />
        </div>
      )}
      {/* aria-disabled, not disabled: a button that becomes disabled drops the keyboard's focus to
          the page, and the arrow keys would stop turning the spreads until the customer tabs back. */}
      <nav className="proof-viewer__turn" aria-label="Spreads">
        <button type="button" className="button button--quiet" onClick={() => go(-1)} aria-disabled={at === 0} data-testid="proof-previous">
          ← Previous
        </button>
        <button type="button" className="button button--quiet" onClick={() => go(1)} aria-disabled={at >= spreads.length - 1} data-testid="proof-next">
          Next →
        </button>
      </nav>
      {spread?.answered && <p className="proof-viewer__answered">Your comment: “{spread.answered}”</p>}
      {spread?.canComment && (
        <label className="proof-viewer__comment">
          Comment on this spread (optional)
          <textarea
            value={comments[spread.spreadId] ?? ''}
            maxLength={1000}
            rows={2}
            data-testid="spread-comment-input"
            onChange={(e) => setComments((c) => ({ ...c, [spread.spreadId]: e.target.value }))}
          />
        </label>
      )}
      {answering && (
        <ProofAnswerBar userId={userId} order={order} designs={designs} spreads={spreads} comments={comments} onAnswered={() => dialog.current?.close()} />
      )}
    </dialog>
  );
}
