/**
 * What a file really is, from its first bytes, whatever its name or the type the browser claims:
 * the image types we print by their magic numbers, and the pixel size where the header holds it
 * (image-size reads JPEG, PNG, WebP, TIFF and HEIC's `ispe` box from bytes, without decoding).
 */
import { imageSize } from 'image-size';
import type { ImageMimeType } from './uploads';

/** Enough of a file to hold the header of any type we take (JPEG's size can follow a large EXIF block). */
export const HEADER_BYTES = 128 * 1024;

const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const heifBrands = new Set(['mif1', 'msf1', 'heif']);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function detectImageType(bytes: Uint8Array): ImageMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (heicBrands.has(brand)) return 'image/heic';
    if (heifBrands.has(brand)) return 'image/heif';
  }
  return undefined;
}

/** The pixel size as printed (EXIF orientation applied), or undefined when the header read does not hold it (a TIFF may keep it at the end). */
export function pixelSizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!width || !height) return undefined;
    // EXIF orientations 5 to 8 turn the photo a quarter: its printed width is the stored height.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}
