/**
 * A line's uploader for React: made once per line, with a snapshot of its photos redrawn at most
 * five times a second however fast progress arrives (a redraw a frame would take the processor
 * from the upload), and at once when a photo reaches S3 or fails. Each photo's state is its true one: waiting for its
 * turn, sending (with its percentage), checking (in S3, the server's check not answered yet),
 * done or refused as the server's list of the line says, or failed. The server's word is final:
 * its list is read again while a photo is being checked. Uploaders outlive the page
 * that shows them: a customer who leaves My Orders while photos are on their way lets them finish,
 * and finds the line's uploader as it is on coming back. One with nothing left to send is closed
 * when its line leaves the page.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GALLERY_LINE, type LineImage } from '@shared/uploads';
import { galleryImagesQuery } from './api/get-gallery-images';
import { lineImagesQuery } from './api/get-line-images';
import { batchState, photoStateOf, progressOf, type PhotoState } from './photo-states';
import { createPhotoUploader, type PhotoUploader, type SentPhoto, type UploadTarget } from './photo-uploader';

export interface PhotoRow {
  id: string;
  fileName: string;
  size: number;
  bytesUploaded: number;
  percent: number;
  state: PhotoState;
  /** Why the photo was refused (the server's reason) or failed. */
  reason?: string;
  /**
   * A thumbnail of the photo: made in this visit once nothing is sending, or the server's; the photo
   * itself only for one whose thumbnail this page will not make (a 56 px picture is not worth
   * fetching a 5 MB photo back from S3 for, each time the list's links are signed again, and
   * decoding it on the page while the next photos go).
   */
  preview?: string;
  width?: number;
  height?: number;
  imageId?: string;
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
const hasWorkLeft = ({ uploader }: PhotoUploader) => uploader.uppy.getFiles().some((file) => ['waiting', 'sending'].includes(uploader.stateOf(file.id)));

const REDRAW_MS = 200;
/** While a photo is being checked, the server's list is read this often; while others still go, less often. */
const CHECKING_POLL_MS = 1_000;
const SENDING_POLL_MS = 10_000;

/**
 * `watch`: read the server's list of the line even before a photo is chosen here (its photos from
 * another visit count for the low-resolution warning); by default only once one is.
 */
