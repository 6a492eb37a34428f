/**
 * A line's uploader for React: made once per line, with a snapshot of its photos redrawn at most
 * once a frame however fast progress arrives. Uploaders outlive the page that shows them: a
 * customer who leaves My Orders while photos are on their way (to the cart, the home page) lets
 * them finish, and finds the line's uploader as it is on coming back. One with nothing left to
 * send is closed when its line leaves the page.
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

interface LiveUploader {
  uploader: PhotoUploader;
  /** The target of the page showing it now: its `sign` is read when a photo is signed. */
  target: UploadTarget;
  listeners: Set<() => void>;
}

const live = new Map<string, LiveUploader>();

function liveUploader(id: string, target: UploadTarget): LiveUploader {
  let entry = live.get(id);
  if (!entry) {
    const listeners = new Set<() => void>();
    const made: LiveUploader = { uploader: undefined as unknown as PhotoUploader, target, listeners };
    // The target is read when a photo is signed, so a gallery's name typed later still counts.
    made.uploader = createPhotoUploader(id, { ...target, sign: (images) => made.target.sign(images) }, () => listeners.forEach((l) => l()));
    live.set(id, (entry = made));
  }
  return entry;
}

/** Photos still on their way, counting those that failed and will be sent again by themselves. */
const hasWorkLeft = (uploader: PhotoUploader) =>
  uploader.uppy.getFiles().some((file) => !file.progress.uploadComplete && (!file.error || uploader.retrying(file.id)));

export function usePhotoUploader(id: string, target: UploadTarget, onBatchDone: () => void) {
  const latest = useRef({ target, onBatchDone });
  latest.current = { target, onBatchDone };
  const [uploader, setUploader] = useState<PhotoUploader>();
  const [, redraw] = useState(0);

  useEffect(() => {
    let frame = 0;
    const changed = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          redraw((n) => n + 1);
        });
    };
    const entry = liveUploader(id, latest.current.target);
    entry.target = { ...latest.current.target, sign: (images) => latest.current.target.sign(images) };
    entry.listeners.add(changed);
    const batchDone = () => latest.current.onBatchDone();
    entry.uploader.uppy.on('complete', batchDone);
    setUploader(entry.uploader);
    // Photos that finished while the page was away: the counts on screen are older than they are.
    if (entry.uploader.uppy.getFiles().some((file) => file.progress.uploadComplete)) batchDone();
    return () => {
      cancelAnimationFrame(frame);
      entry.listeners.delete(changed);
      entry.uploader.uppy.off('complete', batchDone);
      if (entry.listeners.size === 0 && !hasWorkLeft(entry.uploader)) {
        live.delete(id);
        entry.uploader.close();
      }
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
  const progress = batchProgress(
    rows.map((r) => ({ bytesTotal: r.size, bytesUploaded: r.bytesUploaded, done: r.state === 'done', failed: r.state === 'failed' })),
  );
  const signing = (uploader?.queue.waiting ?? 0) > 0 || rows.some((r) => r.state === 'sending' && r.bytesUploaded === 0);
  const state = !rows.length
    ? undefined
    : progress.failed
      ? uploadStates.failed
      : progress.done === progress.count
        ? uploadStates.done
        : signing
          ? uploadStates.signing
          : `Uploading ${progress.done} of ${progress.count} photos…`;

  return { uploader, rows, progress, state, inFlight: rows.filter((r) => r.state !== 'done').length, lost: uploader?.lost ?? [] };
}
