/**
 * The uploader of one order line (or of an order gallery), over the shop's uploader to S3
 * (lib/uploads): photos go from the browser straight to S3; a photo over 10 MB goes in 5 MB parts,
 * and the chosen photos are kept in the browser so a reload resumes them. A photo's first bytes
 * are read before it goes: a file that is no image is refused there and then, and the pixel size
 * found in the header serves the low-resolution warning. Thumbnails are made only while nothing
 * is sending, so they never slow the photos down. The API only signs (see SigningQueue).
 */
import type { Meta } from '@uppy/core';
import { uploadProgressWords } from '@shared/upload-progress';
import { MAX_IMAGE_BYTES, MULTIPART_THRESHOLD_BYTES, SIGNED_PUT_HEADERS, uploadMessages, type ImageFile, type ImageMimeType } from '@shared/uploads';
import { createUploader, type UploadFile, type Uploader } from '@/lib/uploads';
import { abortMultipartUpload } from './api/abort-multipart-upload';
import { completeMultipartUpload } from './api/complete-multipart-upload';
import { listUploadParts } from './api/list-upload-parts';
import { removeLineImage } from './api/remove-line-image';
import { signUploadPart } from './api/sign-upload-parts';
import { startMultipartUpload } from './api/start-multipart-upload';
import { readHeader, sendThumbnail, stopThumbnails, thumbnailOf, ThumbnailStopped, type PhotoHeader } from './image-tools';
import type { Refusal } from './photo-choice';
import { SigningQueue, type SignPhotos } from './signing-queue';
import { urlFreshFor } from './signed-url';

export interface PhotoMeta extends Meta {
  mimeType: ImageMimeType;
  /** The pixel size read from the photo's header (kept with the saved state, so a reload still warns). */
  width?: number;
  height?: number;
  imageId?: string;
  thumbnailUrl?: string;
  /** A signed PUT kept with the file, so a reload while it is valid does not sign (and reserve) it again. */
  uploadUrl?: string;
}
export type PhotoFile = UploadFile<PhotoMeta>;

export interface UploadTarget {
  userId: string;
  orderId: string;
  lineId: string;
  /** Signs a batch of small photos (the line's route, or the gallery's). */
  sign: SignPhotos;
}

/** A photo as chosen: its file, the type it claims, and its header when already read. */
export interface ChosenPhoto {
  file: File;
  mimeType: ImageMimeType;
  header?: PhotoHeader;
}

/**
 * What one uploader keeps in IndexedDB for a reload: some eighty 25 MB photos. Photos chosen past
 * it are still sent, but a reload before they arrive cannot resume them.
 */
const keptInBrowser = { maxFileSize: MAX_IMAGE_BYTES, maxTotalSize: 2 * 1024 * 1024 * 1024 };
/** A signed URL with less than this left is signed again rather than started. */
const URL_MARGIN_MS = 60_000;

export interface PhotoUploader {
  uploader: Uploader<PhotoMeta>;
  uppy: Uploader<PhotoMeta>['uppy'];
  queue: SigningQueue;
  /** Photos refused in the browser (no image in their first bytes) or lost in a reload, with the reason. */
  lost: Refusal[];
  /** Thumbnails made in this visit, by file id (object URLs). */
  thumbnails: Map<string, string>;
  /** When each photo of this visit reached S3, by file id. */
  sentAt: Map<string, number>;
  /** Reads each photo's header, refuses those that are no image, and sends the rest. */
  add(files: ChosenPhoto[]): void;
  /** Holds thumbnails back while photos are being chosen (their headers read); call what it answers once chosen. */
  choosing(): () => void;
  close(): void;
}

/** Reads the headers of `files`: the photos with their real type and size, and those that are no image. */
export async function sniffPhotos(files: ChosenPhoto[]): Promise<{ photos: Required<ChosenPhoto>[]; refused: Refusal[] }> {
  const unreadable: PhotoHeader = {};
  const read = await Promise.all(
    files.map(async (chosen) => ({ ...chosen, header: chosen.header ?? (await readHeader(chosen.file).catch(() => unreadable)) })),
  );
  return {
    photos: read.flatMap((chosen) => (chosen.header.mimeType ? [{ ...chosen, mimeType: chosen.header.mimeType }] : [])),
    refused: read
      .filter((chosen) => !chosen.header.mimeType)
      .map(({ file }) => ({ fileName: file.name, reason: uploadProgressWords.notPrintableChosen(file.name) })),
  };
}

