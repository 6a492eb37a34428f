/**
 * The spreads the proof viewer shows, one after another: the latest round of each album line,
 * whether each may take a comment, and the comment it was answered with. The viewer turns them and
 * the answer bar sends their comments.
 */
import type { OrderDesigns } from '@shared/editing';
import type { Order } from '@shared/orders';
import { roundsLeftAfter } from '@shared/proofs';

export interface ShownSpread {
  lineId: string;
  albumName: string;
  round: number;
  roundsAllowed: number;
  canComment: boolean;
  spreadId: string;
  fileName: string;
  url: string;
  /** The customer's comment when this round was answered. */
  answered?: string;
}

export function spreadsOf(order: Order, designs: OrderDesigns, answering: boolean): ShownSpread[] {
  return designs.lines.flatMap((line) => {
    const round = line.rounds.at(-1);
    if (!round) return [];
    const album = order.albums.find((a) => a._id === line.lineId);
    const canComment = answering && line.state === 'with-customer' && roundsLeftAfter(album ?? {}, round.round) > 0;
    const answered = new Map(round.answer?.comments.map((c) => [c.spreadId, c.comment]));
    return round.spreads.map((s) => ({
      lineId: line.lineId,
      albumName: line.albumName,
      round: round.round,
      roundsAllowed: line.roundsAllowed,
      canComment,
      spreadId: s.spreadId,
      fileName: s.fileName,
      url: s.url,
      ...(answered.has(s.spreadId) ? { answered: answered.get(s.spreadId) } : {}),
    }));
  });
}
