/**
 * Sending the proof (the editors' move to Waiting for client approval, docs/editing.md): every
 * spread of the new rounds must have arrived and be an image; the rounds are marked sent, then the
 * order moves on the version the editor read. If the order cannot move (someone changed it), the
 * rounds are taken back, so the customer never sees a proof the order does not show. Once the
 * order has moved, the proof is announced (Proof sent), and the customer is emailed from there.
 */
import type { Order, StatusChange } from '../../../shared/orders';
import { proofMessages } from '../../../shared/proofs';
import { markSent, unmarkSent, type DesignRound } from '../../data/designs';
import { copyDraftToRound, getDraft } from '../../data/drafts';
import { readFileStart } from '../../data/photo-files';
import { changeOrderStatus } from '../../data/orders';
import { OrderChanged, ValidationFailed } from '../../kit/errors';
import type { Logger } from '../../kit/logger';
import { publish } from '../../kit/shop-events';
import { detectImageType, sameImageType } from '../../uploads/lib/file-type';
import type { LineRounds } from './lines';

async function notArrived(rounds: DesignRound[]): Promise<string[]> {
  const spreads = rounds.flatMap((r) => Object.values(r.spreads));
  const checked = await Promise.all(
    spreads.map(async (s) => {
      const bytes = await readFileStart(s.key, 16);
      const type = bytes && detectImageType(bytes);
      return type && sameImageType(type, s.mimeType) ? undefined : s.fileName;
    }),
  );
  return checked.filter((name): name is string => !!name).sort();
}

/** The customer's draft of each album, as it stands, is kept beside the round about to go out (the editors see what the round answered). */
async function keepDraftsBeside(rounds: DesignRound[], at: string): Promise<void> {
  await Promise.all(
    rounds.map(async (round) => {
      const draft = await getDraft(round.orderId, round.lineId);
      if (draft) await copyDraftToRound(draft, round.round, at);
    }),
  );
}

export async function sendProof(order: Order, lines: LineRounds[], version: number, entry: StatusChange, log: Logger): Promise<Order> {
  const drafts = lines.filter((l) => l.state === 'draft').map((l) => l.latest!);
  const missing = await notArrived(drafts);
  if (missing.length) throw new ValidationFailed(proofMessages.spreadsMissing(missing));
  const rounds = new Map(lines.map((l) => [l.line._id, l.latest!.round]));
  const note = lines.map((l) => `${l.line.albumName}: proof ${l.latest!.round}`).join(', ');
  await keepDraftsBeside(drafts, entry.updatedAt);
  const sent: DesignRound[] = [];
  let changed: Order;
  try {
    for (const round of drafts) {
      if (!(await markSent(round, entry.updatedAt))) throw new OrderChanged();
      sent.push(round);
    }
    changed = await changeOrderStatus(order, version, { ...entry, note });
  } catch (err) {
    await Promise.all(sent.map((round) => unmarkSent(round, entry.updatedAt)));
    throw err;
  }
  await publish('proofSent', { orderId: changed._id, rounds: Object.fromEntries(rounds) }, log);
  return changed;
}
