/**
 * Property: no input makes any route answer 5xx. Every entry of the route table is called, in
 * process, through its real handler module and the handler kit, as the HTTP API would call it:
 * as the callers its rule lets in (and as nobody), with path, query and body drawn from its own
 * schemas (test/support/schema-arbitrary.ts) and spoiled in every way a client can spoil them:
 * malformed percent-escapes, huge and unicode ids, JSON that does not parse, arrays for objects,
 * wrong content types, big bodies, and Stripe events signed with the shop's secret.
 *
 * It runs against a table of its own in the run's DynamoDB (the catalog seeded, its own people),
 * so what it creates never shows up in another suite's lists. A failure prints fast-check's seed
 * and the failing request; `FUZZ_SEED=<seed> npx jest route-fuzz` replays it, `FUZZ_RUNS` sets
 * the runs per route.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import Stripe from 'stripe';
import { pathParamsOf } from '../../shared/api/contract';
import { stripeCheckoutEvents } from '../../functions/events';
import type { RouteDef } from '../../functions/kit/route-def';
import { routeList } from '../../functions/routes';
import { anyJson, arbitraryOf, hostileStrings } from '../support/schema-arbitrary';
import { endpoints, useLocalCloudEnvironment } from '../support/runtime';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const WEBHOOK_SECRET = 'whsec_local_shop_signing_secret';
type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

const people = {
  client: 'fuzz-client',
  otherClient: 'fuzz-other',
  Employee: 'fuzz-employee',
  Editors: 'fuzz-editor',
  Admin: 'fuzz-admin',
} as const;
/** Real values of this table, so that some requests reach deep into the handlers. */
const dictionary: string[] = [people.client, 'Lux', 'Gallery', 'Edge-Prints', 'Edge Prints', '10x10', '12x12', '20x30', 'Leather', 'Black', 'Finish', 'Lustre'];

beforeAll(async () => {
  useLocalCloudEnvironment();
  const table = `fuzz-${process.pid}-${Date.now()}`;
  // The variables the local cloud gives its handlers (infra/local/cloud.ts), on a table of our own.
  Object.assign(process.env, {
    TABLE_NAME: table,
    AWS_ENDPOINT_URL_S3: endpoints().s3,
    UPLOADS_BUCKET: 'shop-local-uploads',
    CATALOG_IMAGES_BUCKET: 'shop-local-catalog-images',
    STUDIO_EMAIL: 'studio@lumiere-albums.test',
    // A 500's cause is logged at error level: it shows beside a failure.
    LOG_LEVEL: 'error',
    SITE_ORIGIN: 'http://127.0.0.1:5173',
    MAIL_FROM: 'orders@lumiere-albums.test',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const { createTable } = await import('../../infra/local/dynamo');
  const client = new DynamoDBClient({});
  await createTable(client, table);
  client.destroy();
  const [{ seedCatalog }, { createUser }] = await Promise.all([import('../../infra/local/seed-catalog'), import('../../functions/data/users')]);
  await seedCatalog();
  const roles = { client: 'Client', otherClient: 'Client', Employee: 'Employee', Editors: 'Editors', Admin: 'Admin' } as const;
  await Promise.all(
    Object.entries(people).map(([who, id]) =>
      createUser({
        _id: id,
        email: `${id}@shop.test`,
        firstName: who,
        lastName: 'Fuzz',
        role: roles[who as keyof typeof people],
        cart: [],
        shippingAddress: [],
        createdAt: new Date().toISOString(),
      }),
    ),
  );
  await placePaidOrder();
});

/** A paid order of the client's with its line ids in the dictionary, so the order and upload routes have something to find. */
async function placePaidOrder() {
  const create = await handlerOf(routeList.find((r) => r.name === 'createOrder')!);
  const lux = { kind: 'album', albumName: 'Lux', size: '10x10', pages: 20, coverType: 'Leather', coverName: 'Black' };
  const body = JSON.stringify({
    cartItems: [lux],
    shippingAddress: { street: '1 Fuzz St', city: 'Austin', state: 'TX', zip: '78701' },
    albumDesignTermsAcknowledged: true,
  });
  const res = await create(eventOf({ method: 'POST', params: { userId: people.client }, body, sub: people.client }), context());
  const { orderId } = JSON.parse(res.body!);
  const { settlePayment, getOrder } = await import('../../functions/data/orders');
  const order = (await settlePayment((await getOrder(orderId))!, 'paid', {
    updatedAt: new Date().toISOString(),
    updatedBy: { firstName: 'Card', lastName: 'payments' },
  }))!;
  dictionary.push(orderId, order.albums[0]!._id, 'gallery', '0');
}

const handlers = new Map<string, Promise<Handler>>();
const handlerOf = (def: RouteDef) => {
  if (!handlers.has(def.handler))
    handlers.set(
      def.handler,
      import(`../../functions/${def.handler}`).then((m) => m.handler as Handler),
    );
  return handlers.get(def.handler)!;
};

const context = () => ({ awsRequestId: 'fuzz', functionName: 'fuzz', getRemainingTimeInMillis: () => 10_000 });

interface Call {
  method: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: string;
  base64?: boolean;
  headers?: Record<string, string>;
  sub?: string;
}

function eventOf(call: Call): APIGatewayProxyEventV2WithJWTAuthorizer {
  return {
    version: '2.0',
    routeKey: 'FUZZ',
    rawPath: '/',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...call.headers },
    queryStringParameters: call.query && Object.keys(call.query).length ? call.query : undefined,
    pathParameters: Object.keys(call.params).length ? call.params : undefined,
    body: call.body,
    isBase64Encoded: call.base64 ?? false,
    requestContext: { requestId: 'fuzz', http: { method: call.method }, authorizer: { jwt: { claims: call.sub ? { sub: call.sub } : {}, scopes: [] } } },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** Percent-encodes a segment; a lone surrogate goes as the bytes a careless client would send for it. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .split('%ED%A0%80')
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
};

/** A path segment as the gateway hands it over: percent-encoded, or raw and broken. */
const segment = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...dictionary).map(encode) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(encode) },
    { weight: 2, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%80', '%ED%A0%80', 'a'.repeat(3000), encode('a'.repeat(199)), '%F0%9F%92%A9') },
    { weight: 1, arbitrary: fc.constantFrom(...hostileStrings).map(encode) },
  );

