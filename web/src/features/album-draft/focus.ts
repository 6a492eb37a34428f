/**
 * The focus boxes of a draft's photos, from their thumbnails: in a Web Worker where the browser
 * has OffscreenCanvas and createImageBitmap, otherwise on the page in small batches that give the
 * page its turn between them. A thumbnail that cannot be read gives no box (the photo's centre is kept).
 */
import type { Crop } from '@shared/album-draft/schema';
import { focusOf } from './focus-analysis';
import type { FocusFound } from './focus-worker';

export interface Thumbnail {
  imageId: string;
  url: string;
}

const batch = 4;

export function focusBoxes(thumbnails: Thumbnail[], signal?: AbortSignal): Promise<Map<string, Crop>> {
  if (thumbnails.length === 0) return Promise.resolve(new Map());
  const workerReady = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap === 'function';
  return workerReady ? inWorker(thumbnails, signal) : onPage(thumbnails, signal);
}

function inWorker(thumbnails: Thumbnail[], signal?: AbortSignal): Promise<Map<string, Crop>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./focus-worker.ts', import.meta.url), { type: 'module' });
    const found = new Map<string, Crop>();
    let answered = 0;
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(signal.reason);
    });
    worker.onmessage = ({ data }: MessageEvent<FocusFound>) => {
      if (data.focus) found.set(data.imageId, data.focus);
      if (++answered === thumbnails.length) {
        stop();
        resolve(found);
      }
    };
    // A worker that cannot start (blocked, or no module workers): analyse on the page instead.
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      onPage(thumbnails, signal).then(resolve, reject);
    };
    worker.postMessage(thumbnails);
  });
}

async function onPage(thumbnails: Thumbnail[], signal?: AbortSignal): Promise<Map<string, Crop>> {
  const found = new Map<string, Crop>();
  const canvasOf = (width: number, height: number) => Object.assign(document.createElement('canvas'), { width, height });
  for (let i = 0; i < thumbnails.length; i += batch) {
    signal?.throwIfAborted();
    await Promise.all(
      thumbnails.slice(i, i + batch).map(async ({ imageId, url }) => {
        try {
          const image = await loaded(url);
          found.set(imageId, await focusOf(image, image.naturalWidth, image.naturalHeight, canvasOf));
        } catch {
          // No box: the layout keeps the photo's centre.
        }
      }),
    );
    // Give the page its turn (input, painting) between batches.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return found;
}

function loaded(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The thumbnail ${url} could not be read`));
    image.src = url;
  });
}
