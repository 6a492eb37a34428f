/**
 * Photo files in the uploads bucket (UPLOADS_BUCKET). The browser sends and fetches the bytes
 * through presigned URLs; functions only sign, read a file's first bytes and delete. The S3
 * endpoint comes from the standard AWS configuration (AWS_ENDPOINT_URL_S3 locally).
 */
import {
  AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, DeleteObjectCommand,
  GetObjectCommand, HeadObjectCommand, ListPartsCommand, PutObjectCommand, S3Client, UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_URL_SECONDS } from '../../shared/uploads';

// A presigned URL cannot carry a checksum of bytes it has not seen: checksums only where S3 requires them.
const s3 = new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED' });

export function uploadsBucket(): string {
  const name = process.env.UPLOADS_BUCKET;
  if (!name) throw new Error('UPLOADS_BUCKET is not set');
  return name;
}

/** How long a link to see a photo stays usable. */
const VIEW_URL_SECONDS = 15 * 60;
// The content type is signed too, so S3 refuses a PUT whose Content-Type differs from the one reserved.
const signType = { signableHeaders: new Set(['content-type']) };

/** A PUT of exactly `size` bytes of `mimeType` (both part of the signature). */
export const signPhotoPut = (key: string, mimeType: string, size: number) =>
  getSignedUrl(s3, new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, ContentType: mimeType, ContentLength: size }), {
    expiresIn: UPLOAD_URL_SECONDS,
    ...signType,
  });

/**
 * The browser-made thumbnail: a JPEG. A PUT cannot be signed for a range of lengths, so its size
 * is checked when it arrives (check-upload deletes one over THUMBNAIL_MAX_BYTES).
 */
export const signThumbnailPut = (thumbKey: string) =>
  getSignedUrl(s3, new PutObjectCommand({ Bucket: uploadsBucket(), Key: thumbKey, ContentType: 'image/jpeg' }), {
    expiresIn: UPLOAD_URL_SECONDS,
    ...signType,
  });
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

export const signPhotoGet = (key: string) =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }), { expiresIn: VIEW_URL_SECONDS });

export async function startMultipart(key: string, mimeType: string): Promise<string> {
  const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: uploadsBucket(), Key: key, ContentType: mimeType }));
  if (!UploadId) throw new Error('S3 started a multipart upload without an id');
  return UploadId;
}

/** A part's PUT, signed for its exact length. */
export const signPartPut = (key: string, uploadId: string, partNumber: number, size: number) =>
  getSignedUrl(
    s3,
    new UploadPartCommand({ Bucket: uploadsBucket(), Key: key, UploadId: uploadId, PartNumber: partNumber, ContentLength: size }),
    { expiresIn: UPLOAD_URL_SECONDS },
  );

export async function listParts(key: string, uploadId: string) {
  const parts: { PartNumber: number; ETag: string; Size?: number }[] = [];
  let PartNumberMarker: string | undefined;
  do {
    const page = await s3.send(new ListPartsCommand({ Bucket: uploadsBucket(), Key: key, UploadId: uploadId, PartNumberMarker }));
    for (const p of page.Parts ?? []) if (p.PartNumber && p.ETag) parts.push({ PartNumber: p.PartNumber, ETag: p.ETag, Size: p.Size });
    PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
  } while (PartNumberMarker);
  return parts;
}

export async function completeMultipart(key: string, uploadId: string, parts: { PartNumber: number; ETag: string }[]) {
  await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: uploadsBucket(),
      Key: key,
      UploadId: uploadId,
      MultipartUpload: { Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber) },
    }),
  );
}

/** Abandons a multipart upload; one already gone is fine. */
export async function abortMultipart(key: string, uploadId: string): Promise<void> {
  try {
    await s3.send(new AbortMultipartUploadCommand({ Bucket: uploadsBucket(), Key: key, UploadId: uploadId }));
  } catch (err) {
    if ((err as Error).name !== 'NoSuchUpload') throw err;
  }
}

/** The first `bytes` of a file (fewer if it is shorter), enough to tell its type and pixel size. */
export async function readFileStart(key: string, bytes: number): Promise<Uint8Array | undefined> {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key, Range: `bytes=0-${bytes - 1}` }));
    return Body ? await Body.transformToByteArray() : undefined;
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey') return undefined;
    throw err;
  }
}

export async function fileExists(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return true;
  } catch (err) {
    if ((err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return false;
    throw err;
  }
}

/** Deletes files; S3 answers success for a key that is already gone. */
export async function deleteFiles(...keys: string[]): Promise<void> {
  await Promise.all(keys.map((Key) => s3.send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key }))));
}
