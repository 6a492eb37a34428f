/**
 * The uploader of one order line (or of an order gallery), over the shop's uploader to S3
 * (lib/uploads): photos go from the browser straight to S3; a photo over 10 MB goes in 5 MB parts,
 * and the chosen photos are kept in the browser so a reload resumes them. A photo's first bytes
 * are read before it goes: a file that is no image is refused there and then, and the pixel size
 * found in the header serves the low-resolution warning. Thumbnails are made only while nothing
 * is sending, so they never slow the photos down. The API only signs (see SigningQueue).
 *
 * Uppy keeps only the photos still to send: one in S3 leaves it for the uploader's own small
 * record (SentPhoto), saved for a reload beside Uppy's state. Golden Retriever copies every
 * file Uppy holds at each progress update and saves them all twice a second, so what it handles
 * no longer grows with the visit's photos.
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
  /** Its place in the order the visit's photos were chosen, so the list keeps that order as they arrive. */
  order?: number;
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

/** A photo of this visit in S3, which Uppy no longer holds: what the list and a reload need of it. */
export interface SentPhoto {
  /** Uppy's id of the file it was. */
  id: string;
  fileName: string;
  size: number;
  /** The file's name, size and date: the same file chosen again in the visit is not sent twice. */
  fileKey: string;
  imageId?: string;
  width?: number;
  height?: number;
  order: number;
  /** When it reached S3 in this page (0 for a photo brought back by a reload). */
  sentAt: number;
}
/** The record's name in the state Golden Retriever saves (its plugin data, restored with the files). */
const SENT_RECORD = 'shopSentPhotos';
const fileKeyOf = (file: { name?: string; size?: number | null; lastModified?: number }) => `${file.name ?? ''}|${file.size ?? 0}|${file.lastModified ?? 0}`;
const isSentPhoto = (value: unknown): value is Omit<SentPhoto, 'sentAt'> => {
  const photo = value as Partial<SentPhoto> | null;
  return (
    typeof photo === 'object' &&
    photo !== null &&
    typeof photo.id === 'string' &&
    typeof photo.fileName === 'string' &&
    typeof photo.fileKey === 'string' &&
    typeof photo.size === 'number' &&
    typeof photo.order === 'number' &&
    ['string', 'undefined'].includes(typeof photo.imageId) &&
    ['number', 'undefined'].includes(typeof photo.width) &&
    ['number', 'undefined'].includes(typeof photo.height)
  );
};

export interface PhotoUploader {
  uploader: Uploader<PhotoMeta>;
  uppy: Uploader<PhotoMeta>['uppy'];
  queue: SigningQueue;
  /** Photos refused in the browser (no image in their first bytes) or lost in a reload, with the reason. */
  lost: Refusal[];
  /** Thumbnails made in this visit, by file id (object URLs). */
  thumbnails: Map<string, string>;
  /** The visit's photos in S3, by file id (Uppy holds only those still to send). */
  sent: Map<string, SentPhoto>;
  /**
   * Whether this page is still to make the thumbnail of a photo it sent (it has its file): until it
   * has, the photo's list shows no picture rather than fetching the photo itself from S3.
   */
  thumbnailComing(fileId: string): boolean;
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
  const sent = new Map<string, SentPhoto>();
  /** What a sent photo's thumbnail is made from and sent to, until it has been (in memory only). */
  const thumbnailSources = new Map<string, { data: Blob; url?: string }>();
  let lastOrder = 0;
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

