/**
 * Photo uploads per order line and to an order's gallery, from My Orders: images only, an album
 * twice its pages, a product one. Bytes go from the browser straight to S3 (presigned PUT, or
 * presigned multipart parts for large files); the API only signs, counts and checks.
 */
import * as z from 'zod/mini';
import { messages } from './messages';
import { MAX_PART_BYTES, MAX_PIXELS, wholeNumber } from './numbers';
import { safeText } from './text';

/** The largest photo we take (a 50 MB TIFF or HEIC from a full-frame camera). */
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
/** Above this a photo goes up in parts, so a dropped connection or a reload resumes it. */
export const MULTIPART_THRESHOLD_BYTES = 10 * 1024 * 1024;
/** S3's smallest part (but the last); 5 parts for a 25 MB photo. */
export const PART_BYTES = 5 * 1024 * 1024;
/** Photos signed in one call; the uploader asks again for the rest of a larger batch. */
export const MAX_FILES_PER_SIGNING = 50;
/** An order gallery holds at most this many photos. */
export const MAX_GALLERY_IMAGES = 500;
/**
 * How long a signed upload URL (a photo, a thumbnail, a part, a design file) stays usable: minutes,
 * so a URL handed out before Step 2 is dead soon after it. The uploader signs lazily, a batch at a
 * time, so no URL waits long for its file.
 */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** After which a reservation whose file never came is released (a multipart upload may be resumed until then). */
export const RESERVATION_SECONDS = 24 * 60 * 60;
/**
 * The headers every presigned upload PUT (a photo, its thumbnail, a design spread) is sent with,
 * beside its content type: they are part of the signature, and make S3 refuse the PUT (412) once a
 * file is at the key, so a URL can never replace a file that arrived.
 */
export const SIGNED_PUT_HEADERS = { 'if-none-match': '*' } as const;

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/tiff'] as const;
export type ImageMimeType = (typeof imageMimeTypes)[number];

/** What the customer reads of each photo's upload, in the product's words. */
export const uploadStates = {
  signing: 'Generating upload URLs...',
  done: 'Upload successful',
  failed: 'Upload failed',
} as const;

/** The line the gallery's photos are kept under (an order gallery is not an order line). */
export const GALLERY_LINE = 'gallery';

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id'));

export const imageFileSchema = z.object({
  fileName: safeText(200).check(z.minLength(1, messages.required)),
  mimeType: z.enum(imageMimeTypes, messages.imagesOnly),
  size: z.int().check(z.positive(), z.maximum(MAX_IMAGE_BYTES, 'A photo can be at most 50 MB.')),
});
export type ImageFile = z.infer<typeof imageFileSchema>;

/** `POST /galleries/user/{userId}/{orderId}`: presigned PUTs for photos of one line. */
export const signUploadsSchema = z.object({
  lineId: idSchema,
  images: z.array(imageFileSchema).check(z.minLength(1, messages.noFileSelected), z.maxLength(MAX_FILES_PER_SIGNING)),
});

/** One photo's way into S3: its URL for the original and its URL for the browser-made thumbnail. */
export const signedUploadSchema = z.object({
  fileName: z.string(),
  imageId: z.string(),
  key: z.string(),
  uploadUrl: z.string(),
  thumbnailUrl: z.string(),
});
export const signedUploadsSchema = z.object({ signedUrls: z.array(signedUploadSchema) });

/** Multipart: start one large photo, sign its parts, list what arrived (to resume), complete or abort. */
export const startMultipartSchema = z.extend(imageFileSchema, { lineId: idSchema });
export const multipartStartedSchema = z.object({
  uploadId: z.string(),
  key: z.string(),
  imageId: z.string(),
  thumbnailUrl: z.string(),
});
/** S3 numbers the parts of one upload from 1 to 10,000. */
const partNumberSchema = wholeNumber(1, 10_000);
const multipartRefSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(300)), uploadId: z.string().check(z.minLength(1), z.maxLength(1024)) });
export const signPartsSchema = z.extend(multipartRefSchema, {
  partNumbers: z.array(partNumberSchema).check(z.minLength(1), z.maxLength(100)),
});
export const signedPartsSchema = z.object({ urls: z.array(z.object({ partNumber: partNumberSchema, url: z.string() })) });
export const listPartsQuerySchema = multipartRefSchema;
export const uploadedPartSchema = z.object({ PartNumber: partNumberSchema, ETag: z.string(), Size: z.optional(wholeNumber(0, MAX_PART_BYTES)) });
export const uploadedPartsSchema = z.object({ parts: z.array(uploadedPartSchema) });
export const completeMultipartSchema = z.extend(multipartRefSchema, {
  parts: z.array(z.pick(uploadedPartSchema, { PartNumber: true, ETag: true })).check(z.minLength(1), z.maxLength(10_000)),
});
export const abortMultipartSchema = multipartRefSchema;

export const imageStatuses = ['reserved', 'uploaded', 'rejected'] as const;
export type ImageStatus = (typeof imageStatuses)[number];

