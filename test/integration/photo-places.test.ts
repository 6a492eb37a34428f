/**
 * Places on a line come back when no photo takes them. A signing that dies between reserving
 * places (the count on the order) and writing its photo items leaves places held by nothing: the
 * death is made here by failing the photo items' write and every call after it, as a function
 * stopped mid-way makes none, and the scheduled release gives those places back once the hold has
 * lapsed. A reservation whose file never came is released by the same schedule, not by the lists,
 * which only read. The handlers are called in this process, as the HTTP API and EventBridge call
 * them; the table, the bucket and the people are the local cloud's.
 */
import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RESERVATION_SECONDS, SIGNED_PUT_HEADERS } from '../../shared/uploads';
import { callHttpHandler, httpApiEvent } from '../support/http-api';
import { newCustomer, type Person } from '../support/identity';
import { luxAlbum, paidOrder, pngOf } from '../support/photos';
import { api, useLocalCloudEnvironment } from '../support/runtime';

/** The local cloud's uploads bucket (infra/local/cloud.ts, not imported: it would start nothing but load everything). */
const UPLOADS_BUCKET = 'shop-local-uploads';

let person: Person;
let db: typeof import('../../functions/kit/dynamodb').db;
let signUploads: typeof import('../../functions/uploads/sign-uploads').handler;
let releaseLapsedPlaces: typeof import('../../functions/uploads/release-lapsed-places').handler;

beforeAll(async () => {
  person = await newCustomer('Petra');
  useLocalCloudEnvironment();
  Object.assign(process.env, { UPLOADS_BUCKET, AWS_ENDPOINT_URL_S3: (await import('../support/runtime')).endpoints().s3 });
  ({ db } = await import('../../functions/kit/dynamodb'));
  ({ handler: signUploads } = await import('../../functions/uploads/sign-uploads'));
  ({ handler: releaseLapsedPlaces } = await import('../../functions/uploads/release-lapsed-places'));
});
afterEach(() => jest.restoreAllMocks());

const base = (orderId: string) => `/galleries/user/${person.sub}/${orderId}`;
const png = pngOf(32, 24);
const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ fileName: `p${i}.png`, mimeType: 'image/png', size: png.length }));

/** The signing route as the HTTP API calls it for the signed-in customer. */
const sign = (orderId: string, lineId: string, n: number) =>
  callHttpHandler(
    signUploads,
    httpApiEvent({
      routeKey: 'POST /galleries/user/{userId}/{orderId}',
      rawPath: base(orderId),
      sub: person.sub,
      params: { userId: person.sub, orderId },
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lineId, images: photos(n) }),
    }),
  );

/** The schedule's tick at `at`, as EventBridge delivers it. */
const tick = (at: number) =>
  releaseLapsedPlaces({
    version: '0',
    id: `tick-${at}`,
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date(at).toISOString(),
    region: 'us-east-1',
    resources: [],
    detail: {},
  });

/** The marks of holds under the order (a signing's, until the scheduled release deletes it). */
async function marksOf(orderId: string): Promise<{ holdId: string; heldAt: string }[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :hold)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: { ':pk': `ORDER#${orderId}`, ':hold': 'HOLD#' },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []) as { holdId: string; heldAt: string }[];
}

/**
 * Moves the order's holds, their marks and the photos' reservations back in time by `seconds`, as
 * if they were taken that long ago, so the tick at the real time finds them lapsed (and nobody
 * else's young ones).
 */
async function backdate(orderId: string, seconds: number) {
  const { getOrder } = await import('../../functions/data/orders');
  const { listImages } = await import('../../functions/data/images');
  const { placeHoldKey, orderKey, imageKey } = await import('../../functions/data/keys');
  const at = new Date(Date.now() - seconds * 1000).toISOString();
  const update = (Key: Record<string, string>, expression: string, names: Record<string, string>, values: Record<string, unknown>) =>
    db.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key,
        UpdateExpression: expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  const order = (await getOrder(orderId)) as { placeHolds?: Record<string, unknown> } | undefined;
  for (const holdId of Object.keys(order?.placeHolds ?? {})) {
    await update(orderKey(orderId), 'SET #holds.#hold.#at = :at', { '#holds': 'placeHolds', '#hold': holdId, '#at': 'at' }, { ':at': at });
  }
  for (const { holdId } of await marksOf(orderId)) {
    await update(
      placeHoldKey(orderId, holdId),
      'SET #heldAt = :at, #sk = :sk',
      { '#heldAt': 'heldAt', '#sk': 'gsi2sk' },
      { ':at': at, ':sk': `${at}#${holdId}` },
    );
  }
  for (const image of await listImages(orderId)) {
    if (image.status !== 'reserved') continue;
    await update(
      imageKey(orderId, image.lineId, image.imageId),
      'SET #reservedAt = :at, #sk = :sk',
      { '#reservedAt': 'reservedAt', '#sk': 'gsi2sk' },
      { ':at': at, ':sk': `${at}#${image.imageId}` },
    );
  }
}

const counts = async (orderId: string) =>
  (await api('GET', `/galleries/user/${person.sub}/image-count`, { token: person.idToken })).body.imageCounts[orderId] as Record<string, number>;
const listLine = async (orderId: string, lineId: string) =>
  (await api('GET', `${base(orderId)}/items?lineId=${lineId}`, { token: person.idToken })).body.images as { imageId: string; status: string }[];

