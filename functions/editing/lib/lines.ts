/** An order's album lines with their design rounds, and where the editor's next files go. */
import { lineDesignState, proofMessages, type LineDesignState, type RoundFacts } from '../../../shared/proofs';
import type { Order } from '../../../shared/orders';
import type { DesignRound } from '../../data/designs';
import { Conflict, ValidationFailed } from '../../kit/errors';

export type AlbumLine = Order['albums'][number];

export interface LineRounds {
  line: AlbumLine;
  /** Oldest first. */
  rounds: DesignRound[];
  latest?: DesignRound;
  state: LineDesignState;
}

export const factsOf = (round: DesignRound): RoundFacts => ({
  round: round.round,
  spreadCount: Object.keys(round.spreads ?? {}).length,
  ...(round.sentAt ? { sentAt: round.sentAt } : {}),
  ...(round.answer ? { answer: round.answer } : {}),
});

export function linesOf(order: Order, rounds: DesignRound[]): LineRounds[] {
  return order.albums.map((line) => {
    const own = rounds.filter((r) => r.lineId === line._id).sort((a, b) => a.round - b.round);
    const latest = own.at(-1);
    return { line, rounds: own, latest, state: lineDesignState(latest && factsOf(latest)) };
  });
}

export function lineRoundsOf(order: Order, rounds: DesignRound[], lineId: string): LineRounds {
  const found = linesOf(order, rounds).find((l) => l.line._id === lineId);
  if (!found) throw new ValidationFailed(proofMessages.noSuchAlbum, { lineId: proofMessages.noSuchAlbum });
  return found;
}

/**
 * The round the editor's files go to: the draft being designed, the first, or the next one after
 * the customer asked for changes. The print-ready file may also go to the approved design.
 */
export function roundForFiles(order: Order, lr: LineRounds, kind: 'spreads' | 'printFile'): number {
  switch (lr.state) {
    case 'no-design':
    case 'draft':
      return lr.latest?.round ?? 1;
    case 'changes-requested':
      return lr.latest!.round + 1;
    case 'with-customer':
      throw new Conflict(proofMessages.withCustomer);
    case 'approved':
      if (kind === 'printFile' && order.status === 'album-approved') return lr.latest!.round;
      throw new Conflict(proofMessages.locked);
  }
}
