/**
 * The two answers to a proof, each confirmed before it is sent: Approve (the design is locked and
 * goes to print) or Request changes with the comments written beside the spreads. Once every album
 * has used its rounds, Request changes gives way to the Album Revision, which adds one.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderDesigns } from '@shared/editing';
import type { Order } from '@shared/orders';
import { proofMessages } from '@shared/proofs';
import { revisionOfferPath } from '@/features/add-ons';
import { useAnswerProof } from '../api/answer-proof';
import type { ShownSpread } from './shown-spreads';

export function ProofAnswerBar({
  userId,
  order,
  designs,
  spreads,
  comments,
  onAnswered,
}: {
  userId: string;
  order: Order;
  designs: OrderDesigns;
  spreads: ShownSpread[];
  comments: Record<string, string>;
  onAnswered(): void;
}) {
  const answer = useAnswerProof(userId, order._id);
  const [confirming, setConfirming] = useState<'approve' | 'changes'>();
  const rounds = Object.fromEntries(designs.lines.flatMap((l) => (l.state === 'with-customer' && l.rounds.length ? [[l.lineId, l.rounds.at(-1)!.round]] : [])));
  const written = spreads.filter((s) => s.canComment && comments[s.spreadId]?.trim());
  const canAskChanges = spreads.some((s) => s.canComment);
  // One offer per album whose rounds are used up, opening the revision page with that album chosen.
  const outOfRounds = designs.lines
    .filter((l) => l.state === 'with-customer')
    .flatMap((l) => spreads.find((s) => s.lineId === l.lineId) ?? [])
    .filter((s) => !s.canComment);
  const send = (decision: 'approve' | 'changes') =>
    answer.mutate(
      decision === 'approve'
        ? { decision, rounds }
        : { decision, rounds, comments: written.map((s) => ({ lineId: s.lineId, spreadId: s.spreadId, comment: comments[s.spreadId]!.trim() })) },
      { onSuccess: onAnswered },
    );

  if (confirming)
    return (
      <div className="proof-answer proof-answer--confirm" role="group" aria-label="Confirm your answer" data-testid="proof-confirm">
        <p>
          {confirming === 'approve'
            ? 'Approving locks your design: it is printed exactly as you see it, and can no longer change.'
            : `Send ${written.length} comment${written.length === 1 ? '' : 's'} to our designers? This uses a revision round.`}
        </p>
        <button type="button" className="button button--primary" disabled={answer.isPending} onClick={() => send(confirming)} data-testid="proof-confirm-send">
          {answer.isPending ? 'Sending…' : confirming === 'approve' ? 'Yes, approve the design' : 'Yes, send my comments'}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            answer.reset();
            setConfirming(undefined);
          }}
        >
          Back
        </button>
        {answer.error && (
          <p className="proof-answer__problem" role="alert">
            {answer.error.message}
          </p>
        )}
      </div>
    );
  return (
    <div className="proof-answer" data-testid="proof-answer">
      <button type="button" className="button button--primary" onClick={() => setConfirming('approve')} data-testid="proof-approve">
        Approve the design
      </button>
      {canAskChanges ? (
        <>
          <button
            type="button"
            className="button button--quiet"
            disabled={written.length === 0}
            onClick={() => setConfirming('changes')}
            data-testid="proof-request-changes"
          >
            Request changes{written.length ? ` (${written.length})` : ''}
          </button>
          {written.length === 0 && <span className="proof-answer__hint">{proofMessages.commentNeeded}</span>}
        </>
      ) : (
        <p className="proof-answer__offer" data-testid="proof-revision-offer">
          {proofMessages.noRoundsLeft}{' '}
          {outOfRounds.map((s, i) => (
            <span key={s.lineId}>
              {i > 0 && ' · '}
              <Link to={revisionOfferPath(order._id, s.lineId)}>Buy an Album Revision{outOfRounds.length > 1 ? ` for the ${s.albumName} album` : ''}</Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
