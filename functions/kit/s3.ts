/**
 * The S3 calls handlers make, through the SDK's S3Client made once per container: presigned URLs
 * for the browser's PUTs and GETs (the SDK presigner), the multipart calls, and reading, checking
 * and deleting a file. Errors are the SDK's own, named by their S3 code (`NoSuchKey`,
 * `NoSuchUpload`, `NotFound` for a HEAD of a missing key).
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListParts,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type Part,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

export const s3 = new S3Client({
  // Since early 2025 the SDK adds a CRC32 checksum to every upload by default: a presigned PUT
  // would then require `x-amz-checksum-crc32` and `x-amz-sdk-checksum-algorithm`, which a
  // browser sending a file cannot give, and PutObject bodies would go aws-chunked. The shop's
  // uploads are checked by their signed length and type, so checksums are sent and validated
  // only where an operation requires them.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  // With an endpoint of its own (AWS_ENDPOINT_URL_S3, the local S3) the bucket goes in the path:
  // a stand-in at an address of its own has no bucket subdomains. In the cloud no endpoint is
  // set, and the SDK uses S3's virtual-hosted addresses (`<bucket>.s3.<region>.amazonaws.com`).
  forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
});

export interface S3Object {
  bucket: string;
  key: string;
}

/** What a presigned PUT binds the browser to: each header given is part of the signature. */
export interface SignedPut {
  contentType?: string;
  contentLength?: number;
  cacheControl?: string;
  /**
   * Only where no object is at the key yet (`If-None-Match: *`, signed, so the PUT must carry
   * it): S3 answers 412 instead of replacing an object that is there.
   */
  onlyNew?: boolean;
}

/**
 * A presigned PUT of the object, bound to the headers given: S3 refuses a PUT whose length, type
 * or cache-control differs from the signed ones. The presigner signs the length as it is, but
 * leaves the content type and cache-control out of the signature unless asked (`signableHeaders`).
 */
export const presignPut = (o: S3Object, put: SignedPut, options: { expiresIn: number; signingDate?: Date }): Promise<string> =>
  getSignedUrl(
    s3,
    new PutObjectCommand({
      Bucket: o.bucket,
      Key: o.key,
      ContentType: put.contentType,
      ContentLength: put.contentLength,
      CacheControl: put.cacheControl,
      IfNoneMatch: put.onlyNew ? '*' : undefined,
    }),
    { ...options, signableHeaders: new Set(['content-type', 'cache-control', 'if-none-match']) },
  );

/** A presigned GET of the object. */
export const presignGet = (o: S3Object, options: { expiresIn: number; signingDate?: Date }): Promise<string> =>
  getSignedUrl(s3, new GetObjectCommand({ Bucket: o.bucket, Key: o.key }), options);

/** A presigned PUT of one part of a multipart upload, bound to the part's exact length. */
export const presignUploadPart = (
  o: S3Object,
  part: { uploadId: string; partNumber: number; contentLength: number },
  options: { expiresIn: number; signingDate?: Date },
): Promise<string> =>
  getSignedUrl(
    s3,
    new UploadPartCommand({ Bucket: o.bucket, Key: o.key, UploadId: part.uploadId, PartNumber: part.partNumber, ContentLength: part.contentLength }),
    options,
  );

export async function createMultipartUpload(o: S3Object, contentType: string): Promise<string> {
  const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: o.bucket, Key: o.key, ContentType: contentType }));
  if (!UploadId) throw new Error('CreateMultipartUpload answered no UploadId');
  return UploadId;
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
}

/** Every part uploaded so far, following ListParts' pages. */
export async function listParts(o: S3Object, uploadId: string): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  for await (const page of paginateListParts({ client: s3 }, { Bucket: o.bucket, Key: o.key, UploadId: uploadId })) {
    for (const { PartNumber, ETag, Size } of page.Parts ?? ([] as Part[])) {
      if (PartNumber && ETag) parts.push({ PartNumber, ETag, Size });
    }
  }
  return parts;
}

/** Joins the parts; only where no object is at the key yet (`If-None-Match: *`: S3 answers 412 PreconditionFailed otherwise). */
export async function completeMultipartUpload(o: S3Object, uploadId: string, parts: { PartNumber: number; ETag: string }[]): Promise<void> {
  await s3.send(new CompleteMultipartUploadCommand({ Bucket: o.bucket, Key: o.key, UploadId: uploadId, MultipartUpload: { Parts: parts }, IfNoneMatch: '*' }));
}

export async function abortMultipartUpload(o: S3Object, uploadId: string): Promise<void> {
  await s3.send(new AbortMultipartUploadCommand({ Bucket: o.bucket, Key: o.key, UploadId: uploadId }));
}

/** The bytes of `range` (an HTTP Range such as `bytes=0-99`). */
export async function getObjectRange(o: S3Object, range: string): Promise<{ bytes: Uint8Array; etag: string }> {
  const { Body, ETag } = await s3.send(new GetObjectCommand({ Bucket: o.bucket, Key: o.key, Range: range }));
  const bytes = Body ? await Body.transformToByteArray() : new Uint8Array();
  // Unquoted, as S3's event notifications give it.
  return { bytes, etag: (ETag ?? '').replace(/^"|"$/g, '') };
}

export async function headObject(o: S3Object): Promise<void> {
  await s3.send(new HeadObjectCommand({ Bucket: o.bucket, Key: o.key }));
}

export async function deleteObject(o: S3Object): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: o.key }));
}
