/**
 * The design files' upload in words: each file's true state summed, the connection's loss said as
 * such. No browser APIs: relative imports keep it loadable by the node unit tests.
 */
import type { UppyFile } from '@uppy/core';
import { uploadProgressWords } from '../../../../../shared/upload-progress';
import { uploadStates } from '../../../../../shared/uploads';
import type { SendState } from '../../../lib/uploads/uploader';

type Sending = { file: Pick<UppyFile<never, never>, 'progress'>; state: SendState };

export function designUploadState(files: readonly Sending[], offline: boolean): string {
  if (!files.length) return '';
  const moving = files.filter((f) => f.state === 'waiting' || f.state === 'sending');
  const failed = files.filter((f) => f.state === 'failed').length;
  if (offline && moving.length) return uploadProgressWords.offline;
  if (failed) return `${failed} file${failed === 1 ? '' : 's'} failed to upload.`;
  if (!moving.length) return uploadStates.done;
  const total = moving.reduce((sum, f) => sum + (f.file.progress.bytesTotal ?? 0), 0);
  const sent = moving.reduce((sum, f) => sum + (f.file.progress.bytesUploaded || 0), 0);
  const percent = total ? Math.floor((sent / total) * 100) : 0;
  const waiting = moving.filter((f) => f.state === 'waiting').length;
  return `Sending ${moving.length} file${moving.length === 1 ? '' : 's'}: ${percent}%${waiting ? `, ${waiting} waiting their turn` : ''}…`;
}
