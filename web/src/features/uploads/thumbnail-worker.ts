/**
 * Thumbnails off the page's main thread, so that making one never holds up the page while the
 * customer chooses photos or photos are being sent: the page posts a photo (its file, and its
 * pixel size when known) and the worker decodes it small, draws it on an OffscreenCanvas and
 * posts the JPEG back, or `null` for a photo it cannot decode.
 */
import { decodeSmall, thumbnailSizeOf, THUMBNAIL_QUALITY, type PixelSize } from './thumbnail-decode';

export interface ThumbnailJob {
  id: number;
  file: Blob;
  size?: PixelSize;
}
export interface ThumbnailMade {
  id: number;
  thumbnail: Blob | null;
}

const scope = self as unknown as { onmessage: ((event: MessageEvent<ThumbnailJob>) => void) | null; postMessage(message: ThumbnailMade): void };

async function make({ file, size }: ThumbnailJob): Promise<Blob | null> {
  const bitmap = await decodeSmall(file, size);
  if (!bitmap) return null;
  try {
    const { width, height } = thumbnailSizeOf(bitmap);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: THUMBNAIL_QUALITY });
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

scope.onmessage = ({ data: job }) => {
  void make(job).then((thumbnail) => scope.postMessage({ id: job.id, thumbnail }));
};