export function usePhotoUploader(id: string, target: UploadTarget, onBatchDone: () => void, watch = false) {
  const latest = useRef({ target, onBatchDone });
  latest.current = { target, onBatchDone };
  const [uploader, setUploader] = useState<PhotoUploader>();
  const [, redraw] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let drawnAt = 0;
    const changed = () => {
      timer ??= setTimeout(
        () => {
          timer = undefined;
          drawnAt = Date.now();
          redraw((n) => n + 1);
        },
        Math.max(0, drawnAt + REDRAW_MS - Date.now()),
      );
    };
    // A photo reaching S3 (or failing) is shown at once; only progress waits for the next redraw.
    const arrived = () => {
      clearTimeout(timer);
      timer = undefined;
      drawnAt = Date.now();
      redraw((n) => n + 1);
    };
    const entry = liveUploader(id, latest.current.target);
    entry.target = { ...latest.current.target, sign: (images) => latest.current.target.sign(images) };
    entry.listeners.add(changed);
    entry.uploader.uppy.on('upload-success', arrived);
    entry.uploader.uppy.on('upload-error', arrived);
    setUploader(entry.uploader);
    // Photos that finished while the page was away: the counts on screen are older than they are.
    if (entry.uploader.sent.size) latest.current.onBatchDone();
    return () => {
      clearTimeout(timer);
      entry.listeners.delete(changed);
      entry.uploader.uppy.off('upload-success', arrived);
      entry.uploader.uppy.off('upload-error', arrived);
      if (entry.listeners.size === 0 && !hasWorkLeft(entry.uploader)) {
        live.delete(id);
        entry.uploader.close();
      }
    };
  }, [id]);

  // The visit's photos in the order chosen: those in S3 from the uploader's record, the rest from Uppy.
  const sent = uploader?.sent ?? new Map<string, SentPhoto>();
  const files = (uploader?.uppy.getFiles() ?? []).filter((file) => !sent.has(file.id));
  const { userId, orderId, lineId } = target;
  const listOptions =
    lineId === GALLERY_LINE
      ? { ...galleryImagesQuery(userId, orderId), select: (gallery: { images: LineImage[] }) => gallery.images }
      : { ...lineImagesQuery(userId, orderId, lineId), select: (images: LineImage[]) => images };
  const [poll, setPoll] = useState<number | false>(false);
  const server = useQuery({
    ...(listOptions as unknown as ReturnType<typeof lineImagesQuery>),
    select: listOptions.select as (images: LineImage[]) => LineImage[],
    // Photos of this visit, still sending or in S3 and not yet checked, need the server's word on them.
    enabled: watch || files.length > 0 || sent.size > 0,
    refetchInterval: poll,
  });
  const known = new Map((server.data ?? []).map((image) => [image.imageId, image]));

  const photos = [
    ...[...sent.values()].map((photo) => ({ photo, file: undefined, order: photo.order })),
    ...files.map((file) => ({ photo: undefined, file, order: file.meta.order ?? Infinity })),
  ].sort((a, b) => a.order - b.order);
  const rows: PhotoRow[] = [];
  for (const { photo, file } of photos) {
    const imageId = photo ? photo.imageId : file!.meta.imageId;
    const image = imageId ? known.get(imageId) : undefined;
    const id = photo?.id ?? file!.id;
    const state = photoStateOf(photo ? 'sent' : uploader!.uploader.stateOf(id), image?.status, {
      // A list read after the photo arrived that does not hold it: the photo was removed meanwhile.
      listedSince: !!imageId && server.isSuccess && server.dataUpdatedAt > (photo?.sentAt ?? 0),
    });
    if (!state) continue;
    const size = photo?.size ?? file!.size ?? 0;
    rows.push({
      id,
      fileName: photo?.fileName ?? file!.name ?? 'photo',
      size,
      bytesUploaded: photo ? size : Number(file!.progress.bytesUploaded) || 0,
      percent: photo ? 100 : (file!.progress.percentage ?? 0),
      state,
      reason: state === 'refused' ? image?.reason : state === 'failed' ? (file?.error ?? undefined) : undefined,
      preview:
        uploader?.thumbnails.get(id) ?? (state === 'done' ? (image?.thumbnailUrl ?? (uploader?.thumbnailComing(id) ? undefined : image?.url)) : undefined),
      width: (photo ?? file?.meta)?.width ?? image?.width,
      height: (photo ?? file?.meta)?.height ?? image?.height,
      imageId,
    });
  }
  // The server's word on the photos in S3: read every second once the batch is in S3, and only
  // every 10 s while photos still go (each read signs a link per photo, work the API would
  // otherwise take from the upload on a shared machine).
  const anyChecking = rows.some((r) => r.state === 'checking');
  const moving = rows.some((r) => r.state === 'waiting' || r.state === 'sending');
  const interval = anyChecking ? (moving ? SENDING_POLL_MS : CHECKING_POLL_MS) : false;
  useEffect(() => setPoll(interval), [interval]);
  // The server's counts change as photos are checked: whoever shows them reads them again once the
  // batch has gone and photos it had not seen settled (done or refused), not when a batch merely
  // reaches S3 (its places were counted when signed; its checks come later) nor again for photos
  // of an earlier batch.
  const reported = useRef(new Set<string>());
  const newlySettled = moving
    ? ''
    : rows
        .filter((r) => (r.state === 'done' || r.state === 'refused') && !reported.current.has(r.id))
        .map((r) => r.id)
        .join(' ');
  useEffect(() => {
    if (!newlySettled) return;
    for (const id of newlySettled.split(' ')) reported.current.add(id);
    latest.current.onBatchDone();
  }, [newlySettled]);

  const progress = progressOf(rows);
  const state = batchState(rows, { offline: !!uploader?.uploader.offline, signing: !!uploader?.queue.signing });
  return {
    uploader,
    rows,
    progress,
    state,
    /** The line's photos as the server lists them (every visit's), once read. */
    serverImages: server.data,
    /** Photos of this visit the server does not count yet (not signed), so a second batch is checked against both. */
    inFlight: rows.filter((r) => !r.imageId && r.state !== 'refused').length,
    lost: uploader?.lost ?? [],
    retry: (fileId: string) => uploader?.uploader.retry(fileId),
  };
}
