/**
 * Photo uploads through the local gateway against the local cloud: signing and its refusals, the
 * per-line limits under concurrency, real PUTs to the presigned URLs checked on arrival through
 * the event bus, multipart, removal, and Step 2.
 */
import { request } from 'node:http';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { messages } from '../../shared/messages';
import { GALLERY_LINE, SIGNED_PUT_HEADERS, UPLOAD_URL_SECONDS, uploadMessages } from '../../shared/uploads';
import { newCustomer, type Person } from '../support/identity';
import { messagesTo, waitForMessage } from '../support/outbox';
import { edgePrint, luxAlbum, paidOrder, pngOf } from '../support/photos';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

/** The local cloud's uploads bucket (infra/local/cloud.ts, not imported: it would start nothing but load everything). */
const UPLOADS_BUCKET = 'shop-local-uploads';

let person: Person;
let other: Person;
let s3: S3Client;

beforeAll(async () => {
  [person, other] = await Promise.all([newCustomer('Ursula'), newCustomer('Umberto')]);
  useLocalCloudEnvironment();
  s3 = new S3Client({ endpoint: endpoints().s3, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
});
afterAll(async () => {
  s3.destroy();
});

const base = (orderId: string, who = person) => `/galleries/user/${who.sub}/${orderId}`;
const photo = (fileName: string, size = 1000, mimeType = 'image/png') => ({ fileName, mimeType, size });
const sign = (orderId: string, lineId: string, images: unknown[], who = person) =>
  api('POST', base(orderId, who), { token: who.idToken, body: { lineId, images } });
const listLine = async (orderId: string, lineId: string) =>
  (await api('GET', `${base(orderId)}/items?lineId=${lineId}`, { token: person.idToken })).body.images as any[];
const counts = async (orderId: string) => (await api('GET', `/galleries/user/${person.sub}/image-count`, { token: person.idToken })).body.imageCounts[orderId];
/** A PUT to a presigned upload URL, as the browser sends it (with the headers the URL is signed for). */
const put = (url: string, body: Buffer, type: string) =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type, ...SIGNED_PUT_HEADERS } });
const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: UPLOADS_BUCKET, Key: key })).then(
    () => true,
    () => false,
  );
