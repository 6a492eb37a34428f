/**
 * The album design on My Orders: when the proof waits for the customer, a clear call to
 * review it; afterwards what they answered and the design to look at again. Read only for orders
 * at the design's steps, so My Orders makes no call for the others.
 */
import { useState } from 'react';
import type { Order, OrderStatus } from '@shared/orders';
import { proofMessages } from '@shared/proofs';
import { useProof } from '../api/get-proof';
import { ProofViewer } from './proof-viewer';
import '../proofs.css';

const designSteps: readonly OrderStatus[] = ['Editing started', 'Waiting for client approval', 'album-approved', 'Editing completed'];

export function ProofReview({ userId, order }: { userId: string; order: Order }) {
  const relevant = order.albums.length > 0 && designSteps.includes(order.status);
  const proof = useProof(userId, order._id, relevant);
  const [open, setOpen] = useState(false);
  if (!relevant || !proof.data) return null;
  const sent = proof.data.lines.filter((l) => l.rounds.length > 0);
  const waiting = order.status === 'Waiting for client approval';
  if (!sent.length) return waiting ? <p className="proof-review">{proofMessages.noProofYet}</p> : null;
  const approved = sent.every((l) => l.state === 'approved');
  return (
    <section className={`proof-review${waiting ? ' proof-review--waiting' : ''}`} aria-label="Your album design" data-testid="proof-review">
      <h3 className="proof-review__title">Your album design</h3>
      <p className="proof-review__lede" data-testid="proof-review-state">
        {waiting
          ? 'Your design is ready. Look through every spread, then approve it or tell us what to change.'
          : approved
            ? 'You approved your design. It is locked and goes to print as you saw it.'
            : 'We are making the changes you asked for, and will email you when the next proof is ready.'}
      </p>
      <button type="button" className={`button ${waiting ? 'button--primary' : 'button--quiet'}`} onClick={() => setOpen(true)} data-testid="open-proof">
        {waiting ? 'Review your design' : 'See the design'}
      </button>
      {open && <ProofViewer userId={userId} order={order} designs={proof.data} answering={waiting} onClose={() => setOpen(false)} />}
    </section>
  );
}
