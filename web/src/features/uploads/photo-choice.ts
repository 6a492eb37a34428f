/**
 * What happens to photos the moment they are chosen, before anything is signed or sent:
 * non-images and files over 50 MB are refused one by one, and a batch that would take a line over
 * its limit is refused whole, saying how many more fit. Also the line rules of an order, the
 * progress sums and the low-resolution warning. No browser APIs: relative imports keep it
 * loadable by the node unit tests as well as by Vite.
 */
import { messages } from '../../../../shared/messages';
import type { Order } from '../../../../shared/orders';
import { imageLimitOf, imageMimeTypes, isLowResolution, MAX_IMAGE_BYTES, overLimitMessage, type ImageMimeType } from '../../../../shared/uploads';

/** One line of an order as the uploader sees it: what it takes and at which print size. */
export interface UploadLine {
  lineId: string;
  kind: 'album' | 'product';
  name: string;
  /** Print size in inches, `8x10`. */
  size: string;
  limit: number;
}

export function uploadLinesOf(order: Pick<Order, 'albums' | 'products'>): UploadLine[] {
  return [
    ...order.albums.map((album) => ({
      lineId: album._id,
      kind: 'album' as const,
      name: album.albumName,
      size: album.albumOptions.size,
      limit: imageLimitOf({ kind: 'album', pages: album.albumOptions.pages, extraPages: album.extraPages }),
    })),
    ...order.products.map((product) => ({
      lineId: product._id,
      kind: 'product' as const,
      name: product.productName,
      size: product.productOptions.size,
      limit: imageLimitOf({ kind: 'product' }),
    })),
  ];
}

/** Uploads are open while the order is paid and the customer has not yet marked it complete. */
export const uploadsOpen = (order: Pick<Order, 'paymentStatus' | 'status'>): boolean =>
  order.paymentStatus === 'paid' && order.status === 'Awaiting user images';

/** Step 2 may be clicked once a product line has its one photo and an album line at least one. */
export const everyLineHasImages = (lines: readonly UploadLine[], held: (lineId: string) => number): boolean => lines.every((line) => held(line.lineId) >= 1);

export const TOO_LARGE = 'A photo can be at most 50 MB.';

/** Browsers leave `type` empty for HEIC and some TIFFs: the name's ending stands in. */
const byExtension: Record<string, ImageMimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

export function imageTypeOf(file: { name: string; type: string }): ImageMimeType | undefined {
  if ((imageMimeTypes as readonly string[]).includes(file.type)) return file.type as ImageMimeType;
  if (file.type) return undefined;
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''];
}

export interface Refusal {
  fileName: string;
  reason: string;
}

export interface PhotoChoice<F> {
  /** The photos to send, each with its image type. */
  accepted: { file: F; mimeType: ImageMimeType }[];
  refused: Refusal[];
  /** Set when the batch would go over the line's limit: then nothing is accepted. */
  overLimit?: string;
}

/** Sorts a batch the customer chose for `line`, which holds `held` photos already (or on their way). */
export function choosePhotos<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  line: Pick<UploadLine, 'kind' | 'limit'>,
  held: number,
): PhotoChoice<F> {
  const accepted: PhotoChoice<F>['accepted'] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const mimeType = imageTypeOf(file);
    if (!mimeType) refused.push({ fileName: file.name, reason: messages.imagesOnly });
    else if (file.size > MAX_IMAGE_BYTES) refused.push({ fileName: file.name, reason: TOO_LARGE });
    else if (file.size === 0) refused.push({ fileName: file.name, reason: 'This file is empty.' });
    else accepted.push({ file, mimeType });
  }
  const overLimit = accepted.length ? overLimitMessage(line, line.limit, held, accepted.length) : undefined;
  return overLimit ? { accepted: [], refused, overLimit } : { accepted, refused };
}

export interface FileProgress {
  bytesTotal: number;
  bytesUploaded: number;
  done: boolean;
  failed: boolean;
}

/** The whole batch's progress: bytes sent over bytes to send, and how many photos are through. */
export function batchProgress(files: readonly FileProgress[]) {
  let total = 0;
  let sent = 0;
  let done = 0;
  let failed = 0;
  for (const file of files) {
    total += file.bytesTotal;
    sent += file.done ? file.bytesTotal : Math.min(file.bytesUploaded, file.bytesTotal);
    if (file.done) done += 1;
    if (file.failed) failed += 1;
  }
  return { total, sent, done, failed, count: files.length, percent: total ? Math.floor((sent / total) * 100) : 0 };
}

/** The names of the photos too small for the line's print size; a photo that could not be measured is not judged. */
export function lowResolutionNames(size: string, photos: readonly { fileName: string; width?: number; height?: number }[]): string[] {
  return photos.filter((p) => p.width !== undefined && p.height !== undefined && isLowResolution(size, p.width, p.height)).map((p) => p.fileName);
}