it('gives back the places of a signing that died between reserving them and writing its photos', async () => {
  const order = await paidOrder(person, [luxAlbum]);
  const line = order.albums[0]!._id;
  // The photo items' write fails, and so does every call after it: the function has stopped.
  const send = db.send.bind(db);
  let stopped = false;
  jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
    if (command instanceof BatchWriteCommand) stopped = true;
    if (stopped) return Promise.reject(new Error('Task timed out after 10.00 seconds'));
    return send(command as never);
  }) as never);
  expect((await sign(order._id, line, 3)).status).toBe(500);
  jest.restoreAllMocks();

  // The three places are held, and no photo holds them.
  expect(await counts(order._id)).toEqual({ [line]: 3 });
  expect(await listLine(order._id, line)).toEqual([]);
  // A tick before the hold has lapsed leaves it: the signing might still be writing.
  expect(await tick(Date.now())).toMatchObject({ placesBack: 0 });
  expect(await counts(order._id)).toEqual({ [line]: 3 });

  await backdate(order._id, 6 * 60);
  expect(await tick(Date.now())).toMatchObject({ placesBack: 3 });
  expect(await counts(order._id)).toEqual({ [line]: 0 });
  // Settled once: the next tick gives nothing back.
  expect(await tick(Date.now())).toMatchObject({ placesBack: 0 });
  expect(await counts(order._id)).toEqual({ [line]: 0 });
  // And the line takes its 40 photos again.
  expect((await sign(order._id, line, 40)).status).toBe(200);
  expect(await counts(order._id)).toEqual({ [line]: 40 });
});

it('keeps the places of photos a died signing wrote, and gives back only the ones it did not', async () => {
  const order = await paidOrder(person, [luxAlbum]);
  const line = order.albums[0]!._id;
  // 30 photos: the first 25 are written (one batch of the table's), then the function stops.
  const send = db.send.bind(db);
  let batches = 0;
  let stopped = false;
  jest.spyOn(db, 'send').mockImplementation(((command: unknown) => {
    if (command instanceof BatchWriteCommand && ++batches === 2) stopped = true;
    if (stopped) return Promise.reject(new Error('Task timed out after 10.00 seconds'));
    return send(command as never);
  }) as never);
  expect((await sign(order._id, line, 30)).status).toBe(500);
  jest.restoreAllMocks();

  expect(await counts(order._id)).toEqual({ [line]: 30 });
  expect(await listLine(order._id, line)).toHaveLength(25);
  await backdate(order._id, 6 * 60);
  expect(await tick(Date.now())).toMatchObject({ placesBack: 5 });
  expect(await counts(order._id)).toEqual({ [line]: 25 });
});

it('releases a reservation whose file never came on the schedule, while listing the photos changes nothing', async () => {
  const order = await paidOrder(person, [luxAlbum]);
  const line = order.albums[0]!._id;
  const res = await api('POST', base(order._id), { token: person.idToken, body: { lineId: line, images: photos(2) } });
  expect(res.status).toBe(200);
  const [sent, never] = res.body.signedUrls;
  const put = await fetch(sent.uploadUrl, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png', ...SIGNED_PUT_HEADERS } });
  expect(put.status).toBe(200);
  for (let i = 0; i < 100 && (await listLine(order._id, line)).find((p) => p.imageId === sent.imageId)?.status !== 'uploaded'; i++)
    await new Promise((r) => setTimeout(r, 100));

  // The lists show both photos, and write nothing; nor does a tick while the reservation is young.
  const gallery = await api('GET', `/gallery/gallery-images/${person.sub}/${order._id}`, { token: person.idToken });
  expect(gallery.status).toBe(200);
  expect(await listLine(order._id, line)).toEqual([
    expect.objectContaining({ imageId: sent.imageId, status: 'uploaded' }),
    expect.objectContaining({ imageId: never.imageId, status: 'reserved' }),
  ]);
  await tick(Date.now());
  expect(await listLine(order._id, line)).toHaveLength(2);

  await backdate(order._id, RESERVATION_SECONDS + 60);
  expect((await tick(Date.now())).released).toBeGreaterThanOrEqual(1);
  expect(await listLine(order._id, line)).toEqual([expect.objectContaining({ imageId: sent.imageId, status: 'uploaded' })]);
  expect(await counts(order._id)).toEqual({ [line]: 1 });
});

it('settles the holds of signings racing for a line at once, and leaves their marks to the schedule, which gives nothing back', async () => {
  const { getOrder } = await import('../../functions/data/orders');
  const order = await paidOrder(person, [luxAlbum]);
  const line = order.albums[0]!._id;
  // Ten batches of 6 for 40 places: six are signed, four refused.
  const results = await Promise.all(Array.from({ length: 10 }, () => sign(order._id, line, 6)));
  expect(results.filter((r) => r.status === 200)).toHaveLength(6);
  expect(await counts(order._id)).toEqual({ [line]: 36 });
  expect(await listLine(order._id, line)).toHaveLength(36);
  // Every hold is settled as its signing answers; each signed batch's mark stays (a refused one's is deleted at once).
  expect(((await getOrder(order._id)) as { placeHolds?: object }).placeHolds).toEqual({});
  expect(await marksOf(order._id)).toHaveLength(6);

  // A tick before the marks are five minutes old leaves them.
  await tick(Date.now());
  expect(await marksOf(order._id)).toHaveLength(6);
  await backdate(order._id, 6 * 60);
  expect(await tick(Date.now())).toMatchObject({ placesBack: 0 });
  expect(await marksOf(order._id)).toEqual([]);
  expect(await counts(order._id)).toEqual({ [line]: 36 });
});
