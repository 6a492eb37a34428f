/**
 * An order's designs as the editors and the customer see them: spreads in order with short-lived
 * links. The customer sees only the rounds that were sent to them, and never the print-ready file.
 */
import type { LineDesign, OrderDesigns, RoundView } from '../../../shared/editing';
import { bySpreadOrder, roundsAllowed } from '../../../shared/proofs';
import type { Order } from '../../../shared/orders';
import type { DesignRound } from '../../data/designs';
import { signPhotoGet } from '../../data/photo-files';
import { linesOf } from './lines';

async function roundView(round: DesignRound, audience: 'editors' | 'customer'): Promise<RoundView> {
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
  };
}

export async function designsOf(order: Order, rounds: DesignRound[], audience: 'editors' | 'customer'): Promise<OrderDesigns> {
  const lines: LineDesign[] = await Promise.all(
    linesOf(order, rounds).map(async (lr) => ({
      lineId: lr.line._id,
      albumName: lr.line.albumName,
      // The customer never learns of a draft: to them a line being designed has no design yet.
      state: audience === 'customer' && lr.state === 'draft' ? (lr.rounds.length > 1 ? 'changes-requested' : 'no-design') : lr.state,
      roundsAllowed: roundsAllowed(lr.line),
      rounds: await Promise.all(lr.rounds.filter((r) => audience === 'editors' || r.sentAt).map((r) => roundView(r, audience))),
    })),
  );
  return { orderId: order._id, status: order.status, version: order.version ?? 0, lines };
}
