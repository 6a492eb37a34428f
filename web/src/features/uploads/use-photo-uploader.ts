/**
 * A line's uploader for React: made once per line (and closed when the line leaves the page),
 * with a snapshot of its photos redrawn at most once a frame however fast progress arrives.
 */
import { useEffect, useRef, useState } from 'react';
import { uploadStates } from '@shared/uploads';
import { batchProgress } from './photo-choice';
import { createPhotoUploader, type PhotoUploader, type UploadTarget } from './photo-uploader';

export interface PhotoRow {
  id: string;
  fileName: string;
  size: number;
  bytesUploaded: number;
  percent: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  /** An object URL of the photo itself, for its thumbnail in the list. */
  preview?: string;
  width?: number;
  height?: number;
}

export function usePhotoUploader(id: string, target: UploadTarget, onBatchDone: () => void) {
  const latest = useRef({ target, onBatchDone });
  latest.current = { target, onBatchDone };
  const [uploader, setUploader] = useState<PhotoUploader>();
  const [, redraw] = useState(0);

  useEffect(() => {
    let frame = 0;
    const changed = () => {
      if (!frame) frame = requestAnimationFrame(() => {
        frame = 0;
        redraw((n) => n + 1);
      });
    };
    // The target is read when a photo is signed, so a gallery's name typed later still counts.
    const made = createPhotoUploader(id, {
      ...latest.current.target,
      sign: (images) => latest.current.target.sign(images),
    }, changed);
    made.uppy.on('complete', () => latest.current.onBatchDone());
    setUploader(made);
    return () => {
      cancelAnimationFrame(frame);
      made.close();
    };
  }, [id]);

  const previews = useRef(new Map<string, string>());
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const rows: PhotoRow[] = (uploader?.uppy.getFiles() ?? []).map((file) => {
    let preview = previews.current.get(file.id);
    if (!preview && file.data instanceof Blob && file.data.size) {
      preview = URL.createObjectURL(file.data);
      previews.current.set(file.id, preview);
    }
    const done = !!file.progress.uploadComplete;
    const failed = !!file.error && !uploader?.retrying(file.id);
    return {
      id: file.id,
      fileName: file.name ?? 'photo',
      size: file.size ?? 0,
      bytesUploaded: Number(file.progress.bytesUploaded) || 0,
      percent: file.progress.percentage ?? 0,
      state: done ? 'done' : failed ? 'failed' : file.progress.uploadStarted ? 'sending' : 'waiting',
      preview,
      ...uploader?.sizes.get(file.id),
    };
  });
  const progress = batchProgress(rows.map((r) => ({ bytesTotal: r.size, bytesUploaded: r.bytesUploaded, done: r.state === 'done', failed: r.state === 'failed' })));
  const signing = (uploader?.queue.waiting ?? 0) > 0 || rows.some((r) => r.state === 'sending' && r.bytesUploaded === 0);
  const state = !rows.length ? undefined
    : progress.failed ? uploadStates.failed
    : progress.done === progress.count ? uploadStates.done
    : signing ? uploadStates.signing
    : `Uploading ${progress.done} of ${progress.count} photos…`;

  return { uploader, rows, progress, state, inFlight: rows.filter((r) => r.state !== 'done').length };
}