/** A photo of an order line as the customer and the studio see it; URLs are short-lived presigned GETs. */
export const lineImageSchema = z.object({
  imageId: z.string(),
  lineId: z.string(),
  fileName: z.string(),
  status: z.enum(imageStatuses),
  size: wholeNumber(0, MAX_IMAGE_BYTES),
  url: z.optional(z.string()),
  thumbnailUrl: z.optional(z.string()),
  width: z.optional(wholeNumber(1, MAX_PIXELS)),
  height: z.optional(wholeNumber(1, MAX_PIXELS)),
  /** Why a file was refused after it arrived (e.g. it was not an image). */
  reason: z.optional(z.string()),
  uploadedAt: z.optional(z.iso.datetime()),
  /** When the photo was taken, from its EXIF; absent when unknown. */
  takenAt: z.optional(z.iso.datetime()),
});
export type LineImage = z.infer<typeof lineImageSchema>;

export const lineImagesQuerySchema = z.object({ lineId: idSchema });
export const lineImagesSchema = z.object({ images: z.array(lineImageSchema) });

/** `GET /galleries/user/{userId}/image-count`: order id → line id → photos held (uploaded or on their way). */
/** Photos one line holds, uploaded or on their way: never past a line's limit, the largest being the gallery's. */
export const imageCountSchema = wholeNumber(0, MAX_GALLERY_IMAGES);
export const imageCountsSchema = z.object({ imageCounts: z.record(z.string(), z.record(z.string(), imageCountSchema)) });

/** `POST /gallery/{userId}/{orderId}`: names the order gallery and signs its photos. */
export const createGallerySchema = z.object({
  orderName: safeText(120).check(z.minLength(1, 'Please give your gallery a name.')),
  images: z.array(imageFileSchema).check(z.minLength(1, messages.noFileSelected), z.maxLength(MAX_FILES_PER_SIGNING)),
});
export const galleryImagesSchema = z.object({
  orderName: z.optional(z.string()),
  images: z.array(lineImageSchema),
});

/**
 * The most photos a line of an order takes: an album 2 × its total pages (its own
 * and the add-on pages bought for it), a product 1.
 */
export const imageLimitOf = (line: { kind: 'album'; pages: number; extraPages?: number } | { kind: 'product' }): number =>
  line.kind === 'album' ? 2 * (line.pages + (line.extraPages ?? 0)) : 1;

/** What the customer reads when a batch would go over a line's limit (it is refused whole), or undefined when it fits. */
export function overLimitMessage(line: { kind: 'album' | 'product' }, limit: number, held: number, adding: number): string | undefined {
  if (held + adding <= limit) return undefined;
  if (line.kind === 'product') return held >= limit ? messages.productUploadFull : messages.productUploadLimit(limit - held);
  return held === 0 ? messages.albumUploadLimit(limit) : messages.albumUploadRemaining(held, limit - held);
}

/**
 * Pixels a print needs: 150 pixels per inch of the album page or wall-art size (`8x10` inches).
 * Below it a photo is still taken, with a warning.
 */
export const MIN_PRINT_PPI = 150;
export function isLowResolution(size: string, width: number, height: number): boolean {
  const inches = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(size);
  if (!inches) return false;
  const [a, b] = [Number(inches[1]), Number(inches[2])].sort((x, y) => x - y) as [number, number];
  const [short, long] = [Math.min(width, height), Math.max(width, height)];
  return short < a * MIN_PRINT_PPI || long < b * MIN_PRINT_PPI;
}

/** What the customer reads when the upload routes refuse or remove something. */
export const uploadMessages = {
  notPrintable: (fileName: string) => `${fileName} is not a photo we can print (JPEG, PNG, HEIC, TIFF or WebP), so it was removed.`,
  notPaid: 'This order is not paid yet, so photos cannot be uploaded for it.',
  alreadyComplete: 'The photos of this order were already sent to the studio, so they can no longer be changed.',
  noSuchLine: 'This order has no such item.',
  noSuchPhoto: 'This photo is not part of this order.',
  noSuchUpload: 'This upload is not one of this order’s, or it has already finished.',
  galleryFull: (held: number) =>
    held >= MAX_GALLERY_IMAGES
      ? `This gallery already holds the most photos it can (${MAX_GALLERY_IMAGES}).`
      : `A gallery holds at most ${MAX_GALLERY_IMAGES} photos: you can add ${MAX_GALLERY_IMAGES - held} more.`,
  partOutOfRange: (parts: number) => `This photo is sent in ${parts} part(s); there is no such part.`,
  lostInReload: 'The page reloaded before your browser had kept this photo, so it was not sent: choose it again.',
  partsMissing: 'Some parts of this photo have not arrived; please try the upload again.',
  arrivedAfterComplete: (fileName: string) => `${fileName} arrived after the photos were sent to the studio, so it was not added.`,
  alreadyArrived: 'This file has already arrived, and a file that arrived is never replaced.',
  stillSigning: 'This photo is still being added. Please try again in a few minutes.',
} as const;
