/**
 * Album design proofs (the design is included, further rounds are bought as Album Revisions;
 * the editors' dashboard and their four statuses): the rules both ends apply, with no I/O.
 * docs/editing.md tells the whole story; the words a customer or an editor reads are here.
 *
 * A proof is a *round* per album line: the editor uploads its spreads (and the print-ready file),
 * sends it, and the customer approves it or asks for changes with a comment per spread. The first
 * round is included; each further round is a bought Album Revision (`revisionsBought`).
 */
import { editorStatuses, type OrderStatus } from './orders';

/** Rounds a line may have: the included first proof plus the revisions bought for it. */
export const roundsAllowed = (line: { revisionsBought?: number }): number => 1 + (line.revisionsBought ?? 0);

/** Rounds still open to the customer after round `round` of the line. */
export const roundsLeftAfter = (line: { revisionsBought?: number }, round: number): number => Math.max(0, roundsAllowed(line) - round);

/** Where one album line's design stands, from its latest round. */
export type LineDesignState =
  /** No spread uploaded yet. */
  | 'no-design'
  /** The editor is uploading a round the customer has not seen. */
  | 'draft'
  /** The round was sent; the customer has not answered. */
  | 'with-customer'
  /** The customer asked for changes: the editor uploads the next round. */
  | 'changes-requested'
  /** The customer approved it: the design is locked. */
  | 'approved';

export interface RoundFacts {
  round: number;
  spreadCount: number;
  sentAt?: string;
  answer?: { decision: 'approved' | 'changes' };
}

export function lineDesignState(latest: RoundFacts | undefined): LineDesignState {
  if (!latest || (!latest.sentAt && latest.spreadCount === 0)) return 'no-design';
  if (!latest.sentAt) return 'draft';
  if (!latest.answer) return 'with-customer';
  return latest.answer.decision === 'approved' ? 'approved' : 'changes-requested';
}

/**
 * The proof may go to the customer once designs are in for every album: every album line has a
 * round the customer can look at, a new draft with spreads or (a line the customer did not
 * comment on last time) the round still with them; and at least one is new.
 */
export const designsAreIn = (states: readonly LineDesignState[]): boolean =>
  states.length > 0 && states.every((s) => s === 'draft' || s === 'with-customer') && states.includes('draft');

/** The orders the editors' queue holds (gsi3 `EDITING`): the editor statuses, and an approved design still to finish. */
export const editingQueueStatuses = [...editorStatuses, 'album-approved'] as const satisfies readonly OrderStatus[];
export const inEditingQueue = (status: OrderStatus): boolean => (editingQueueStatuses as readonly OrderStatus[]).includes(status);

/** The dashboard's counts: Active, Awaiting Client Approval, Completed. An approved design still needs its print file and the Completed mark. */
export type QueueGroup = 'active' | 'awaitingApproval' | 'completed';
export function queueGroupOf(status: OrderStatus): QueueGroup {
  if (status === 'Waiting for client approval') return 'awaitingApproval';
  if (status === 'Editing completed') return 'completed';
  return 'active';
}

export const proofMessages = {
  notInQueue: 'This order is not with the editing team.',
  notYourQueue: 'This is another editor’s queue.',
  noSuchAlbum: 'This order has no such album.',
  designsNotIn: 'Upload the design of every album before sending the proof.',
  withCustomer: 'The customer is looking at this proof. Wait for their answer before changing it.',
  locked: 'The customer approved this design, so it can no longer change.',
  notApprovedYet: 'The customer has not approved the design yet.',
  customersTurn: 'The proof is with the customer: only they can move the order on now.',
  printFileOnlyOnce: 'Upload the print-ready file of the round being designed, or of the approved design.',
  spreadsMissing: (names: readonly string[]) =>
    `${names.length === 1 ? 'This spread has' : 'These spreads have'} not arrived: ${names.join(', ')}. Upload ${names.length === 1 ? 'it' : 'them'} again.`,
  tooManySpreads: (max: number) => `A proof holds at most ${max} spreads.`,
  notWaiting: 'There is no proof waiting for your answer on this order.',
  proofChanged: 'This proof was replaced while you were looking at it. Reload to see the new one.',
  noRoundsLeft: 'You have used the revision rounds of this album. An Album Revision adds another round.',
  commentNeeded: 'Add a comment on at least one spread to say what to change.',
  commentsTooLong: 'Your comments are too long together for one answer. Please shorten some of them.',
  unknownSpread: 'That spread is not part of this proof.',
  noProofYet: 'Your album design is not ready yet. We will email you when it is.',
} as const;

/** Spreads are shown in the order of their file names, numbers by value (`spread-2` before `spread-10`). */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const bySpreadOrder = <S extends { fileName: string }>(a: S, b: S): number => collator.compare(a.fileName, b.fileName);

/** Proof spreads are images every browser shows; the print-ready file is what the printer takes. */
export const spreadMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const printFileMimeTypes = ['application/pdf', 'image/tiff', 'image/jpeg'] as const;
export const MAX_SPREAD_BYTES = 50 * 1024 * 1024;
export const MAX_PRINT_FILE_BYTES = 500 * 1024 * 1024;
/** A 40-page album has 20 spreads plus covers; this leaves room for a 200-page one. */
export const MAX_SPREADS_PER_ROUND = 120;
export const MAX_COMMENT_LENGTH = 1000;
/**
 * All comments of one answer together, in UTF-8 bytes, which is what DynamoDB's 400 KB item limit
 * counts. A round keeps its answer beside its spreads (up to 120, each its file name twice and its
 * key: about 180 KB at the longest names in CJK script). 120 comments of 1,000 characters fit in
 * characters but not in bytes: 1,000 CJK characters are 3,000 bytes, 360 KB for all of them, and
 * the round would be refused by the table. 150 KB leaves the round under 400 KB, and is still 120
 * full comments in Latin script or about 400 characters each in CJK.
 */
export const MAX_ANSWER_COMMENT_BYTES = 150_000;

/**
 * Whether an editor may move an order from `from` to `to` on the dashboard; the refusal's words,
 * or undefined. Sending the proof is the move to Waiting for client approval, once designs are in;
 * Editing completed comes after the customer's approval; while the proof is with the customer
 * only their answer moves the order. (Admin and Employee still set any status on the order page.)
 */
export function editorMoveRefusal(from: OrderStatus, to: OrderStatus, facts: { hasAlbums: boolean; designsIn: boolean }): string | undefined {
  if (!inEditingQueue(from)) return proofMessages.notInQueue;
  if (from === 'Waiting for client approval') return proofMessages.customersTurn;
  if (facts.hasAlbums && (from === 'album-approved' || from === 'Editing completed') && to !== 'Editing completed') return proofMessages.locked;
  if (to === 'Waiting for client approval' && !(facts.hasAlbums && facts.designsIn)) return proofMessages.designsNotIn;
  if (to === 'Editing completed' && facts.hasAlbums && from !== 'album-approved') return proofMessages.notApprovedYet;
  return undefined;
}
