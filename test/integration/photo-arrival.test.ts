/**
 * Step 2 in the moment between a photo's file arriving in the uploads bucket and its event being
 * handled (S3 → EventBridge → check-upload, which takes a moment in the cloud): the customer who
 * clicks Complete then is not told a photo is missing. And the arrival check given events the
 * test chooses: for a photo already taken, redelivered, or after Step 2. The handlers are called in
 * this process, as the HTTP API and EventBridge call them, with a bucket whose events no rule
 * handles, so a file is there and its event comes only when the test delivers it; the table, the
 * people and the mail are the local cloud's.
 */
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { messages } from '../../shared/messages';
import { uploadMessages } from '../../shared/uploads';
import { callHttpHandler, httpApiEvent } from '../support/http-api';
import { newCustomer, type Person } from '../support/identity';
import { edgePrint, luxAlbum, paidOrder, pngOf } from '../support/photos';
import { api, endpoints, useLocalCloudEnvironment } from '../support/runtime';

/** A bucket of the local S3 that no rule watches: files put here raise no event anyone handles. */
const UNWATCHED = 'shop-test-unwatched-uploads';

let person: Person;
let s3: S3Client;
let completeUploads: typeof import('../../functions/uploads/complete-uploads').handler;
let checkUpload: typeof import('../../functions/uploads/check-upload').handler;

beforeAll(async () => {
  person = await newCustomer('Quentin');
  useLocalCloudEnvironment();
  Object.assign(process.env, { AWS_ENDPOINT_URL_S3: endpoints().s3, UPLOADS_BUCKET: UNWATCHED });
  s3 = new S3Client({ endpoint: endpoints().s3, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  // Made once per local cloud; a second run of this file against the same one finds it there.
  await s3.send(new CreateBucketCommand({ Bucket: UNWATCHED })).catch((error: Error) => {
    if (!/BucketAlready(OwnedByYou|Exists)/.test(error.name)) throw error;
  });
  ({ handler: completeUploads } = await import('../../functions/uploads/complete-uploads'));
  ({ handler: checkUpload } = await import('../../functions/uploads/check-upload'));
});
afterAll(() => s3?.destroy());

const base = (orderId: string) => `/galleries/user/${person.sub}/${orderId}`;
const png = pngOf(32, 24);

/** Signs one photo for `lineId` through the API: its item is reserved, its file not yet sent. */
async function signed(orderId: string, lineId: string, fileName: string): Promise<{ key: string; imageId: string }> {
  const res = await api('POST', base(orderId), { token: person.idToken, body: { lineId, images: [{ fileName, mimeType: 'image/png', size: png.length }] } });
  expect(res.status).toBe(200);
  return res.body.signedUrls[0];
}

/** The file lands at `key` unconditionally (as a write S3 did not refuse would); answers its ETag, unquoted as in S3's events. */
const arrives = async (key: string, body: Buffer = png) =>
  (await s3.send(new PutObjectCommand({ Bucket: UNWATCHED, Key: key, Body: body, ContentType: 'image/png' }))).ETag!.replace(/"/g, '');
const contentOf = async (key: string) => Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: UNWATCHED, Key: key }))).Body!.transformToByteArray());

/** The bucket's Object Created event for `key`, delivered to the arrival check as EventBridge delivers it. */
const arrival = (key: string, etag: string, size = png.length) =>
  checkUpload({
    version: '0',
    id: `test-${Math.random()}`,
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: [],
    detail: { bucket: { name: UNWATCHED }, object: { key, size, etag } },
  });

/** Step 2 as the HTTP API calls it for the signed-in customer. */
const complete = (orderId: string) =>
  callHttpHandler(
    completeUploads,
    httpApiEvent({
      routeKey: 'POST /orders/{userId}/{orderId}/uploads-complete',
      rawPath: `/orders/${person.sub}/${orderId}/uploads-complete`,
      sub: person.sub,
      params: { userId: person.sub, orderId },
    }),
  );

const lineImages = async (orderId: string, lineId: string) =>
  (await api('GET', `${base(orderId)}/items?lineId=${lineId}`, { token: person.idToken })).body.images as {
    imageId: string;
    status: string;
    width?: number;
    height?: number;
  }[];

