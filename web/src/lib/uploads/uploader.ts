/**
 * The one way the shop sends files from the browser to S3 (customers' photos, gallery photos,
 * design spreads, print-ready files): Uppy with its S3 plugin. A file goes whole to a presigned
 * PUT, or in 5 MB parts to a presigned multipart upload (each part retried by itself, resumable
 * from the parts S3 has); the API only signs. What signs is the caller's (UploadRoutes); this
 * module keeps each file's true state: waiting for its turn, sending, sent, or failed; and while
 * the connection is lost it says so and sends again by itself once it is back.
 */
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import AwsS3, { type AwsS3Part } from '@uppy/aws-s3';
import GoldenRetriever, { type GoldenRetrieverOptions } from '@uppy/golden-retriever';
// Relative, not through the alias: the node unit tests type-check the modules that name its types.
import { PART_BYTES } from '../../../../shared/uploads';
import { alreadyArrived, isConnectionLost, retryPause } from './retries';

type NoBody = Record<string, never>;
export type UploadFile<M extends Meta> = UppyFile<M, NoBody>;
export interface MultipartRef {
  uploadId: string;
  key: string;
}

/** The API calls that sign a file's way into S3. */
export interface UploadRoutes<M extends Meta> {
  /** The presigned PUT of a file sent whole, asked for when its turn to go comes. */
  signPut(file: UploadFile<M>): Promise<{ url: string; headers: Record<string, string> }>;
  /** A file sent in parts: its upload started, each part signed, the parts S3 has (to resume), joined, abandoned. */
  multipart?: {
    start(file: UploadFile<M>): Promise<MultipartRef>;
    signPart(ref: MultipartRef, partNumber: number, signal?: AbortSignal): Promise<string>;
    listParts(ref: MultipartRef, signal?: AbortSignal): Promise<AwsS3Part[]>;
    complete(ref: MultipartRef, parts: { PartNumber: number; ETag: string }[], signal?: AbortSignal): Promise<unknown>;
    abort(ref: MultipartRef, signal?: AbortSignal): Promise<unknown>;
  };
}

export interface UploaderOptions<M extends Meta> {
  /** Names the uploader; with `keepForReload`, the saved state a reload restores is found by it. */
  id: string;
  routes: UploadRoutes<M>;
  /** Whether a file goes in parts (the caller's threshold; a print-ready file always). */
  inParts(file: UploadFile<M>): boolean;
  /**
   * Keeps the chosen files in the browser (Golden Retriever, IndexedDB) so that a reload carries
   * on sending them; the limits are its store's (its own, 10 MB a file, would leave out large photos).
   */
  keepForReload?: { maxFileSize: number; maxTotalSize: number };
  onChange(): void;
}

export type SendState = 'waiting' | 'sending' | 'sent' | 'failed';

/**
 * Files sent at once: the six connections Chromium and Firefox open to one host over HTTP/1.1,
 * all of them busy (S3 answers each PUT on its own; fewer leaves the line idle between files).
 */
export const PARALLEL = 6;
/**
 * How often a request's progress reaches Uppy: each report is a change of Uppy's whole state
 * (copied, and copied again by Golden Retriever for a reload), and the browser reports every
 * 50 ms per request, some 120 changes a second with six photos going. The list is redrawn at most
 * five times a second anyway; the end of a request is always reported.
 */
const PROGRESS_EVERY_MS = 250;
/** A file that failed whole for another reason than the connection is sent again after these pauses. */
const FILE_RETRIES_MS = [1_000, 3_000, 8_000];

export interface Uploader<M extends Meta> {
  uppy: Uppy<M, NoBody>;
  /** Adds files, of type `type` (else the file's own); answers their ids (none for a file already added in this visit). */
  add(files: { file: File; meta: M; type?: string }[], source: string): string[];
  /** Sends every file not sent yet. */
  send(): void;
  stateOf(fileId: string): SendState;
  /** The connection is lost: files wait and are sent again by themselves once it is back. */
  readonly offline: boolean;
  /** Sends a failed file again. */
  retry(fileId: string): void;
  close(): void;
}