/** Whether the file at `key` is gone within 10 s: the photo check marks a photo refused first and deletes its files after. */
async function goneSoon(key: string): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (!(await exists(key))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * A PUT of `body` to a presigned `url` that stops halfway: the length is announced whole, half
 * the bytes are sent, and once S3 has taken them in the connection is dropped.
 */
async function cutOffPut(url: string, body: Buffer): Promise<void> {
  const half = body.subarray(0, body.length >> 1);
  await new Promise<void>((resolve) => {
    const req = request(url, { method: 'PUT', headers: { 'content-length': String(body.length) } });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(half, () => setTimeout(() => req.destroy(), 300));
  });
}

/** Polls the line's photos until `done` holds for them (the check runs on the event bus), at most 10 s. */
async function settled(orderId: string, lineId: string, done: (images: any[]) => boolean) {
  for (let i = 0; i < 100; i++) {
    const images = await listLine(orderId, lineId);
    if (done(images)) return images;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the photos of ${lineId} did not settle: ${JSON.stringify(await listLine(orderId, lineId))}`);
}

/** Signs and PUTs a real PNG onto a line, and waits until it is checked. */
async function upload(orderId: string, lineId: string, fileName = 'photo.png') {
  const res = await sign(orderId, lineId, [photo(fileName, pngOf(32, 24).length)]);
  expect(res.status).toBe(200);
  const [signed] = res.body.signedUrls;
  expect((await put(signed.uploadUrl, pngOf(32, 24), 'image/png')).status).toBe(200);
  await settled(orderId, lineId, (images) => images.some((i) => i.imageId === signed.imageId && i.status === 'uploaded'));
  return signed;
}

describe('signing', () => {
  it('signs each PUT for the content type, the exact length and only to create, for minutes', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const res = await sign(order._id, order.albums[0]!._id, [photo('a.png', 1234), photo('b.jpg', 99, 'image/jpeg')]);
    expect(res.status).toBe(200);
    expect(res.body.signedUrls).toHaveLength(2);
    for (const signed of res.body.signedUrls) {
      const url = new URL(signed.uploadUrl);
      expect(url.searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'if-none-match']));
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(UPLOAD_URL_SECONDS);
      expect(UPLOAD_URL_SECONDS).toBeLessThanOrEqual(15 * 60);
      expect(signed.key).toBe(`orders/${order._id}/${order.albums[0]!._id}/${signed.imageId}`);
      expect(new URL(signed.thumbnailUrl).searchParams.get('X-Amz-SignedHeaders')!.split(';')).toEqual(
        expect.arrayContaining(['content-type', 'if-none-match']),
      );
    }
    expect(await counts(order._id)).toEqual({ [order.albums[0]!._id]: 2 });
  });

  it("answers 404 for another customer's order, and refuses an unpaid order, a missing line, a non-image and a 60 MB file", async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    expect((await sign(order._id, line, [photo('a.png')], other)).status).toBe(404);
    const unpaid = await api('POST', `/orders/${person.sub}/new-order`, {
      token: person.idToken,
      body: { cartItems: [luxAlbum], shippingAddress: { street: '1 A St', city: 'Reno', state: 'NV', zip: '89501' }, albumDesignTermsAcknowledged: true },
    });
    expect(await sign(unpaid.body.orderId, line, [photo('a.png')])).toMatchObject({ status: 409, body: { message: uploadMessages.notPaid } });
    expect(await sign(order._id, 'no-such-line', [photo('a.png')])).toMatchObject({ status: 400, body: { message: uploadMessages.noSuchLine } });
    expect(await sign(order._id, GALLERY_LINE, [photo('a.png')])).toMatchObject({ status: 400 });
    expect(await sign(order._id, line, [photo('notes.txt', 10, 'text/plain')])).toMatchObject({ status: 400, body: { message: messages.imagesOnly } });
    expect(await sign(order._id, line, [photo('huge.tif', 60 * 1024 * 1024, 'image/tiff')])).toMatchObject({
      status: 400,
      body: { message: 'A photo can be at most 50 MB.' },
    });
    expect(await counts(order._id)).toEqual({});
  });
});

describe('limits under concurrency', () => {
  it('lets exactly one of 20 concurrent single-photo signings through for a product line', async () => {
    const order = await paidOrder(person, [edgePrint]);
    const line = order.products[0]!._id;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => sign(order._id, line, [photo(`p${i}.png`)])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.status !== 200))
      expect(refused).toMatchObject({ status: 400, body: { message: messages.productUploadFull } });
    expect(await counts(order._id)).toEqual({ [line]: 1 });
    expect(await listLine(order._id, line)).toHaveLength(1);
  });

  it('never reserves more than 40 places on a 20-page album when 10 batches of 6 arrive at once', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    const batch = (i: number) => Array.from({ length: 6 }, (_, j) => photo(`b${i}-${j}.png`));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => sign(order._id, line, batch(i))));
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(6);
    for (const refused of results.filter((r) => r.status !== 200))
      expect(refused).toMatchObject({ status: 400, body: { message: messages.albumUploadRemaining(36, 4) } });
    expect(await counts(order._id)).toEqual({ [line]: 36 });
    expect(await listLine(order._id, line)).toHaveLength(36);
  });
});

describe('photos arriving in S3', () => {
  it('marks a real PNG uploaded with its pixel size, and shows it with links', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    const signed = await upload(order._id, line, 'beach.png');
    const [shown] = await listLine(order._id, line);
    expect(shown).toMatchObject({ imageId: signed.imageId, fileName: 'beach.png', status: 'uploaded', width: 32, height: 24 });
    expect((await fetch(shown.url)).status).toBe(200);
    // Links to see a photo are short-lived: 15 minutes.
    expect(new URL(shown.url).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(shown.thumbnailUrl).toBeUndefined();
    // The browser's thumbnail arrives; the list then links it.
    expect((await put(signed.thumbnailUrl, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg')).status).toBe(200);
    const [withThumb] = await settled(order._id, line, (images) => Boolean(images[0]?.thumbnailUrl));
    expect((await fetch(withThumb.thumbnailUrl)).status).toBe(200);
    expect(new URL(withThumb.thumbnailUrl).searchParams.get('X-Amz-Expires')).toBe('900');
  });

  it('removes a text file sent as a .jpg, gives its place back and says why', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    const text = Buffer.from('not a photo at all, only words');
    const [signed] = (await sign(order._id, line, [photo('wedding.jpg', text.length, 'image/jpeg')])).body.signedUrls;
    expect((await put(signed.uploadUrl, text, 'image/jpeg')).status).toBe(200);
    const [rejected] = await settled(order._id, line, (images) => images[0]?.status === 'rejected');
    expect(rejected).toMatchObject({ fileName: 'wedding.jpg', reason: uploadMessages.notPrintable('wedding.jpg') });
    expect(rejected.url).toBeUndefined();
    expect(await exists(signed.key)).toBe(false);
    expect(await counts(order._id)).toEqual({ [line]: 0 });
  });

  it('never replaces an uploaded photo: its URL sent again is refused with 412, and the studio keeps the file that arrived', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    const signed = await upload(order._id, line, 'kept.png');
    const junk = Buffer.alloc(pngOf(32, 24).length, 7);
    const again = await put(signed.uploadUrl, junk, 'image/png');
    expect({ status: again.status, code: /<Code>([^<]*)<\/Code>/.exec(await again.text())?.[1] }).toEqual({ status: 412, code: 'PreconditionFailed' });
    // Without the header it was signed with, the URL does nothing at all.
    const bare = await fetch(signed.uploadUrl, { method: 'PUT', body: new Uint8Array(junk), headers: { 'content-type': 'image/png' } });
    expect(bare.status).toBe(403);
    const [shown] = await listLine(order._id, line);
    expect(shown).toMatchObject({ imageId: signed.imageId, status: 'uploaded', width: 32, height: 24 });
    expect(Buffer.from(await (await fetch(shown.url)).arrayBuffer()).equals(pngOf(32, 24))).toBe(true);
  });

  it('takes a large photo in parts: start, sign two parts, PUT them, list them, complete', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    const file = pngOf(640, 480, 5 * 1024 * 1024 + 4321);
    const started = await api('POST', `${base(order._id)}/multipart`, { token: person.idToken, body: { lineId: line, ...photo('big.png', file.length) } });
    expect(started.status).toBe(200);
    const { uploadId, key } = started.body;
    const parts = await api('POST', `${base(order._id)}/multipart/parts`, { token: person.idToken, body: { key, uploadId, partNumbers: [1, 2] } });
    expect(parts.status).toBe(200);
    expect((await api('POST', `${base(order._id)}/multipart/parts`, { token: person.idToken, body: { key, uploadId, partNumbers: [3] } })).status).toBe(400);
    const bytes = [file.subarray(0, 5 * 1024 * 1024), file.subarray(5 * 1024 * 1024)];
    for (const { partNumber, url } of parts.body.urls) {
      expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
      expect((await fetch(url, { method: 'PUT', body: new Uint8Array(bytes[partNumber - 1]!) })).status).toBe(200);
    }
    const listed = await api('GET', `${base(order._id)}/multipart/parts?key=${encodeURIComponent(key)}&uploadId=${uploadId}`, { token: person.idToken });
    expect(listed.body.parts.map((p: { PartNumber: number; Size: number }) => [p.PartNumber, p.Size])).toEqual([
      [1, 5 * 1024 * 1024],
      [2, 4321],
    ]);
    const done = await api('POST', `${base(order._id)}/multipart/complete`, {
      token: person.idToken,
      body: { key, uploadId, parts: listed.body.parts.map(({ PartNumber, ETag }: any) => ({ PartNumber, ETag })) },
    });
    expect(done).toMatchObject({ status: 200, body: { key } });
    const [big] = await settled(order._id, line, (images) => images[0]?.status === 'uploaded');
    expect(big).toMatchObject({ fileName: 'big.png', width: 640, height: 480, size: file.length });
  });

  it('lists only the parts S3 has whole: one cut off on the way is sent again, and the photo completes', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    const file = pngOf(640, 480, 5 * 1024 * 1024 + 4321);
    const { uploadId, key } = (
      await api('POST', `${base(order._id)}/multipart`, { token: person.idToken, body: { lineId: line, ...photo('vows.png', file.length) } })
    ).body;
    const { urls } = (await api('POST', `${base(order._id)}/multipart/parts`, { token: person.idToken, body: { key, uploadId, partNumbers: [1, 2] } })).body;
    const bytes = [file.subarray(0, 5 * 1024 * 1024), file.subarray(5 * 1024 * 1024)];
    expect((await fetch(urls[0].url, { method: 'PUT', body: new Uint8Array(bytes[0]!) })).status).toBe(200);
    // Part 2 as a page reloaded mid-upload leaves it: half its bytes arrive, then the connection goes.
    await cutOffPut(urls[1].url, bytes[1]!);
    const list = () => api('GET', `${base(order._id)}/multipart/parts?key=${encodeURIComponent(key)}&uploadId=${uploadId}`, { token: person.idToken });
    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.parts.map((p: { PartNumber: number }) => p.PartNumber)).toEqual([1]);

    expect((await fetch(urls[1].url, { method: 'PUT', body: new Uint8Array(bytes[1]!) })).status).toBe(200);
    const relisted = (await list()).body.parts as { PartNumber: number; ETag: string; Size: number }[];
    expect(relisted.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, 5 * 1024 * 1024],
      [2, 4321],
    ]);
    const done = await api('POST', `${base(order._id)}/multipart/complete`, {
      token: person.idToken,
      body: { key, uploadId, parts: relisted.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) },
    });
    expect(done).toMatchObject({ status: 200, body: { key } });
    const [photoDone] = await settled(order._id, line, (images) => images[0]?.status === 'uploaded');
    expect(photoDone).toMatchObject({ fileName: 'vows.png', size: file.length });
  });

  it('frees the place of an abandoned multipart upload at once', async () => {
    const order = await paidOrder(person, [edgePrint]);
    const line = order.products[0]!._id;
    const { uploadId, key } = (await api('POST', `${base(order._id)}/multipart`, { token: person.idToken, body: { lineId: line, ...photo('big.png', 12e6) } }))
      .body;
    expect(await counts(order._id)).toEqual({ [line]: 1 });
    expect((await api('DELETE', `${base(order._id)}/multipart`, { token: person.idToken, body: { key, uploadId } })).status).toBe(200);
    expect(await counts(order._id)).toEqual({ [line]: 0 });
    expect(await listLine(order._id, line)).toEqual([]);
  });
});

describe('removing photos and Step 2', () => {
  it('removes a photo and its place; completes only when every line has its photos, once, and then refuses changes', async () => {
    const order = await paidOrder(person, [luxAlbum, edgePrint]);
    const [album, print] = [order.albums[0]!._id, order.products[0]!._id];
    const first = await upload(order._id, album, 'one.png');
    await upload(order._id, album, 'two.png');
    const removed = await api('DELETE', `${base(order._id)}/items/${first.imageId}`, { token: person.idToken });
    expect(removed).toMatchObject({ status: 200, body: { imageCounts: { [order._id]: { [album]: 1 } } } });
    expect(await exists(first.key)).toBe(false);

    const complete = () => api('POST', `/orders/${person.sub}/${order._id}/uploads-complete`, { token: person.idToken });
    expect(await complete()).toMatchObject({ status: 400, body: { message: messages.completeNeedsAllImages } });
    await upload(order._id, print);

    const before = messagesTo(person.email).length;
    const [done, again] = await Promise.all([complete(), complete()]);
    const results = [done, again].sort((a, b) => a.status - b.status);
    expect(results.map((r) => r.status)).toEqual([200, 409]);
    expect(results[0]!.body).toMatchObject({ status: 'Sent to editing team' });
    expect(results[0]!.body.statusHistory.at(-1)).toMatchObject({ status: 'Sent to editing team', updatedBy: { firstName: 'Ursula', lastName: 'Tester' } });
    const email = await waitForMessage(person.email, before);
    expect(email.subject).toBe(`We have your photos for order ${order.orderNumber}`);
    expect(email.text).toContain('designers');

    expect(await sign(order._id, album, [photo('late.png')])).toMatchObject({ status: 409, body: { message: uploadMessages.alreadyComplete } });
    const [kept] = await listLine(order._id, album);
    expect((await api('DELETE', `${base(order._id)}/items/${kept.imageId}`, { token: person.idToken })).status).toBe(409);
  });

  it('makes the photos read-only at Step 2: every upload route answers why, and a file sent later to a URL signed before is turned away', async () => {
    const order = await paidOrder(person, [luxAlbum]);
    const line = order.albums[0]!._id;
    const kept = await upload(order._id, line, 'kept.png');
    const [early] = (await sign(order._id, line, [photo('early.png', pngOf(32, 24).length)])).body.signedUrls;
    const { uploadId, key } = (await api('POST', `${base(order._id)}/multipart`, { token: person.idToken, body: { lineId: line, ...photo('big.png', 12e6) } }))
      .body;
    expect(await api('POST', `/orders/${person.sub}/${order._id}/uploads-complete`, { token: person.idToken })).toMatchObject({ status: 200 });

    const refused = { status: 409, body: { message: uploadMessages.alreadyComplete } };
    const ref = { key, uploadId };
    expect(await sign(order._id, line, [photo('late.png')])).toMatchObject(refused);
    expect(await api('POST', `${base(order._id)}/multipart`, { token: person.idToken, body: { lineId: line, ...photo('big2.png', 12e6) } })).toMatchObject(
      refused,
    );
    expect(await api('POST', `${base(order._id)}/multipart/parts`, { token: person.idToken, body: { ...ref, partNumbers: [1] } })).toMatchObject(refused);
    expect(
      await api('POST', `${base(order._id)}/multipart/complete`, { token: person.idToken, body: { ...ref, parts: [{ PartNumber: 1, ETag: '"x"' }] } }),
    ).toMatchObject(refused);
    expect(await api('DELETE', `${base(order._id)}/multipart`, { token: person.idToken, body: ref })).toMatchObject(refused);
    expect(await api('DELETE', `${base(order._id)}/items/${kept.imageId}`, { token: person.idToken })).toMatchObject(refused);

    // The URL signed before Step 2 still works with S3 for its minutes, but the file is not added.
    expect((await put(early.uploadUrl, pngOf(32, 24), 'image/png')).status).toBe(200);
    const images = await settled(order._id, line, (all) => all.some((i) => i.imageId === early.imageId && i.status === 'rejected'));
    expect(images.find((i) => i.imageId === early.imageId)).toMatchObject({ reason: uploadMessages.arrivedAfterComplete('early.png') });
    expect(images.find((i) => i.imageId === kept.imageId)).toMatchObject({ status: 'uploaded' });
    expect(await goneSoon(early.key)).toBe(true);
    expect(await exists(kept.key)).toBe(true);
  });

  it('sends a product-only order to manufacturing', async () => {
    const order = await paidOrder(person, [edgePrint]);
    await upload(order._id, order.products[0]!._id);
    const res = await api('POST', `/orders/${person.sub}/${order._id}/uploads-complete`, { token: person.idToken });
    expect(res).toMatchObject({ status: 200, body: { status: 'Send to manufacturing' } });
  });
});

describe('the order gallery', () => {
  it('keeps its name and photos apart from the lines', async () => {
    const order = await paidOrder(person, [edgePrint]);
    const res = await api('POST', `/gallery/${person.sub}/${order._id}`, {
      token: person.idToken,
      body: { orderName: 'Our wedding', images: [photo('g.png', pngOf(8, 8).length)] },
    });
    expect(res.status).toBe(200);
    expect((await put(res.body.signedUrls[0].uploadUrl, pngOf(8, 8), 'image/png')).status).toBe(200);
    let gallery: any;
    for (let i = 0; i < 100 && gallery?.images[0]?.status !== 'uploaded'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      gallery = (await api('GET', `/gallery/gallery-images/${person.sub}/${order._id}`, { token: person.idToken })).body;
    }
    expect(gallery).toMatchObject({ orderName: 'Our wedding', images: [{ fileName: 'g.png', status: 'uploaded', width: 8, height: 8 }] });
    expect(await counts(order._id)).toEqual({ [GALLERY_LINE]: 1 });
    expect(await api('POST', `/gallery/${person.sub}/${order._id}`, { token: person.idToken, body: { orderName: 'Our wedding', images: [] } })).toMatchObject({
      status: 400,
      body: { message: messages.noFileSelected },
    });
  });
});