export function createPhotoUploader(id: string, target: UploadTarget, onChange: () => void): PhotoUploader {
  const { userId, orderId, lineId } = target;
  const queue = new SigningQueue(target.sign);
  const lost: Refusal[] = [];
  const thumbnails = new Map<string, string>();
  const sentAt = new Map<string, number>();
  const imageOf = (file: PhotoFile): ImageFile => ({ fileName: file.name ?? 'photo', mimeType: file.meta.mimeType, size: file.size ?? 0 });
  const isSmall = (file: PhotoFile) => (file.size ?? 0) <= MULTIPART_THRESHOLD_BYTES;
  const hasFreshUrl = (file: PhotoFile) => !!file.meta.uploadUrl && urlFreshFor(file.meta.uploadUrl, Date.now()) > URL_MARGIN_MS;

  const uploader: Uploader<PhotoMeta> = createUploader<PhotoMeta>({
    id,
    inParts: (file) => !isSmall(file),
    keepForReload: keptInBrowser,
    onChange,
    routes: {
      async signPut(file): Promise<{ url: string; headers: Record<string, string> }> {
        if (!hasFreshUrl(file)) {
          // A URL that ran out before its photo went: its place is given back, and the photo signed again.
          if (file.meta.imageId) {
            void removeLineImage(userId, orderId, file.meta.imageId).catch(() => {});
            uppy.setFileMeta(file.id, { ...file.meta, imageId: undefined, uploadUrl: undefined, thumbnailUrl: undefined });
            queue.drop(file.id);
          }
          queue.add(file.id, imageOf(file));
          const signed = await queue.urlsOf(file.id).finally(onChange);
          uppy.setFileMeta(file.id, { ...uppy.getFile(file.id).meta, imageId: signed.imageId, thumbnailUrl: signed.thumbnailUrl, uploadUrl: signed.uploadUrl });
        }
        const { meta }: PhotoFile = uppy.getFile(file.id);
        return { url: meta.uploadUrl!, headers: { 'content-type': meta.mimeType, ...SIGNED_PUT_HEADERS } };
      },
      multipart: {
        async start(file) {
          const started = await startMultipartUpload(userId, orderId, lineId, imageOf(file));
          uppy.setFileMeta(file.id, { ...uppy.getFile(file.id).meta, imageId: started.imageId, thumbnailUrl: started.thumbnailUrl });
          return { uploadId: started.uploadId, key: started.key };
        },
        signPart: (ref, partNumber, signal) => signUploadPart(userId, orderId, ref, partNumber, signal),
        listParts: (ref, signal) => listUploadParts(userId, orderId, ref, signal),
        complete: (ref, parts, signal) => completeMultipartUpload(userId, orderId, ref, parts, signal),
        abort: (ref, signal) => abortMultipartUpload(userId, orderId, ref, signal),
      },
    },
  });
  const { uppy } = uploader;

  /** Queues every small photo still to be signed, so the first one asked for is signed with the rest. */
  const queueForSigning = () => {
    for (const file of uppy.getFiles()) if (isSmall(file) && !file.progress.uploadComplete && !hasFreshUrl(file)) queue.add(file.id, imageOf(file));
  };
  uppy.on('file-removed', (file) => queue.drop(file.id));

  // Thumbnails wait until nothing is sending and no photos are being chosen: decoding photos and
  // sending thumbnails would take the processor, the disk and connections from the upload. A
  // thumbnail made when photos start to go is kept and sent once they have gone.
  const thumbnailsToMake: string[] = [];
  const thumbnailsToSend: { fileId: string; thumbnail: Blob; url: string }[] = [];
  let makingThumbnails = false;
  let choosing = 0;
  const busy = () => choosing > 0 || uppy.getFiles().some((file) => ['waiting', 'sending'].includes(uploader.stateOf(file.id)));
  function holdThumbnails() {
    choosing += 1;
    // One half made is stopped at once (and made again later) rather than finished meanwhile.
    stopThumbnails();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      choosing -= 1;
      // Nothing to send after all (all refused, or already on their way): thumbnails carry on, after
      // whatever the choice leads to at once (its photos added) has happened.
      setTimeout(() => void makeThumbnails(), 0);
    };
  }
  async function makeThumbnails() {
    if (makingThumbnails) return;
    makingThumbnails = true;
    try {
      while ((thumbnailsToMake.length || thumbnailsToSend.length) && !busy()) {
        const kept = thumbnailsToSend.shift();
        if (kept) {
          await sendThumbnail(kept.thumbnail, kept.url);
          forgetUrl(kept.fileId, 'thumbnailUrl');
          continue;
        }
        const file = uppy.getFile(thumbnailsToMake.shift()!);
        if (!file || !(file.data instanceof Blob) || !file.data.size) continue;
        const size = file.meta.width && file.meta.height ? { width: file.meta.width, height: file.meta.height } : undefined;
        let thumbnail: Blob | undefined;
        try {
          thumbnail = await thumbnailOf(file.data, size);
        } catch (error) {
          if (!(error instanceof ThumbnailStopped)) throw error;
          thumbnailsToMake.unshift(file.id);
          continue;
        }
        if (!thumbnail) {
          forgetUrl(file.id, 'thumbnailUrl');
          continue;
        }
        thumbnails.set(file.id, URL.createObjectURL(thumbnail));
        onChange();
        if (file.meta.thumbnailUrl) thumbnailsToSend.push({ fileId: file.id, thumbnail, url: file.meta.thumbnailUrl });
      }
    } finally {
      makingThumbnails = false;
    }
  }
  // A photo in S3 needs its signed URLs no more (its thumbnail's, once that is sent): they are
  // dropped from its state, which Golden Retriever saves whole, every photo of the visit, at
  // most twice a second while photos go; the URLs were most of it.
  const forgetUrl = (fileId: string, url: 'uploadUrl' | 'thumbnailUrl') => {
    const file = uppy.getFile(fileId);
    if (file?.meta[url]) uppy.setFileMeta(fileId, { ...file.meta, [url]: undefined });
  };
  uppy.on('upload-success', (file) => {
    if (!file) return;
    forgetUrl(file.id, 'uploadUrl');
    sentAt.set(file.id, Date.now());
    thumbnailsToMake.push(file.id);
  });
  uppy.on('complete', () => void makeThumbnails());

  // A reload brought back photos that had not finished: carry on sending them.
  uppy.on('restored', () => {
    // A photo chosen just before the reload, whose bytes the browser had not kept yet, comes back
    // as a ghost: its entry, with nothing to send. It is dropped, its place on the order given
    // back (with any parts already in S3), and the customer told to choose it again.
    for (const ghost of uppy.getFiles().filter((file) => file.isGhost)) {
      lost.push({ fileName: ghost.name ?? 'photo', reason: uploadMessages.lostInReload });
      if (ghost.meta.imageId) void removeLineImage(userId, orderId, ghost.meta.imageId).catch(() => {});
      uppy.removeFile(ghost.id);
    }
    queueForSigning();
    if (uppy.getFiles().some((f) => !f.progress.uploadComplete)) uppy.emit('restore-confirmed');
  });

  return {
    uploader,
    uppy,
    queue,
    lost,
    thumbnails,
    sentAt,
    add(files) {
      void sniffPhotos(files)
        .then(({ photos, refused }) => send(files, photos, refused))
        .finally(holdThumbnails());
    },
    choosing: holdThumbnails,
    close() {
      thumbnails.forEach((url) => URL.revokeObjectURL(url));
      uploader.close();
    },
  };

  function send(files: ChosenPhoto[], photos: Required<ChosenPhoto>[], refused: Refusal[]) {
    // A photo chosen again is no longer refused or lost.
    const chosen = new Set(files.map(({ file }) => file.name));
    lost.splice(0, lost.length, ...lost.filter((photo) => !chosen.has(photo.fileName)), ...refused);
    uploader.add(
      photos.map(({ file, mimeType, header }) => ({
        file,
        type: mimeType,
        meta: { mimeType, ...(header.width && header.height ? { width: header.width, height: header.height } : {}) },
      })),
      'shop',
    );
    queueForSigning();
    uploader.send();
    onChange();
  }
}