  /**
   * Queues every small photo still to be signed, so the first one asked for is signed with the rest,
   * and starts that signing at once rather than when Uppy first asks for a URL (signPut then finds
   * it under way).
   */
  const queueForSigning = () => {
    const unsigned = uppy.getFiles().filter((file) => isSmall(file) && !file.progress.uploadComplete && !hasFreshUrl(file));
    for (const file of unsigned) queue.add(file.id, imageOf(file));
    if (!unsigned[0]) return;
    // A failure puts the photos back in the queue, and the photo's own request signs them again.
    queue.urlsOf(unsigned[0].id).then(onChange, onChange);
    // The photos signed in that call get their URLs in one change of Uppy's state as it answers, so
    // that Uppy finds each one's URL there when its turn comes (rather than one change per photo,
    // each copied again for a reload, while the first photos wait to go).
    const batch = unsigned.flatMap((file) => {
      const signing = queue.underWay(file.id);
      return signing ? [{ id: file.id, signing }] : [];
    });
    void Promise.allSettled(batch.map(({ signing }) => signing)).then((answers) => {
      const signed: Record<string, Pick<PhotoFile, 'meta'>> = {};
      answers.forEach((answer, i) => {
        const file: PhotoFile | undefined = uppy.getFile(batch[i]!.id);
        if (answer.status !== 'fulfilled' || !file || file.meta.uploadUrl === answer.value.uploadUrl) return;
        const { imageId, thumbnailUrl, uploadUrl } = answer.value;
        signed[file.id] = { meta: { ...file.meta, imageId, thumbnailUrl, uploadUrl } };
      });
      if (Object.keys(signed).length) uppy.patchFilesState(signed);
    });
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
          continue;
        }
        const fileId = thumbnailsToMake.shift()!;
        const photo = sent.get(fileId);
        const source = thumbnailSources.get(fileId);
        if (!photo || !source) continue;
        const size = photo.width && photo.height ? { width: photo.width, height: photo.height } : undefined;
        let thumbnail: Blob | undefined;
        try {
          thumbnail = await thumbnailOf(source.data, size);
        } catch (error) {
          if (!(error instanceof ThumbnailStopped)) throw error;
          thumbnailsToMake.unshift(fileId);
          continue;
        }
        thumbnailSources.delete(fileId);
        if (!thumbnail) continue;
        thumbnails.set(fileId, URL.createObjectURL(thumbnail));
        onChange();
        if (source.url) thumbnailsToSend.push({ fileId, thumbnail, url: source.url });
      }
    } finally {
      makingThumbnails = false;
    }
  }
  // A photo in S3 leaves Uppy for the uploader's record (with what its thumbnail needs, in memory):
  // Golden Retriever copies every file Uppy holds at each progress update and saves them all, so
  // the photos sent would make each update cost more as the visit goes on. Its signed URLs go with
  // it. The photos that arrived together leave in one change, just after Uppy is done with them.
  const arrived: string[] = [];
  let leaving: ReturnType<typeof setTimeout> | undefined;
  const recordSent = (file: PhotoFile, sentAt: number) => {
    sent.set(file.id, {
      id: file.id,
      fileName: file.name ?? 'photo',
      size: file.size ?? 0,
      fileKey: fileKeyOf(file.data instanceof File ? file.data : { name: file.name, size: file.size }),
      imageId: file.meta.imageId,
      width: file.meta.width,
      height: file.meta.height,
      order: file.meta.order ?? ++lastOrder,
      sentAt,
    });
  };
  uppy.on('upload-success', (success) => {
    const file: PhotoFile | undefined = success && (uppy.getFile(success.id) ?? success);
    if (!file) return;
    recordSent(file, Date.now());
    if (file.data instanceof Blob && file.data.size) thumbnailSources.set(file.id, { data: file.data, url: file.meta.thumbnailUrl });
    thumbnailsToMake.push(file.id);
    arrived.push(file.id);
    leaving ??= setTimeout(() => {
      leaving = undefined;
      keepSentForReload();
      const gone = arrived.splice(0).filter((id) => uppy.getFile(id));
      if (gone.length) uppy.removeFiles(gone);
    });
  });
  /** Saves the record of the photos sent with Uppy's state (Golden Retriever's plugin data), for a reload. */
  const keepSentForReload = () => uppy.emit('restore:plugin-data-changed', { [SENT_RECORD]: [...sent.values()].map(({ sentAt: _sentAt, ...photo }) => photo) });
  uppy.on('complete', () => void makeThumbnails());

  // A reload brought back photos that had not finished: carry on sending them, and show those of
  // the same visit that had arrived. A saved state whose photos had all arrived brings back none
  // (Golden Retriever's rule), nor then the record of them, which is cleared.
  uppy.on('restored', (pluginData) => {
    const record = (pluginData as Record<string, unknown> | undefined)?.[SENT_RECORD];
    if (uppy.getFiles().length && Array.isArray(record)) {
      for (const photo of record.filter(isSentPhoto)) if (!sent.has(photo.id)) sent.set(photo.id, { ...photo, sentAt: 0 });
    }
    lastOrder = Math.max(lastOrder, ...[...sent.values()].map((photo) => photo.order), ...uppy.getFiles().map((file) => file.meta.order ?? 0));
    // One saved just as it arrived, before it left Uppy, leaves it now.
    const arrivedBefore = uppy.getFiles().filter((file) => file.progress.uploadComplete);
    arrivedBefore.forEach((file) => recordSent(file, 0));
    if (arrivedBefore.length) uppy.removeFiles(arrivedBefore.map((file) => file.id));
    keepSentForReload();
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
    sent,
    thumbnailComing: (fileId) => thumbnailSources.has(fileId),
    add(files) {
      void sniffPhotos(files)
        .then(({ photos, refused }) => send(files, photos, refused))
        .finally(holdThumbnails());
    },
    choosing: holdThumbnails,
    close() {
      clearTimeout(leaving);
      thumbnails.forEach((url) => URL.revokeObjectURL(url));
      uploader.close();
    },
  };

  function send(files: ChosenPhoto[], photos: Required<ChosenPhoto>[], refused: Refusal[]) {
    // A photo chosen again is no longer refused or lost.
    const chosen = new Set(files.map(({ file }) => file.name));
    lost.splice(0, lost.length, ...lost.filter((photo) => !chosen.has(photo.fileName)), ...refused);
    // Uppy takes a file once while it holds it; one already sent in this visit is not sent again either.
    const sentFiles = new Set([...sent.values()].map((photo) => photo.fileKey));
    uploader.add(
      photos
        .filter(({ file }) => !sentFiles.has(fileKeyOf(file)))
        .map(({ file, mimeType, header }) => ({
          file,
          type: mimeType,
          meta: { mimeType, order: ++lastOrder, ...(header.width && header.height ? { width: header.width, height: header.height } : {}) },
        })),
      'shop',
    );
    queueForSigning();
    uploader.send();
    onChange();
  }
}
