/**
 * An order's designs as the editors and the customer see them: spreads in order with short-lived
 * links. The customer sees only the rounds that were sent to them, and never the print-ready file.
 */
import type { LineDesign, OrderDesigns, RoundView } from '../../../shared/editing';
import { bySpreadOrder, roundsAllowed } from '../../../shared/proofs';
import type { Order } from '../../../shared/orders';
import type { DesignRound } from '../../data/designs';
import type { DraftFacts, RoundDraftItem } from '../../data/drafts';
import { signPhotoGet } from '../../data/photo-files';
import { linesOf } from './lines';

/** What the editors see of the customer's drafts: which lines have one, and the draft each round was sent with. */
export interface DraftsSeen {
  facts: DraftFacts[];
  rounds: RoundDraftItem[];
}

async function roundView(round: DesignRound, audience: 'editors' | 'customer', sentWith?: RoundDraftItem): Promise<RoundView> {
  const spreads = Object.values(round.spreads ?? {}).sort(bySpreadOrder);
  const print = round.printFile;
  return {
    round: round.round,
    spreads: await Promise.all(spreads.map(async (s) => ({ spreadId: s.spreadId, fileName: s.fileName, url: await signPhotoGet(s.key) }))),
    ...(audience === 'editors' && print
      ? {
          printFile: {
            fileName: print.fileName,
            size: print.size,
            uploading: !print.completedAt,
            ...(print.completedAt ? { url: await signPhotoGet(print.key) } : {}),
          },
        }
      : {}),
    ...(round.sentAt ? { sentAt: round.sentAt } : {}),
    ...(round.answer ? { answer: round.answer } : {}),
    // A copy is made as a round goes out; one left by a send that failed belongs to no sent round.
    ...(audience === 'editors' && round.sentAt && sentWith ? { draftVersion: sentWith.version, draft: sentWith.draft } : {}),
  };
}

export async function designsOf(order: Order, rounds: DesignRound[], audience: 'editors' | 'customer', drafts?: DraftsSeen): Promise<OrderDesigns> {
  const sentWith = (lineId: string, round: number) => drafts?.rounds.find((d) => d.lineId === lineId && d.round === round);
  const lines: LineDesign[] = await Promise.all(
    linesOf(order, rounds).map(async (lr) => {
      const draft = audience === 'editors' ? drafts?.facts.find((d) => d.lineId === lr.line._id) : undefined;
      return {
        lineId: lr.line._id,
        albumName: lr.line.albumName,
        // The customer never learns of a draft: to them a line being designed has no design yet.
        state: audience === 'customer' && lr.state === 'draft' ? (lr.rounds.length > 1 ? 'changes-requested' : 'no-design') : lr.state,
        roundsAllowed: roundsAllowed(lr.line),
        rounds: await Promise.all(
          lr.rounds.filter((r) => audience === 'editors' || r.sentAt).map((r) => roundView(r, audience, sentWith(lr.line._id, r.round))),
        ),
        ...(draft ? { draft: { version: draft.version, updatedAt: draft.updatedAt } } : {}),
      };
    }),
  );
  return { orderId: order._id, status: order.status, version: order.version ?? 0, lines };
}
