/**
 * The photos of a batch: a thumbnail, a progress bar and the true state each (waiting, sending
 * with its percentage, checking, received, refused with the reason, failed with a Retry), under
 * the whole batch's bar and the server's counts.
 */
import { uploadStates } from '@shared/uploads';
import type { Refusal } from '../photo-choice';
import type { PhotoRow } from '../use-photo-uploader';

const stateWords = (row: PhotoRow): string =>
  ({
    waiting: 'Waiting',
    sending: `Sending ${Math.floor(row.percent)}%`,
    checking: 'Checking',
    done: uploadStates.done,
    refused: `Refused: ${row.reason ?? 'not a photo we can print.'}`,
    failed: row.reason ? `${uploadStates.failed}: ${row.reason}` : uploadStates.failed,
  })[row.state];

interface UploadListProps {
  rows: PhotoRow[];
  /** Bytes sent, and the photos the server took (done) and refused. */
  progress: { percent: number; done: number; count: number; refused?: number };
  /** The batch's state in words, announced as it changes. */
  state: string | undefined;
  refused: Refusal[];
  /** Sends every failed photo again. */
  onRetry(): void;
  /** Sends one failed photo again. */
  onRetryPhoto?(id: string): void;
}

export function UploadList({ rows, progress, state, refused, onRetry, onRetryPhoto }: UploadListProps) {
  const failed = rows.filter((row) => row.state === 'failed').length;
  return (
    <div className="upload-list">
      <p className="upload-list__state" role="status" aria-live="polite" data-testid="upload-state">
        {state}
      </p>
      {rows.length > 0 && (
        <>
          <label className="upload-list__total">
            <span data-testid="batch-count">
              All photos: {progress.done} of {progress.count} received{progress.refused ? `, ${progress.refused} refused` : ''}
            </span>
            <progress max={100} value={progress.percent} data-testid="batch-progress">
              {progress.percent}%
            </progress>
          </label>
          {failed > 1 && (
            <button type="button" className="button button--quiet" onClick={onRetry}>
              Try the failed photos again
            </button>
          )}
          <ul className="upload-list__photos">
            {rows.map((row) => (
              <li key={row.id} className={`upload-photo upload-photo--${row.state}`} data-testid="upload-photo" data-state={row.state}>
                {row.preview ? (
                  <img className="upload-photo__thumb" src={row.preview} alt={row.fileName} width={56} height={56} loading="lazy" decoding="async" />
                ) : (
                  <span className="upload-photo__thumb" aria-hidden="true" />
                )}
                <span className="upload-photo__name">{row.fileName}</span>
                <progress className="upload-photo__bar" max={100} value={row.state === 'refused' ? 0 : row.percent} aria-label={`${row.fileName} sent`}>
                  {row.percent}%
                </progress>
                <span className="upload-photo__state" data-testid="photo-state">
                  {stateWords(row)}
                </span>
                {row.state === 'failed' && (
                  <button
                    type="button"
                    className="button button--quiet upload-photo__retry"
                    onClick={() => (onRetryPhoto ? onRetryPhoto(row.id) : onRetry())}
                    aria-label={`Retry ${row.fileName}`}
                  >
                    Retry
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <ul className="upload-list__refused" role="alert" data-testid="refused-photos">
          {refused.map((r, i) => (
            <li key={`${r.fileName}-${i}`}>
              <strong>{r.fileName}</strong>: {r.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
