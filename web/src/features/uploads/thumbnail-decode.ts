/**
 * How a photo becomes its thumbnail, the same on the page and in the thumbnail worker: decoded at
 * about THUMBNAIL_LONG_SIDE on its long side (at that size straight away when its pixel size is
 * known), then drawn at that size and encoded as a JPEG. No DOM: loadable in a worker.
 */
export const THUMBNAIL_LONG_SIDE = 400;
export const THUMBNAIL_QUALITY = 0.8;

export interface PixelSize {
  width: number;
  height: number;
}

/** The photo decoded at about the thumbnail's size, or undefined when the browser cannot decode it. */
export async function decodeSmall(file: Blob, size?: PixelSize): Promise<ImageBitmap | undefined> {
  try {
    const scale = size ? Math.min(1, THUMBNAIL_LONG_SIDE / Math.max(size.width, size.height)) : 1;
    return await createImageBitmap(
      file,
      size && scale < 1 ? { resizeWidth: Math.round(size.width * scale), resizeHeight: Math.round(size.height * scale), resizeQuality: 'medium' } : {},
    );
  } catch {
    return undefined;
  }
}

/** The thumbnail's pixel size for a decoded photo: at most THUMBNAIL_LONG_SIDE on its long side. */
export function thumbnailSizeOf(bitmap: PixelSize): PixelSize {
  const scale = Math.min(1, THUMBNAIL_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  return { width: Math.max(1, Math.round(bitmap.width * scale)), height: Math.max(1, Math.round(bitmap.height * scale)) };
}
