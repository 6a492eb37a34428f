/**
 * The uploader of one order line (or of an order gallery): Uppy with its S3 plugin. Photos go from
 * the browser straight to S3, a few at a time; a photo over 10 MB goes in 5 MB parts, each part
 * retried by itself, and Golden Retriever keeps the chosen files in the browser so a reload
 * resumes a large photo from the parts S3 already has. The API only signs (see SigningQueue).
 */
import Uppy, { type UppyFile } from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import GoldenRetriever, { type GoldenRetrieverOptions } from '@uppy/golden-retriever';
import {
  MAX_IMAGE_BYTES,
  MULTIPART_THRESHOLD_BYTES,
  PART_BYTES,
  UPLOAD_URL_SECONDS,
  uploadMessages,
  type ImageFile,
  type ImageMimeType,
} from '@shared/uploads';
import { abortMultipartUpload } from './api/abort-multipart-upload';
import { completeMultipartUpload } from './api/complete-multipart-upload';
import { listUploadParts } from './api/list-upload-parts';
import { removeLineImage } from './api/remove-line-image';
import { signUploadPart } from './api/sign-upload-parts';
import { startMultipartUpload } from './api/start-multipart-upload';
import { pixelSizeOf, sendThumbnail } from './image-tools';
import type { Refusal } from './photo-choice';
import { SigningQueue, type SignPhotos } from './signing-queue';

export interface PhotoMeta {
  [key: string]: unknown;
  mimeType: ImageMimeType;
  imageId?: string;
  thumbnailUrl?: string;
  /** A signed PUT kept with the file, so a reload within the hour does not sign (and reserve) it again. */
  uploadUrl?: string;
  signedAt?: number;
}
type PhotoBody = Record<string, never>;
export type PhotoFile = UppyFile<PhotoMeta, PhotoBody>;

export interface UploadTarget {
  userId: string;
  orderId: string;
  lineId: string;
  /** Signs a batch of small photos (the line's route, or the gallery's). */
  sign: SignPhotos;
}

/** Photos sent at once: enough to fill a home connection, few enough for S3 and the browser's six sockets. */
const PARALLEL = 4;
/**
 * What one uploader keeps in IndexedDB for a reload: some eighty 25 MB photos. Photos chosen past
 * it are still sent, but a reload before they arrive cannot resume them.
 */
const KEPT_IN_BROWSER_BYTES = 2 * 1024 * 1024 * 1024;
/**
 * Golden Retriever's IndexedDB limits. Its own (10 MB a file) would keep out exactly the large
 * photos a reload has to resume; it passes these on to its store, though its type names only `name` and `version`.
 */
const keptInBrowser: GoldenRetrieverOptions['indexedDB'] & { maxFileSize: number; maxTotalSize: number } = {
  maxFileSize: MAX_IMAGE_BYTES,
  maxTotalSize: KEPT_IN_BROWSER_BYTES,
};
/** A photo that failed whole (not one part of it) is sent again after these pauses. */
const PHOTO_RETRIES_MS = [1_000, 3_000, 8_000];

export interface PhotoUploader {
  uppy: Uppy<PhotoMeta, PhotoBody>;
  queue: SigningQueue;
  /** Pixel sizes read in the browser, by file id (absent: not an image the browser decodes). */
  sizes: Map<string, { width: number; height: number }>;
  /** Photos a reload brought back without their bytes, which the customer must choose again. */
  lost: Refusal[];
  add(files: { file: File; mimeType: ImageMimeType }[]): void;
  /** Whether a failed photo is waiting to be sent again by itself. */
  retrying(fileId: string): boolean;
  close(): void;
}