it('checks a photo whose file has arrived but whose event has not, and sends the order on', async () => {
  const order = await paidOrder(person, [luxAlbum, edgePrint]);
  const [album, print] = [order.albums[0]!._id, order.products[0]!._id];
  const [first, second] = [await signed(order._id, album, 'vows.png'), await signed(order._id, print, 'wall.png')];
  await Promise.all([arrives(first.key), arrives(second.key)]);

  const res = await complete(order._id);
  expect(res).toMatchObject({ status: 200, body: { status: 'Sent to editing team' } });
  // Checked as the event would have: uploaded, with the pixel size read from the file.
  expect(await lineImages(order._id, album)).toEqual([expect.objectContaining({ imageId: first.imageId, status: 'uploaded', width: 32, height: 24 })]);
  expect(await lineImages(order._id, print)).toEqual([expect.objectContaining({ imageId: second.imageId, status: 'uploaded' })]);
});

it('still refuses while a line’s photo has not arrived, and turns away a file that is no photo', async () => {
  const order = await paidOrder(person, [luxAlbum, edgePrint]);
  const [album, print] = [order.albums[0]!._id, order.products[0]!._id];
  const photo = await signed(order._id, album, 'dance.png');
  const notPhoto = await signed(order._id, print, 'notes.png');
  await arrives(photo.key);

  // The print's file has not come: refused, the album's photo checked all the same.
  expect(await complete(order._id)).toMatchObject({ status: 400, body: { message: messages.completeNeedsAllImages } });
  expect(await lineImages(order._id, album)).toEqual([expect.objectContaining({ status: 'uploaded' })]);
  expect(await lineImages(order._id, print)).toEqual([expect.objectContaining({ imageId: notPhoto.imageId, status: 'reserved' })]);

  // It comes, and is text: rejected as its event would reject it, and still refused.
  await arrives(notPhoto.key, Buffer.from('not a photo at all, only words'));
  expect(await complete(order._id)).toMatchObject({ status: 400, body: { message: messages.completeNeedsAllImages } });
  expect(await lineImages(order._id, print)).toEqual([expect.objectContaining({ imageId: notPhoto.imageId, status: 'rejected' })]);
});

it('never checks an uploaded photo again: a file put over it and its event, even redelivered, neither replace nor delete what the studio has', async () => {
  const order = await paidOrder(person, [luxAlbum]);
  const album = order.albums[0]!._id;
  const photo = await signed(order._id, album, 'first.png');
  expect(await arrival(photo.key, await arrives(photo.key))).toBe('uploaded');

  // Another file lands at its key (S3 refuses this through the signed URL; the check must not rely on it).
  const junk = Buffer.from('not a photo at all, only words');
  const junkEtag = await arrives(photo.key, junk);
  expect(await arrival(photo.key, junkEtag, junk.length)).toBe('kept');
  expect(await arrival(photo.key, junkEtag, junk.length)).toBe('kept');
  expect((await contentOf(photo.key)).equals(junk)).toBe(true);
  expect(await lineImages(order._id, album)).toEqual([expect.objectContaining({ imageId: photo.imageId, status: 'uploaded', width: 32, height: 24 })]);
});

it('turns away a file that arrives after Step 2 for a photo still reserved, and keeps the photos that were sent', async () => {
  const order = await paidOrder(person, [edgePrint, luxAlbum]);
  const [print, album] = [order.products[0]!._id, order.albums[0]!._id];
  const [sent, sentToo, late] = [
    await signed(order._id, print, 'wall.png'),
    await signed(order._id, album, 'vows.png'),
    await signed(order._id, album, 'late.png'),
  ];
  // Two files in the bucket whose events have not come: Step 2 checks both before the order moves.
  await Promise.all([arrives(sent.key), arrives(sentToo.key)]);
  expect(await complete(order._id)).toMatchObject({ status: 200 });
  expect(await lineImages(order._id, album)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ imageId: sentToo.imageId, status: 'uploaded' }),
      expect.objectContaining({ imageId: late.imageId, status: 'reserved' }),
    ]),
  );

  expect(await arrival(late.key, await arrives(late.key))).toBe('late');
  expect(await lineImages(order._id, album)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ imageId: sentToo.imageId, status: 'uploaded' }),
      expect.objectContaining({ imageId: late.imageId, status: 'rejected', reason: uploadMessages.arrivedAfterComplete('late.png') }),
    ]),
  );
  // The event of a photo Step 2 checked changes nothing.
  expect(await arrival(sentToo.key, await arrives(sentToo.key))).toBe('duplicate');
  const counts = (await api('GET', `/galleries/user/${person.sub}/image-count`, { token: person.idToken })).body.imageCounts[order._id];
  expect(counts).toEqual({ [print]: 1, [album]: 1 });
});
