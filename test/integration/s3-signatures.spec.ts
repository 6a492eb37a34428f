/**
 * The local S3 refuses what S3 refuses: a presigned URL only does what it was signed for (its key,
 * its content type and length, its time), a header-signed call only passes with the key's secret
 * and the body it hashed, an unsigned request is refused, and a multipart completion naming parts
 * never uploaded is InvalidPart, not a crash. Each refusal leaves the bucket as it was.
 */
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { SIGNED_PUT_HEADERS } from '../../shared/uploads';
import { newCustomer, type Person } from '../support/identity';
import { luxAlbum, paidOrder, pngOf } from '../support/photos';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

/** The local cloud's buckets (infra/local/cloud.ts, not imported: it would start nothing but load everything). */
const UPLOADS_BUCKET = 'shop-local-uploads';
const CATALOG_IMAGES_BUCKET = 'shop-local-catalog-images';
const local = { accessKeyId: 'local', secretAccessKey: 'local' };

let owner: Person;
let stranger: Person;
let s3: S3Client;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newCustomer('Selma'), newCustomer('Sven')]);
  useLocalCloudEnvironment();
  s3 = new S3Client({ endpoint: endpoints().s3, region: 'us-east-1', forcePathStyle: true, credentials: local, requestChecksumCalculation: 'WHEN_REQUIRED' });
});
afterAll(() => s3.destroy());

const png = pngOf(32, 24);

/** A presigned PUT for one PNG of `bytes` on a fresh paid order of `who`, as the upload route hands it out. */
async function uploadUrl(who: Person, bytes = png.length): Promise<{ url: string; key: string }> {
  const order = await paidOrder(who, [luxAlbum]);
  const res = await api('POST', `/galleries/user/${who.sub}/${order._id}`, {
    token: who.idToken,
    body: { lineId: order.albums[0]!._id, images: [{ fileName: 'photo.png', mimeType: 'image/png', size: bytes }] },
  });
  expect(res.status).toBe(200);
  const [signed] = res.body.signedUrls;
  return { url: signed.uploadUrl, key: signed.key };
}

/** A PUT as the browser sends it to an upload URL: with its content type and the headers the URL is signed for. */
const put = (url: string | URL, body: Buffer, type = 'image/png', headers: Record<string, string> = SIGNED_PUT_HEADERS) =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type, ...headers } });

/** The answer's status and S3's error code (`<Error><Code>…`). */
async function refusal(res: Response): Promise<{ status: number; code?: string; type: string | null }> {
  const text = await res.text();
  return { status: res.status, code: /<Code>([^<]*)<\/Code>/.exec(text)?.[1], type: res.headers.get('content-type') };
}

const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key })).then(
    () => true,
    () => false,
  );
const contentOf = async (key: string) =>
  Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key }))).Body!.transformToByteArray());

const refused = (status: number, code: string) => ({ status, code, type: 'application/xml' });

