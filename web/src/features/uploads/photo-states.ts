/**
 * The true state of each photo of a batch, and of the batch: the uploader's side (waiting for its
 * turn, sending, in S3, failed) joined to the server's word on it (its list of the line: still
 * being checked, uploaded, or refused with the reason), which is final. No browser APIs: relative
 * imports keep it loadable by the node unit tests.
 */
import { uploadProgressWords } from '../../../../shared/upload-progress';
import { uploadStates, type ImageStatus } from '../../../../shared/uploads';
import type { SendState } from '../../lib/uploads/uploader';
import { batchProgress } from './photo-choice';

export type PhotoState = 'waiting' | 'sending' | 'checking' | 'done' | 'refused' | 'failed';

/**
 * A photo's state from the uploader's and the server's: undefined for a photo the server no longer
 * lists in a list read after it arrived (removed meanwhile).
 */
export function photoStateOf(send: SendState, server: ImageStatus | undefined, { listedSince }: { listedSince: boolean }): PhotoState | undefined {
  if (server === 'rejected') return 'refused';
  if (server === 'uploaded') return 'done';
  if (send !== 'sent') return send;
  return !server && listedSince ? undefined : 'checking';
}

interface BatchRow {
  state: PhotoState;
  size: number;
  bytesUploaded: number;
}

/** Bytes sent over bytes to send, and how many photos the server took (done) and refused. */
export function progressOf(rows: readonly BatchRow[]) {
  const inS3 = (row: BatchRow) => row.state === 'checking' || row.state === 'done' || row.state === 'refused';
  const sums = batchProgress(rows.map((row) => ({ bytesTotal: row.size, bytesUploaded: row.bytesUploaded, done: inS3(row), failed: row.state === 'failed' })));
  return { ...sums, done: rows.filter((r) => r.state === 'done').length, refused: rows.filter((r) => r.state === 'refused').length };
}

/** The batch's state in words, announced as it changes; undefined before anything is chosen. */
export function batchState(rows: readonly BatchRow[], { offline, signing }: { offline: boolean; signing: boolean }): string | undefined {
  if (!rows.length) return undefined;
  const count = (state: PhotoState) => rows.filter((r) => r.state === state).length;
  const moving = count('waiting') + count('sending');
  if (offline && moving) return uploadProgressWords.offline;
  if (count('failed')) return uploadStates.failed;
  if (moving) {
    if (signing && !rows.some((r) => r.state === 'sending' && r.bytesUploaded > 0)) return uploadStates.signing;
    return `Sending photos: ${rows.length - moving} of ${rows.length} sent…`;
  }
  if (count('checking')) return uploadProgressWords.checking;
  const refused = count('refused');
  return refused ? `${count('done')} of ${rows.length} photos received, ${refused} refused.` : uploadStates.done;
}
