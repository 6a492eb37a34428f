/**
 * What the browser learns from a photo before and after it goes: its pixel size (for the
 * low-resolution warning) and a small JPEG thumbnail for View Images. A photo the browser cannot
 * decode (HEIC in most browsers, some TIFFs) has neither, and is sent all the same.
 */
const THUMBNAIL_LONG_SIDE = 400;

async function decode(file: Blob): Promise<ImageBitmap | undefined> {
  try {
    return await createImageBitmap(file);
  } catch {
    return undefined;
  }
}

export async function pixelSizeOf(file: Blob): Promise<{ width: number; height: number } | undefined> {
  const bitmap = await decode(file);
  if (!bitmap) return undefined;
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** A JPEG about 400 px on its long side, or undefined when the photo does not decode. */
export async function thumbnailOf(file: Blob): Promise<Blob | undefined> {
  const bitmap = await decode(file);
  if (!bitmap) return undefined;
  const scale = Math.min(1, THUMBNAIL_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.8));
}

/** PUTs the thumbnail to its signed URL; a thumbnail that fails is not worth failing the photo for. */
export async function sendThumbnail(file: Blob, thumbnailUrl: string): Promise<void> {
  const thumbnail = await thumbnailOf(file);
  if (!thumbnail) return;
  try {
    await fetch(thumbnailUrl, { method: 'PUT', body: thumbnail, headers: { 'content-type': 'image/jpeg' } });
  } catch {
    // View Images falls back to the photo itself.
  }
}