describe('a presigned PUT from the upload route', () => {
  it('stores the photo it was signed for, and a presigned GET reads it back', async () => {
    const { url, key } = await uploadUrl(owner);
    expect((await put(url, png)).status).toBe(200);
    const get = await getSignedUrl(s3, new GetObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key }), { expiresIn: 60 });
    const res = await fetch(get);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('is refused with a zeroed signature, and nothing is written', async () => {
    const { url, key } = await uploadUrl(owner);
    const zeroed = new URL(url);
    zeroed.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    // From the site, as the browser sends it: the refusal carries the bucket's CORS headers, so the page can read it.
    const res = await fetch(zeroed, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png', origin: endpoints().web } });
    expect(res.headers.get('access-control-allow-origin')).toBe(endpoints().web);
    expect(await refusal(res)).toEqual(refused(403, 'SignatureDoesNotMatch'));
    expect(await exists(key)).toBe(false);
  });

  it('is refused when pointed at another key, and neither key is written', async () => {
    const { url, key } = await uploadUrl(owner);
    const elsewhere = new URL(url);
    elsewhere.pathname = elsewhere.pathname.replace(/[^/]+$/, 'somewhere-else');
    const otherKey = key.replace(/[^/]+$/, 'somewhere-else');
    expect(await refusal(await put(elsewhere, png))).toEqual(refused(403, 'SignatureDoesNotMatch'));
    expect(await exists(otherKey)).toBe(false);
    expect(await exists(key)).toBe(false);
  });

  it('is refused with another content type than signed, and nothing is written', async () => {
    const { url, key } = await uploadUrl(owner);
    expect(await refusal(await put(url, png, 'image/jpeg'))).toEqual(refused(403, 'SignatureDoesNotMatch'));
    expect(await exists(key)).toBe(false);
  });

  it('is refused with 1 MB more than the signed length, and nothing is written', async () => {
    const { url, key } = await uploadUrl(owner);
    const padded = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    expect(await refusal(await put(url, padded))).toEqual(refused(403, 'SignatureDoesNotMatch'));
    expect(await exists(key)).toBe(false);
  });

  it('is refused without the If-None-Match it was signed with, and nothing is written', async () => {
    const { url, key } = await uploadUrl(owner);
    expect(await refusal(await put(url, png, 'image/png', {}))).toEqual(refused(403, 'SignatureDoesNotMatch'));
    expect(await exists(key)).toBe(false);
  });

  it('is refused with 412 once its photo has arrived, which stays as it was', async () => {
    const { url, key } = await uploadUrl(owner);
    expect((await put(url, png)).status).toBe(200);
    const other = pngOf(32, 24).fill(7, 40);
    expect(await refusal(await put(url, other))).toEqual(refused(412, 'PreconditionFailed'));
    expect((await contentOf(key)).equals(png)).toBe(true);
  });

  it("is refused when another customer's URL is used for this customer's photo, which stays as it was", async () => {
    const mine = await uploadUrl(owner);
    expect((await put(mine.url, png)).status).toBe(200);
    const theirs = new URL((await uploadUrl(stranger)).url);
    theirs.pathname = `/${UPLOADS_BUCKET}/${mine.key}`;
    const overwrite = pngOf(32, 24).fill(7, 40);
    expect(await refusal(await put(theirs, overwrite))).toEqual(refused(403, 'SignatureDoesNotMatch'));
    expect((await contentOf(mine.key)).equals(png)).toBe(true);
  });
});

describe('a presigned URL made by the SDK', () => {
  it('is refused once expired (signed two hours ago for one), and nothing is written', async () => {
    const key = `tests/expired-${Date.now()}.png`;
    const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key, ContentType: 'image/png' }), {
      expiresIn: 3600,
      signingDate: new Date(Date.now() - 2 * 3600 * 1000),
      signableHeaders: new Set(['content-type']),
    });
    const res = await put(url, png);
    const text = await res.clone().text();
    expect(await refusal(res)).toEqual(refused(403, 'AccessDenied'));
    expect(text).toContain('<Message>Request has expired</Message>');
    expect(await exists(key)).toBe(false);
  });

  it('works while it is valid, for a PUT and a GET', async () => {
    const key = `tests/fresh-${Date.now()}.png`;
    const putUrl = await getSignedUrl(s3, new PutObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key, ContentType: 'image/png' }), {
      expiresIn: 60,
      signableHeaders: new Set(['content-type']),
    });
    expect((await put(putUrl, png)).status).toBe(200);
    const res = await fetch(await getSignedUrl(s3, new GetObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key }), { expiresIn: 60 }));
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });
});

