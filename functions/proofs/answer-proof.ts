/**
 * POST /orders/{userId}/{orderId}/proof-answer: the customer approves the proof (album-approved:
 * the design is locked) or asks for changes with a comment per spread (back to Editing started;
 * a round is used, so only albums with a round left take comments). Only while the order is
 * Waiting for client approval, and only on the rounds the customer looked at. The rounds' answers
 * are written first, album by album, each once; then the order moves. If it cannot (someone
 * changed it meanwhile), the answers are taken back. Either way the answer is announced (Proof
 * answered), and the studio is emailed from there.
 */
import * as contracts from '../../shared/api/proofs';
import { proofMessages, roundsLeftAfter } from '../../shared/proofs';
import { listDesignRounds, recordAnswer, withdrawAnswer, type DesignRound, type ProofAnswerRecord } from '../data/designs';
import { changeOrderStatus } from '../data/orders';
import { linesOf } from '../editing/lib/lines';
import { Conflict, ValidationFailed } from '../kit/errors';
import { route } from '../kit/route';
import { publish } from '../kit/shop-events';
import { orderOf } from '../uploads/lib/order-lines';

export const handler = route(contracts.answerProof).handler(async ({ params, body, log }) => {
  const order = await orderOf(params);
  if (order.status !== 'Waiting for client approval') throw new Conflict(proofMessages.notWaiting);
  const waiting = linesOf(order, await listDesignRounds(order._id)).filter((l) => l.state === 'with-customer');
  if (!waiting.length) throw new Conflict(proofMessages.notWaiting);
  if (waiting.some((l) => body.rounds[l.line._id] !== l.latest!.round)) throw new Conflict(proofMessages.proofChanged);

  const at = new Date().toISOString();
  const answers: [DesignRound, ProofAnswerRecord][] = [];
  if (body.decision === 'approve') {
    for (const l of waiting) answers.push([l.latest!, { decision: 'approved', at, comments: [] }]);
  } else {
    for (const l of waiting) {
      const mine = body.comments.filter((c) => c.lineId === l.line._id);
      if (!mine.length) continue;
      const spreadIds = new Set(Object.values(l.latest!.spreads).map((s) => s.spreadId));
      if (!mine.every((c) => spreadIds.has(c.spreadId))) throw new ValidationFailed(proofMessages.unknownSpread);
      if (roundsLeftAfter(l.line, l.latest!.round) === 0) throw new Conflict(proofMessages.noRoundsLeft);
      answers.push([l.latest!, { decision: 'changes', at, comments: mine.map(({ spreadId, comment }) => ({ spreadId, comment })) }]);
    }
    const answered = answers.reduce((n, [, a]) => n + a.comments.length, 0);
    if (answered !== body.comments.length) throw new ValidationFailed(proofMessages.unknownSpread);
  }

  const status = body.decision === 'approve' ? 'album-approved' : 'Editing started';
  const note =
    body.decision === 'approve'
      ? `Approved ${waiting.map((l) => `${l.line.albumName} proof ${l.latest!.round}`).join(', ')}`
      : `Asked for changes: ${answers.map(([r, a]) => `${a.comments.length} on proof ${r.round}`).join(', ')}`;
  const written: DesignRound[] = [];
  let changed;
  try {
    for (const [round, answer] of answers) {
      if (!(await recordAnswer(round, answer))) throw new Conflict(proofMessages.proofChanged);
      written.push(round);
    }
    changed = await changeOrderStatus(order, order.version ?? 0, {
      status,
      updatedAt: at,
      updatedBy: { firstName: order.firstName, lastName: order.lastName },
      note,
    });
  } catch (err) {
    await Promise.all(written.map((round) => withdrawAnswer(round, at)));
    throw err;
  }
  await publish('proofAnswered', { orderId: changed._id, decision: body.decision, comments: body.decision === 'changes' ? body.comments.length : 0 }, log);
  return changed;
});
