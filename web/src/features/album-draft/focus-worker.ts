/**
 * The focus boxes, off the page's main thread: the page posts the thumbnails' links, the worker
 * fetches and decodes each (a few at once), analyses it on an OffscreenCanvas and posts each box
 * back as it is found, or `null` for a thumbnail it could not read (the layout then keeps the
 * photo's centre).
 */
import { focusOf } from './focus-analysis';

interface Job {
  imageId: string;
  url: string;
}
export interface FocusFound {
  imageId: string;
  focus: { x: number; y: number; width: number; height: number } | null;
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<Job[]>) => void) | null; postMessage(message: FocusFound): void };
const atOnce = 6;
const canvasOf = (width: number, height: number) => new OffscreenCanvas(width, height);

async function analyse({ imageId, url }: Job): Promise<FocusFound> {
  try {
    const response = await fetch(url, { mode: 'cors' });
    if (!response.ok) throw new Error(String(response.status));
    const bitmap = await createImageBitmap(await response.blob());
    try {
      return { imageId, focus: await focusOf(bitmap, bitmap.width, bitmap.height, canvasOf) };
    } finally {
      bitmap.close();
    }
  } catch {
    return { imageId, focus: null };
  }
}

scope.onmessage = ({ data: jobs }) => {
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) scope.postMessage(await analyse(jobs[next++]!));
  };
  void Promise.all(Array.from({ length: Math.min(atOnce, jobs.length) }, lane));
};
