/** The photos of a batch: a thumbnail, a progress bar and a state each, under the whole batch's bar. */
import { uploadStates } from '@shared/uploads';
import type { Refusal } from '../photo-choice';
import type { PhotoRow } from '../use-photo-uploader';

const stateWords: Record<PhotoRow['state'], string> = {
  waiting: 'Waiting',
  sending: 'Uploading',
  done: uploadStates.done,
  failed: uploadStates.failed,
};

interface UploadListProps {
  rows: PhotoRow[];
  progress: { percent: number; done: number; count: number };
  /** The batch's state in the spec's words, announced as it changes. */
  state: string | undefined;
  refused: Refusal[];
  onRetry(): void;
}

export function UploadList({ rows, progress, state, refused, onRetry }: UploadListProps) {
  return (
    <div className="upload-list">
      <p className="upload-list__state" role="status" aria-live="polite" data-testid="upload-state">
        {state}
      </p>
      {rows.length > 0 && (
        <>
          <label className="upload-list__total">
            All photos: {progress.done} of {progress.count} sent
            <progress max={100} value={progress.percent} data-testid="batch-progress">
              {progress.percent}%
            </progress>
          </label>
          {state === uploadStates.failed && (
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
                <progress className="upload-photo__bar" max={100} value={row.percent} aria-label={`${row.fileName} uploaded`}>
                  {row.percent}%
                </progress>
                <span className="upload-photo__state">{stateWords[row.state]}</span>
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