/** The body as sent: the schema's shape as JSON, any JSON, text that is not JSON, or bytes under another content type. */
function bodyOf(def: RouteDef): fc.Arbitrary<Pick<Call, 'body' | 'base64' | 'headers'>> {
  const shaped = def.body ? arbitraryOf(def.body, dictionary) : anyJson;
  const json = (value: unknown) => ({ body: JSON.stringify(value) });
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: anyJson.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,]', 'nul', '\u0000', '{"a":"\ud800"}', `{"x":"${'y'.repeat(1_000_000)}"}`, `${'['.repeat(5000)}`)
        .map((body) => ({ body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom('image/png', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'))
        .map(([value, type]) => ({ body: Buffer.from(JSON.stringify(value) ?? '').toString('base64'), base64: true, headers: { 'content-type': type } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => ({ body: Buffer.from(bytes).toString('base64'), base64: true, headers: { 'content-type': 'application/octet-stream' } })),
    },
  );
}

/** Stripe's webhook: events of every shape, most of them signed with the shop's secret. */
const webhookBody: fc.Arbitrary<Pick<Call, 'body' | 'headers'>> = fc
  .tuple(
    fc.oneof(
      fc.record({
        id: fc.oneof(fc.constantFrom('evt_fuzz', `evt_${'x'.repeat(2100)}`), fc.string(), anyJson),
        object: fc.constant('event'),
        type: fc.oneof(fc.constantFrom(...stripeCheckoutEvents, 'customer.created'), fc.string()),
        data: fc.oneof(
          fc.record({
            object: fc.record({
              id: fc.oneof(fc.constant('cs_fuzz'), anyJson),
              payment_status: fc.constantFrom('paid', 'unpaid', 7),
              amount_total: fc.oneof(fc.integer(), anyJson),
              metadata: fc.oneof(fc.record({ orderId: fc.oneof(fc.constantFrom(...dictionary), anyJson, fc.constant('a'.repeat(3000))) }), anyJson),
            }),
          }),
          anyJson,
        ),
      }),
      anyJson,
    ),
    fc.boolean(),
  )
  .map(([event, signed]) => {
    const payload = JSON.stringify(event) ?? '';
    const signature = signed ? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) : 't=1,v1=00';
    return { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  });

/** Who calls: someone the rule lets in (most of the time), or anyone. */
function callerFor(def: RouteDef): fc.Arbitrary<string | undefined> {
  const allowed = def.allow.flatMap((p) =>
    p === 'owner' ? [people.client] : p in people ? [people[p as keyof typeof people]] : p === 'Client' ? [people.client] : [],
  );
  const anyone = fc.constantFrom<string | undefined>(undefined, ...Object.values(people));
  return allowed.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...allowed) }, { weight: 1, arbitrary: anyone }) : anyone;
}

function callOf(def: (typeof routeList)[number]): fc.Arbitrary<Call> {
  const names = pathParamsOf(def.path);
  const params = fc.record(
    Object.fromEntries(
      names.map((n) => [n, n === 'userId' ? fc.oneof({ weight: 9, arbitrary: fc.constant(people.client) }, { weight: 1, arbitrary: segment() }) : segment()]),
    ),
  );
  const query = def.query
    ? fc.oneof(
        arbitraryOf(def.query, dictionary).map((q) =>
          q && typeof q === 'object' && !Array.isArray(q)
            ? Object.fromEntries(Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
            : {},
        ),
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 })),
      )
    : fc.option(fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 })), { nil: undefined });
  const body = def.name === 'stripeWebhook' ? webhookBody : def.body ? bodyOf(def) : fc.option(bodyOf(def), { nil: {} });
  return fc
    .record({ params, query, body, sub: callerFor(def) })
    .map(({ params, query, body, sub }) => ({ method: def.method, params: params as Record<string, string>, query, sub, ...body }));
}

it(`answers no request with a 5xx (seed ${SEED}, ${RUNS} runs per route)`, async () => {
  const failures: string[] = [];
  // FUZZ_REPORT=1 prints how each route answered (whether the inputs get past validation) and, as `0`, its milliseconds.
  const answered: Record<string, Record<number, number>> = {};
  for (const def of routeList) {
    const handler = await handlerOf(def);
    const statuses = (answered[def.name] = {} as Record<number, number>);
    const started = Date.now();
    await fc
      .assert(
        fc.asyncProperty(callOf(def), async (call) => {
          const res = await handler(eventOf(call), context());
          const status = res.statusCode ?? 200;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 500) throw new Error(`${def.method} ${def.path} answered ${status}: ${res.body}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      .catch((error: Error) => failures.push(`${def.name}: ${error.message.slice(0, 3000)}`));
    statuses[0] = Date.now() - started;
  }
  if (process.env.FUZZ_REPORT)
    console.log(
      Object.entries(answered)
        .map(([name, s]) => `${name}: ${JSON.stringify(s)}`)
        .join('\n'),
    );
  expect(failures).toEqual([]);
}, 120_000);