describe('a header-signed call', () => {
  it('works with the local key, and fails with SignatureDoesNotMatch under a wrong secret', async () => {
    const key = `tests/header-${Date.now()}.png`;
    await s3.send(new PutObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key, Body: png, ContentType: 'image/png' }));
    expect((await contentOf(key)).equals(png)).toBe(true);

    const wrong = new S3Client({
      endpoint: endpoints().s3,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { ...local, secretAccessKey: 'not-the-secret' },
    });
    const unknown = new S3Client({
      endpoint: endpoints().s3,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'nobody', secretAccessKey: 'local' },
    });
    try {
      const attempt = (client: S3Client) =>
        client.send(new PutObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key, Body: Buffer.from('overwritten'), ContentType: 'image/png' })).then(
          () => undefined,
          (error: Error & { $metadata?: { httpStatusCode?: number } }) => ({ name: error.name, status: error.$metadata?.httpStatusCode }),
        );
      expect(await attempt(wrong)).toEqual({ name: 'SignatureDoesNotMatch', status: 403 });
      expect(await attempt(unknown)).toEqual({ name: 'InvalidAccessKeyId', status: 403 });
    } finally {
      wrong.destroy();
      unknown.destroy();
    }
    expect((await contentOf(key)).equals(png)).toBe(true);
  });

  it('is refused with XAmzContentSHA256Mismatch when the body is not the one hashed', async () => {
    const key = `tests/hashed-${Date.now()}.png`;
    const url = new URL(`${endpoints().s3}/${UPLOADS_BUCKET}/${key}`);
    const signer = new SignatureV4({ service: 's3', region: 'us-east-1', credentials: local, sha256: Sha256, uriEscapePath: false });
    const signed = await signer.sign({
      method: 'PUT',
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'content-type': 'image/png' },
      body: png,
    });
    const { host: _host, ...headers } = signed.headers;
    const res = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(pngOf(32, 24).fill(7, 40)) });
    expect(await refusal(res)).toEqual(refused(400, 'XAmzContentSHA256Mismatch'));
    expect(await exists(key)).toBe(false);
  });
});

describe('an unsigned request', () => {
  it('is refused with AccessDenied, while a CORS preflight is answered as before', async () => {
    const key = `tests/unsigned-${Date.now()}.png`;
    await s3.send(new PutObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key, Body: png, ContentType: 'image/png' }));
    const object = `${endpoints().s3}/${UPLOADS_BUCKET}/${key}`;
    expect(await refusal(await fetch(object))).toEqual(refused(403, 'AccessDenied'));
    expect(await refusal(await fetch(`${object}-2`, { method: 'PUT', body: 'x' }))).toEqual(refused(403, 'AccessDenied'));
    expect(await exists(`${key}-2`)).toBe(false);
    const preflight = await fetch(object, {
      method: 'OPTIONS',
      headers: { origin: endpoints().web, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('reads no catalog image from its bucket, which the site serves with signed reads as CloudFront does', async () => {
    const key = `catalog-images/test-${Date.now()}.png`;
    await s3.send(new PutObjectCommand({ Bucket: CATALOG_IMAGES_BUCKET, Key: key, Body: png, ContentType: 'image/png' }));
    expect(await refusal(await fetch(`${endpoints().s3}/${CATALOG_IMAGES_BUCKET}/${key}`))).toEqual(refused(403, 'AccessDenied'));
    const served = await fetch(`${endpoints().web}/${key}`);
    expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});

describe('completing a multipart upload', () => {
  it('answers InvalidPart for parts never uploaded, and S3 and the shop keep answering', async () => {
    const key = `tests/multipart-${Date.now()}.png`;
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket: UPLOADS_BUCKET, Key: key, ContentType: 'image/png' }));
    const completion = await s3
      .send(
        new CompleteMultipartUploadCommand({
          Bucket: UPLOADS_BUCKET,
          Key: key,
          UploadId,
          MultipartUpload: {
            Parts: [
              { PartNumber: 1, ETag: '"0123456789abcdef0123456789abcdef"' },
              { PartNumber: 2, ETag: '"fedcba9876543210fedcba9876543210"' },
            ],
          },
        }),
      )
      .then(
        () => undefined,
        (error: Error & { $metadata?: { httpStatusCode?: number } }) => ({ name: error.name, status: error.$metadata?.httpStatusCode }),
      );
    expect(completion).toEqual({ name: 'InvalidPart', status: 400 });
    expect(await exists(key)).toBe(false);
    expect((await api('GET', '/albums/all-Albums')).status).toBe(200);
    const { url } = await uploadUrl(owner);
    expect((await put(url, png)).status).toBe(200);
  });
});
