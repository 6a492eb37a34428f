/**
 * Photo files in the uploads bucket (UPLOADS_BUCKET). The browser sends and fetches the bytes
 * through presigned URLs; functions only sign, read a file's first bytes and delete. The S3
 * endpoint comes from the standard AWS configuration (AWS_ENDPOINT_URL_S3 locally).
 */
import { UPLOAD_URL_SECONDS } from '../../shared/uploads';
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  deleteObject,
  getObjectRange,
  headObject,
  listParts as listUploadedParts,
  presignGet,
  presignPut,
  presignUploadPart,
  type SignedPut,
} from '../kit/s3';
import { presignGets, presignPuts } from '../kit/batch-presign';

export function uploadsBucket(): string {
  const name = process.env.UPLOADS_BUCKET;
  if (!name) throw new Error('UPLOADS_BUCKET is not set');
  return name;
}

const file = (key: string) => ({ bucket: uploadsBucket(), key });

/** How long a link to see a photo stays usable. */
const VIEW_URL_SECONDS = 15 * 60;

/**
 * A PUT of exactly `size` bytes of `mimeType` (both part of the signature), that only creates:
 * S3 refuses it (412) once a file is at the key, so a file that arrived is never replaced through
 * its URL. The browser sends SIGNED_PUT_HEADERS with it.
 */
const photoPut = (mimeType: string, size: number): SignedPut => ({ contentType: mimeType, contentLength: size, onlyNew: true });

/**
 * The browser-made thumbnail: a JPEG. A PUT cannot be signed for a range of lengths, so its size
 * is checked when it arrives (check-upload deletes one over THUMBNAIL_MAX_BYTES).
 */
const thumbnailPut: SignedPut = { contentType: 'image/jpeg', onlyNew: true };
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

/** A PUT for each photo, as `photoPut` binds it, signed together (kit/batch-presign.ts). */
export const signPhotoPuts = (photos: readonly { key: string; mimeType: string; size: number }[]): Promise<string[]> =>
  presignPuts(
    photos.map((p) => ({ object: file(p.key), put: photoPut(p.mimeType, p.size) })),
    { expiresIn: UPLOAD_URL_SECONDS },
  );

export const signThumbnailPut = (thumbKey: string) => presignPut(file(thumbKey), thumbnailPut, { expiresIn: UPLOAD_URL_SECONDS });

/** A PUT for each thumbnail, signed together. */
export const signThumbnailPuts = (thumbKeys: readonly string[]): Promise<string[]> =>
  presignPuts(
    thumbKeys.map((key) => ({ object: file(key), put: thumbnailPut })),
    { expiresIn: UPLOAD_URL_SECONDS },
  );

export const signPhotoGet = (key: string) => presignGet(file(key), { expiresIn: VIEW_URL_SECONDS });

/** A link to see each file, signed together. */
export const signPhotoGets = (keys: readonly string[]): Promise<string[]> => presignGets(keys.map(file), { expiresIn: VIEW_URL_SECONDS });

export const startMultipart = (key: string, mimeType: string): Promise<string> => createMultipartUpload(file(key), mimeType);

/** A part's PUT, signed for its exact length. */
export const signPartPut = (key: string, uploadId: string, partNumber: number, size: number) =>
  presignUploadPart(file(key), { uploadId, partNumber, contentLength: size }, { expiresIn: UPLOAD_URL_SECONDS });

export const listParts = (key: string, uploadId: string) => listUploadedParts(file(key), uploadId);

/** Joins the parts into the file, only if no file is at the key yet (S3 answers PreconditionFailed then). */
export async function completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
  await completeMultipartUpload(
    file(key),
    uploadId,
    [...parts].sort((a, b) => a.PartNumber - b.PartNumber),
  );
}

/** Abandons a multipart upload; one already gone is fine. */
export async function abortMultipart(key: string, uploadId: string): Promise<void> {
  try {
    await abortMultipartUpload(file(key), uploadId);
  } catch (err) {
    if ((err as Error).name !== 'NoSuchUpload') throw err;
  }
}

/** The first `bytes` of a file (fewer if it is shorter), enough to tell its type and pixel size. */
export async function readFileStart(key: string, bytes: number): Promise<Uint8Array | undefined> {
  return (await readFileHead(key, bytes))?.bytes;
}

/** The first `bytes` of a file and its ETag (unquoted, as in S3's events), or undefined when it is not there. */
export async function readFileHead(key: string, bytes: number): Promise<{ bytes: Uint8Array; etag: string } | undefined> {
  try {
    return await getObjectRange(file(key), `bytes=0-${bytes - 1}`);
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey') return undefined;
    throw err;
  }
}

export async function fileExists(key: string): Promise<boolean> {
  try {
    await headObject(file(key));
    return true;
  } catch (err) {
    if ((err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return false;
    throw err;
  }
}

/** Deletes files; S3 answers success for a key that is already gone. */
export async function deleteFiles(...keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => deleteObject(file(key))));
}
