/**
 * What the browser learns from a photo: from its first bytes, what it really is and its pixel
 * size (for the refusal of a non-image before it goes and for the low-resolution warning), read
 * without decoding; and, once nothing is sending, a small JPEG thumbnail for the list and View
 * Images, made off the page's main thread where the browser can. A photo the browser cannot
 * decode (HEIC in most browsers, some TIFFs) has no thumbnail.
 */
import { detectImageType, HEADER_BYTES, pixelSizeOf } from '@shared/image-header';
import { SIGNED_PUT_HEADERS, type ImageMimeType } from '@shared/uploads';
import { decodeSmall, thumbnailSizeOf, THUMBNAIL_QUALITY, type PixelSize } from './thumbnail-decode';
import type { ThumbnailJob, ThumbnailMade } from './thumbnail-worker';

export interface PhotoHeader {
  /** Absent: not an image we print, whatever its name says. */
  mimeType?: ImageMimeType;
  width?: number;
  height?: number;
}

/** Reads the first 128 KB of `file` (a header, not the photo): its real type and pixel size. */
export async function readHeader(file: Blob): Promise<PhotoHeader> {
  const bytes = new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error(`${file instanceof File ? file.name : 'The file'} could not be read.`));
      reader.readAsArrayBuffer(file.slice(0, HEADER_BYTES));
    }),
  );
  const mimeType = detectImageType(bytes);
  return mimeType ? { mimeType, ...pixelSizeOf(bytes) } : {};
}

/**
 * A JPEG about 400 px on its long side, decoded at that size, or undefined when the photo does not
 * decode: made in the thumbnail worker where the browser has one (OffscreenCanvas), else on the
 * page. One the worker was making when stopThumbnails stopped it rejects with ThumbnailStopped.
 */
export function thumbnailOf(file: Blob, size?: PixelSize): Promise<Blob | undefined> {
  const worker = thumbnailWorker();
  if (!worker) return thumbnailOnPage(file, size);
  return new Promise((resolve, reject) => {
    const id = (lastJob += 1);
    jobs.set(id, { file, size, resolve, reject });
    worker.postMessage({ id, file, size } satisfies ThumbnailJob);
  });
}

/** Thrown for a thumbnail stopped half made (stopThumbnails): it is to be made again later. */
export class ThumbnailStopped extends Error {
  constructor() {
    super('The thumbnail was stopped to leave the processor to the photos.');
  }
}

/**
 * Stops the thumbnail being made in the worker, if any (it answers ThumbnailStopped): photos are
 * being chosen or sent, and the decoding would take the processor from them. The next thumbnail
 * starts a new worker.
 */
export function stopThumbnails(): void {
  if (!worker || jobs.size === 0) return;
  worker.terminate();
  worker = undefined;
  const stopped = [...jobs.values()];
  jobs.clear();
  for (const job of stopped) job.reject(new ThumbnailStopped());
}

/** The worker's jobs not answered yet, so that a worker that fails has them made on the page. */
const jobs = new Map<number, { file: Blob; size?: PixelSize; resolve(thumbnail: Blob | undefined): void; reject(error: Error): void }>();
let lastJob = 0;
/** The page's one thumbnail worker, started with its first thumbnail; null where none can run. */
let worker: Worker | null | undefined;

function thumbnailWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') return (worker = null);
  try {
    worker = new Worker(new URL('./thumbnail-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = ({ data }: MessageEvent<ThumbnailMade>) => {
    jobs.get(data.id)?.resolve(data.thumbnail ?? undefined);
    jobs.delete(data.id);
  };
  // A worker that cannot start (blocked, or no module workers): its thumbnails are made on the page.
  worker.onerror = (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = null;
    const left = [...jobs.values()];
    jobs.clear();
    for (const job of left) void thumbnailOnPage(job.file, job.size).then(job.resolve);
  };
  return worker;
}

async function thumbnailOnPage(file: Blob, size?: PixelSize): Promise<Blob | undefined> {
  const bitmap = await decodeSmall(file, size);
  if (!bitmap) return undefined;
  const { width, height } = thumbnailSizeOf(bitmap);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', THUMBNAIL_QUALITY));
}

/** PUTs a thumbnail to its signed URL; one that fails is not worth failing the photo for (View Images shows the photo itself). */
export async function sendThumbnail(thumbnail: Blob, thumbnailUrl: string): Promise<void> {
  try {
    await fetch(thumbnailUrl, { method: 'PUT', body: thumbnail, headers: { 'content-type': 'image/jpeg', ...SIGNED_PUT_HEADERS } });
  } catch {
    // View Images falls back to the photo itself.
  }
}