export function createUploader<M extends Meta>({ id, routes, inParts, keepForReload, onChange }: UploaderOptions<M>): Uploader<M> {
  const uppy = new Uppy<M, NoBody>({ id, autoProceed: false, allowMultipleUploadBatches: true });
  /** Files whose turn has come (their signing or bytes are under way). */
  const started = new Set<string>();
  const attempts = new Map<string, number>();
  const retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let connectionLost = typeof navigator !== 'undefined' && navigator.onLine === false;

  const begin = (fileId: string) => {
    if (!started.has(fileId)) {
      started.add(fileId);
      onChange();
    }
  };
  const { multipart } = routes;
  uppy.use(AwsS3<M, NoBody>, {
    limit: PARALLEL,
    shouldUseMultipart: (file) => inParts(file),
    getChunkSize: () => PART_BYTES,
    // Uppy's own sending of the bytes, with its progress reports thinned out (PROGRESS_EVERY_MS).
    uploadPartBytes: (options) => {
      let reportedAt = -Infinity;
      // Unknown for a form (never sent here): then every report goes through.
      const size = options.size ?? (options.body instanceof Blob ? options.body.size : 0);
      return AwsS3.uploadPartBytes({
        ...options,
        onProgress: (event: ProgressEvent) => {
          const now = performance.now();
          if (now - reportedAt < PROGRESS_EVERY_MS && event.loaded < size) return;
          reportedAt = now;
          options.onProgress(event);
        },
      });
    },
    async getUploadParameters(file) {
      begin(file.id);
      return { method: 'PUT', ...(await routes.signPut(uppy.getFile(file.id) ?? file)) };
    },
    async createMultipartUpload(file) {
      begin(file.id);
      if (!multipart) throw new Error('This uploader sends files whole.');
      return multipart.start(uppy.getFile(file.id) ?? file);
    },
    async signPart(file, { uploadId, key, partNumber, signal }) {
      begin(file.id);
      return { method: 'PUT', url: await multipart!.signPart({ uploadId, key }, partNumber, signal) };
    },
    listParts: (file, { uploadId, key, signal }) => {
      begin(file.id);
      return multipart!.listParts({ uploadId: uploadId!, key }, signal);
    },
    async completeMultipartUpload(_file, { uploadId, key, parts, signal }) {
      const done = parts.flatMap((p) => (p.PartNumber && p.ETag ? [{ PartNumber: p.PartNumber, ETag: p.ETag }] : []));
      await multipart!.complete({ uploadId: uploadId!, key }, done, signal);
      return {};
    },
    async abortMultipartUpload(_file, { uploadId, key, signal }) {
      await multipart?.abort({ uploadId: uploadId!, key }, signal);
    },
  });
  // A browser without IndexedDB (some private windows) sends the files all the same, with no resume after a reload.
  if (keepForReload && typeof indexedDB !== 'undefined') {
    // Its type names only `name` and `version`; the limits are passed on to its store.
    const indexedDB = keepForReload as GoldenRetrieverOptions['indexedDB'];
    uppy.use(GoldenRetriever<M, NoBody>, { expires: 24 * 60 * 60 * 1000, serviceWorker: false, indexedDB });
  }

  const sendAgain = (fileId: string, pause: number) => {
    clearTimeout(retryTimers.get(fileId));
    retryTimers.set(
      fileId,
      setTimeout(() => {
        retryTimers.delete(fileId);
        if (uppy.getFile(fileId)) void uppy.retryUpload(fileId);
      }, pause),
    );
  };
  const connectionBack = () => {
    if (!connectionLost) return;
    connectionLost = false;
    onChange();
  };

  uppy.on('upload-progress', (file, progress) => {
    if (file && Number(progress.bytesUploaded) > 0) connectionBack();
  });
  uppy.on('upload-success', (file) => {
    if (!file) return;
    attempts.delete(file.id);
    started.delete(file.id);
    connectionBack();
  });
  uppy.on('upload-error', (file, error) => {
    if (!file) return;
    started.delete(file.id);
    if (alreadyArrived(error)) {
      // Its PUT had gone through before (its answer lost on the way): S3 keeps the file that
      // arrived and refuses to replace it, so the file is sent.
      uppy.setFileState(file.id, { error: null });
      uppy.emit('upload-success', uppy.getFile(file.id), { status: 200, body: undefined, uploadURL: undefined });
      return;
    }
    if (isConnectionLost(error)) {
      // Not the file's fault: it waits for the connection, however long that takes.
      connectionLost = true;
      sendAgain(file.id, retryPause(attempts.get(file.id) ?? 0));
      attempts.set(file.id, (attempts.get(file.id) ?? 0) + 1);
    } else {
      const attempt = attempts.get(file.id) ?? 0;
      const pause = FILE_RETRIES_MS[attempt];
      if (pause !== undefined) {
        attempts.set(file.id, attempt + 1);
        sendAgain(file.id, pause);
      }
    }
    onChange();
  });
  uppy.on('is-offline', () => {
    connectionLost = true;
    onChange();
  });
  // Files that failed while the connection was down go at once, not at their next pause.
  uppy.on('back-online', () => {
    for (const fileId of retryTimers.keys()) sendAgain(fileId, 0);
  });
  uppy.on('file-removed', (file) => {
    clearTimeout(retryTimers.get(file.id));
    retryTimers.delete(file.id);
    started.delete(file.id);
  });
  uppy.on('state-update', onChange);

  return {
    uppy,
    add(files, source) {
      // One at a time, not through Uppy's addFiles: Golden Retriever copies the files of one change
      // into IndexedDB one after another, and a photo already in S3 before its copy was stored
      // would leave that copy behind; added one by one, the copies are stored side by side.
      return files.flatMap(({ file, meta, type }) => {
        try {
          return [uppy.addFile({ name: file.name, type: type ?? file.type, data: file, meta, source })];
        } catch {
          // Uppy takes the same file once in a visit: it is already on its way.
          return [];
        }
      });
    },
    send() {
      // Its failures are each file's, reported by upload-error.
      uppy.upload().catch(() => {});
    },
    stateOf(fileId) {
      const file = uppy.getFile(fileId);
      if (!file) return 'failed';
      if (file.progress.uploadComplete) return 'sent';
      if (file.error) return retryTimers.has(fileId) ? 'waiting' : 'failed';
      return started.has(fileId) ? 'sending' : 'waiting';
    },
    get offline() {
      return connectionLost;
    },
    retry(fileId) {
      attempts.delete(fileId);
      sendAgain(fileId, 0);
    },
    close() {
      for (const timer of retryTimers.values()) clearTimeout(timer);
      uppy.destroy();
    },
  };
}