export function createPhotoUploader(id: string, target: UploadTarget, onChange: () => void): PhotoUploader {
  const { userId, orderId, lineId } = target;
  const uppy = new Uppy<PhotoMeta, PhotoBody>({ id, autoProceed: false, allowMultipleUploadBatches: true });
  const queue = new SigningQueue(target.sign);
  const sizes = new Map<string, { width: number; height: number }>();
  const attempts = new Map<string, number>();
  const waitingRetry = new Set<string>();
  const lost: Refusal[] = [];
  const imageOf = (file: PhotoFile): ImageFile => ({ fileName: file.name ?? 'photo', mimeType: file.meta.mimeType, size: file.size ?? 0 });

  uppy.use(AwsS3<PhotoMeta, PhotoBody>, {
    limit: PARALLEL,
    shouldUseMultipart: (file) => !isSmall(file),
    getChunkSize: () => PART_BYTES,
    async getUploadParameters(file) {
      if (!hasFreshUrl(file)) {
        queue.add(file.id, imageOf(file));
        onChange();
        const signed = await queue.urlsOf(file.id).finally(onChange);
        uppy.setFileMeta(file.id, {
          ...file.meta,
          imageId: signed.imageId,
          thumbnailUrl: signed.thumbnailUrl,
          uploadUrl: signed.uploadUrl,
          signedAt: Date.now(),
        });
      }
      const { uploadUrl } = uppy.getFile(file.id).meta;
      return { method: 'PUT', url: uploadUrl!, headers: { 'content-type': file.meta.mimeType } };
    },
    async createMultipartUpload(file) {
      const started = await startMultipartUpload(userId, orderId, lineId, imageOf(file));
      uppy.setFileMeta(file.id, { ...file.meta, imageId: started.imageId, thumbnailUrl: started.thumbnailUrl });
      return { uploadId: started.uploadId, key: started.key };
    },
    async signPart(_file, { uploadId, key, partNumber, signal }) {
      return { method: 'PUT', url: await signUploadPart(userId, orderId, { uploadId, key }, partNumber, signal) };
    },
    listParts: (_file, { uploadId, key, signal }) => listUploadParts(userId, orderId, { uploadId: uploadId!, key }, signal),
    async completeMultipartUpload(_file, { uploadId, key, parts, signal }) {
      const done = parts.flatMap((p) => (p.PartNumber && p.ETag ? [{ PartNumber: p.PartNumber, ETag: p.ETag }] : []));
      await completeMultipartUpload(userId, orderId, { uploadId: uploadId!, key }, done, signal);
      return {};
    },
    async abortMultipartUpload(_file, { uploadId, key, signal }) {
      await abortMultipartUpload(userId, orderId, { uploadId: uploadId!, key }, signal);
    },
  });
  // Files are kept in IndexedDB only while they wait; Golden Retriever forgets them once sent.
  uppy.use(GoldenRetriever<PhotoMeta, PhotoBody>, { expires: 24 * 60 * 60 * 1000, serviceWorker: false, indexedDB: keptInBrowser });

  uppy.on('upload-success', (file) => {
    if (!file) return;
    attempts.delete(file.id);
    if (file.data instanceof Blob && file.meta.thumbnailUrl) void sendThumbnail(file.data, file.meta.thumbnailUrl);
  });
  uppy.on('upload-error', (file) => {
    if (!file) return;
    const attempt = attempts.get(file.id) ?? 0;
    const pause = PHOTO_RETRIES_MS[attempt];
    if (pause === undefined) return;
    attempts.set(file.id, attempt + 1);
    waitingRetry.add(file.id);
    setTimeout(() => {
      waitingRetry.delete(file.id);
      if (uppy.getFile(file.id)) void uppy.retryUpload(file.id);
    }, pause);
  });
  // A reload brought back photos that had not finished: measure them again and carry on sending.
  uppy.on('restored', () => {
    // A photo chosen just before the reload, whose bytes the browser had not kept yet, comes back
    // as a ghost: its entry, with nothing to send. It is dropped, its place on the order given
    // back (with any parts already in S3), and the customer told to choose it again.
    for (const ghost of uppy.getFiles().filter((file) => file.isGhost)) {
      lost.push({ fileName: ghost.name ?? 'photo', reason: uploadMessages.lostInReload });
      if (ghost.meta.imageId) void removeLineImage(userId, orderId, ghost.meta.imageId).catch(() => {});
      uppy.removeFile(ghost.id);
    }
    for (const file of uppy.getFiles()) void measure(file);
    queueForSigning();
    if (uppy.getFiles().some((f) => !f.progress.uploadComplete)) uppy.emit('restore-confirmed');
  });
  uppy.on('state-update', onChange);

  const isSmall = (file: PhotoFile) => (file.size ?? 0) <= MULTIPART_THRESHOLD_BYTES;
  const hasFreshUrl = (file: PhotoFile) => !!file.meta.uploadUrl && Date.now() - (file.meta.signedAt ?? 0) < (UPLOAD_URL_SECONDS - 300) * 1000;
  /** Queues every small photo still to be signed, so the first one asked for is signed with the rest. */
  const queueForSigning = () => {
    for (const file of uppy.getFiles()) if (isSmall(file) && !file.progress.uploadComplete && !hasFreshUrl(file)) queue.add(file.id, imageOf(file));
  };
  uppy.on('file-removed', (file) => queue.drop(file.id));

  async function measure(file: PhotoFile) {
    if (!(file.data instanceof Blob) || !file.data.size) return;
    const size = await pixelSizeOf(file.data);
    if (size) {
      sizes.set(file.id, size);
      onChange();
    }
  }

  return {
    uppy,
    queue,
    sizes,
    lost,
    add(files) {
      // A lost photo chosen again is on its way.
      const chosen = new Set(files.map(({ file }) => file.name));
      lost.splice(0, lost.length, ...lost.filter((photo) => !chosen.has(photo.fileName)));
      const ids = files.flatMap(({ file, mimeType }) => {
        try {
          return [uppy.addFile({ name: file.name, type: mimeType, data: file, meta: { mimeType }, source: 'shop' })];
        } catch {
          // Uppy refuses the same file twice in one visit; it is already on its way.
          return [];
        }
      });
      // One photo decoded at a time: 200 photos of 25 MB decoded at once would exhaust the tab.
      void ids.reduce((chain, fileId) => chain.then(() => measure(uppy.getFile(fileId))), Promise.resolve());
      queueForSigning();
      void uppy.upload();
    },
    retrying: (fileId) => waitingRetry.has(fileId),
    close() {
      uppy.destroy();
    },
  };
}
