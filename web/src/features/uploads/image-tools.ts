/**
 * What the browser learns from a photo: from its first bytes, what it really is and its pixel
 * size (for the refusal of a non-image before it goes and for the low-resolution warning), read
 * without decoding; and, once nothing is sending, a small JPEG thumbnail for the list and View
 * Images. A photo the browser cannot decode (HEIC in most browsers, some TIFFs) has no thumbnail.
 */
import { detectImageType, HEADER_BYTES, pixelSizeOf } from '@shared/image-header';
import { SIGNED_PUT_HEADERS, type ImageMimeType } from '@shared/uploads';

const THUMBNAIL_LONG_SIDE = 400;

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

/** A JPEG about 400 px on its long side, decoded at that size, or undefined when the photo does not decode. */
export async function thumbnailOf(file: Blob, size?: { width: number; height: number }): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    const scale = size ? Math.min(1, THUMBNAIL_LONG_SIDE / Math.max(size.width, size.height)) : 1;
    bitmap = await createImageBitmap(
      file,
      size && scale < 1 ? { resizeWidth: Math.round(size.width * scale), resizeHeight: Math.round(size.height * scale), resizeQuality: 'medium' } : {},
    );
  } catch {
    return undefined;
  }
  const scale = Math.min(1, THUMBNAIL_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.8));
}

/** PUTs a thumbnail to its signed URL; one that fails is not worth failing the photo for (View Images shows the photo itself). */
export async function sendThumbnail(thumbnail: Blob, thumbnailUrl: string): Promise<void> {
  try {
    await fetch(thumbnailUrl, { method: 'PUT', body: thumbnail, headers: { 'content-type': 'image/jpeg', ...SIGNED_PUT_HEADERS } });
  } catch {
    // View Images falls back to the photo itself.
  }
}
