/**
 * The S3 calls handlers make, as signed requests (see aws-request.ts): presigned URLs for the
 * browser's PUTs and GETs, the multipart calls, and reading, checking and deleting a file.
 * Addresses are built as the SDK's client builds them: virtual-hosted (`bucket.s3.<region>…`)
 * unless asked for path-style or the endpoint is an IP address (the local S3), and presigned
 * URLs carry the same query and signed headers the SDK presigner gives.
 */
import type { HttpRequest } from '@smithy/types';
import { AwsError, endpointOf, escapeUri, requestTo, send, services, signerFor, urlOf } from './aws-request';
import { escapeXml, requiredXmlText, xmlElements, xmlNumber, xmlRoot, xmlText } from './xml';

export interface S3Object {
  bucket: string;
  key: string;
  /** `bucket` in the path rather than the host name, for every endpoint. */
  pathStyle?: boolean;
}

const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
// A bucket name that can be a DNS label (no dots, which would break the certificate's wildcard).
const dnsCompatible = (bucket: string) => /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);

/** The object's request, with the key encoded once per path segment, as S3 signs it. */
function objectRequest(o: S3Object, init: { method: string; query?: Record<string, string>; headers?: Record<string, string>; body?: string }): HttpRequest {
  const key = o.key.split('/').map(escapeUri).join('/');
  const base = endpointOf(services.s3);
  const pathStyle = o.pathStyle || isIpAddress(base.hostname) || !dnsCompatible(o.bucket);
  return requestTo(services.s3, {
    ...init,
    path: pathStyle ? `/${o.bucket}/${key}` : `/${key}`,
    host: pathStyle ? undefined : `${o.bucket}.${base.hostname}`,
  });
}

/**
 * A presigned URL for `operation` on the object. As with the SDK presigner, the payload is
 * UNSIGNED-PAYLOAD, the content type is signed only when asked (`signedHeaders`), and other
 * headers given (content-length, cache-control) are signed, so S3 refuses a request that differs.
 */
export async function presignS3(
  operation: 'GetObject' | 'PutObject' | 'UploadPart',
  o: S3Object,
  options: { expiresIn: number; headers?: Record<string, string>; query?: Record<string, string>; signedHeaders?: string[]; signingDate?: Date },
): Promise<string> {
  const request = objectRequest(o, {
    method: operation === 'GetObject' ? 'GET' : 'PUT',
    // x-id names the operation, as the SDK's URLs do; S3 ignores it.
    query: { ...options.query, 'x-id': operation },
    // Spelled as the SDK presigner spells it: the header becomes a query parameter of that name.
    headers: { ...options.headers, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
  });
  const presigned = await signerFor(services.s3).presign(request, {
    expiresIn: options.expiresIn,
    unsignableHeaders: new Set(['content-type']),
    unhoistableHeaders: new Set(),
    signableHeaders: options.signedHeaders ? new Set(options.signedHeaders) : undefined,
    signingDate: options.signingDate,
  });
  return urlOf(presigned);
}

/** S3's XML error (`<Error><Code>…`), possibly in a 200 answer; a bodiless answer (HEAD) is named by its status. */
function s3ErrorOf(res: Response, text: string): AwsError {
  if (xmlRoot(text) === 'Error') return new AwsError(requiredXmlText(text, 'Code'), xmlText(text, 'Message') ?? '', res.status);
  return new AwsError(res.status === 404 ? 'NotFound' : `Http${res.status}`, res.statusText, res.status);
}

const call = (o: S3Object, init: Parameters<typeof objectRequest>[1]) => send(services.s3, objectRequest(o, init), s3ErrorOf);

export async function createMultipartUpload(o: S3Object, contentType: string): Promise<string> {
  const res = await call(o, { method: 'POST', query: { uploads: '' }, headers: { 'content-type': contentType } });
  return requiredXmlText(await res.text(), 'UploadId');
}

export interface UploadedPart {
  PartNumber: number;
  ETag: string;
  Size?: number;
}

/** Every part uploaded so far, following ListParts' pages. */
export async function listParts(o: S3Object, uploadId: string): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  do {
    const res = await call(o, { method: 'GET', query: { uploadId, ...(marker ? { 'part-number-marker': marker } : {}) } });
    const page = await res.text();
    for (const part of xmlElements(page, 'Part')) {
      const PartNumber = xmlNumber(part, 'PartNumber');
      const ETag = xmlText(part, 'ETag');
      if (PartNumber && ETag) parts.push({ PartNumber, ETag, Size: xmlNumber(part, 'Size') });
    }
    const next = xmlText(page, 'IsTruncated') === 'true' ? xmlText(page, 'NextPartNumberMarker') : undefined;
    // A truncated page that names no next marker (or the same one) would loop forever.
    if (next !== undefined && next === marker) throw new Error('ListParts repeated its page marker');
    marker = next;
  } while (marker);
  return parts;
}

export async function completeMultipartUpload(o: S3Object, uploadId: string, parts: { PartNumber: number; ETag: string }[]): Promise<void> {
  const body = `<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${parts
    .map((p) => `<Part><ETag>${escapeXml(p.ETag)}</ETag><PartNumber>${p.PartNumber}</PartNumber></Part>`)
    .join('')}</CompleteMultipartUpload>`;
  const res = await call(o, { method: 'POST', query: { uploadId }, headers: { 'content-type': 'application/xml' }, body });
  // S3 may answer 200 and still fail: the error then comes in the body, after the work began.
  const text = await res.text();
  if (xmlRoot(text) === 'Error') throw s3ErrorOf(res, text);
}

export async function abortMultipartUpload(o: S3Object, uploadId: string): Promise<void> {
  await call(o, { method: 'DELETE', query: { uploadId } });
}

/** The bytes of `range` (an HTTP Range such as `bytes=0-99`). */
export async function getObjectRange(o: S3Object, range: string): Promise<{ bytes: Uint8Array; etag: string }> {
  const res = await call(o, { method: 'GET', headers: { range } });
  // Unquoted, as S3's event notifications give it.
  const etag = (res.headers.get('etag') ?? '').replace(/^"|"$/g, '');
  return { bytes: new Uint8Array(await res.arrayBuffer()), etag };
}

export async function headObject(o: S3Object): Promise<void> {
  await call(o, { method: 'HEAD' });
}

export async function deleteObject(o: S3Object): Promise<void> {
  await call(o, { method: 'DELETE' });
}
