/**
 * The studio dashboard with 10,000 orders, for `npm run bench -- dashboard`: a local cloud of its
 * own (as `npm start` runs it) is given 10,000 paid orders spread over sixteen weeks and every
 * status, with the dashboard's figures of them as taking them in would leave them; then an Admin
 * reads GET /admin/dashboard through the local gateway, one request after another. Beside it, in
 * the same run: GET /albums/name/{albumName} through the same gateway (one item read: the
 * reference the ratio is to), and reading every order straight from DynamoDB (what the figures
 * would cost if they were worked out from the orders on each request).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_AUTHENTICATOR_KEY } from '../../infra/local/demo-people';
import { totpCode } from '../../infra/local/totp';
import { dayOf, deltasBetween, figuresOf, keptFiguresOf, statusField } from '../../shared/dashboard-figures';
import { isOutstanding, orderStatuses, type OrderStatus } from '../../shared/orders';
import { seededOrder } from '../support/dashboard';
import { startCloud, useCloudTable } from './gateway';

const ORDERS = 10_000;
const ROUNDS = 30;
const TARGET_MS = 1_000;

export interface DashboardFigures {
  orders: number;
  seedSeconds: number;
  dashboard: { p50: number; p99: number; bytes: number };
  reference: { p50: number; p99: number };
  everyOrder: { p50: number; items: number };
  /** The orders board read whole, every page of GET /orders, as the board page reads it. */
  board: { p50: number; p99: number; orders: number; pages: number };
}

async function adminToken(cognitoUrl: string, clientId: string): Promise<string> {
  const cognito = async (target: string, body: object) => {
    const res = await fetch(cognitoUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, any>;
    if (!res.ok) throw new Error(`${target}: ${json.message ?? res.status}`);
    return json;
  };
  const started = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: 'admin@shop.test', PASSWORD: 'Demo#Albums2026!' },
  });
  const done = await cognito('RespondToAuthChallenge', {
    ClientId: clientId,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: started.Session,
    ChallengeResponses: { USERNAME: 'admin@shop.test', SOFTWARE_TOKEN_MFA_CODE: totpCode(DEMO_AUTHENTICATOR_KEY) },
  });
  return done.AuthenticationResult.IdToken as string;
}

/** A spread like a studio's: most orders delivered, the rest at every open step, some waiting long. */
function orderSpec(n: number) {
  const paidDaysAgo = 0.5 + ((n * 7919) % 1_120) / 10; // 0.5 to 112 days
  const open = orderStatuses.filter((s) => !['Delivered', 'Cancelled', 'Returned'].includes(s));
  const path: OrderStatus[] = [
    'Sent to editing team',
    'Editing started',
    'Waiting for client approval',
    'album-approved',
    'Editing completed',
    'Manufacturing',
    'Shipped',
    'Delivered',
  ];
  const steps = n % 10 < 7 ? path.length : n % 10 === 7 ? 0 : 1 + ((n % open.length) % (path.length - 1));
  const gap = paidDaysAgo / (steps + 1);
  return {
    user: `bench-customer-${n % 2_000}`,
    paidDaysAgo,
    total: 5_000 + ((n * 131) % 60_000),
    steps: path.slice(0, steps).map((status, i) => [status, paidDaysAgo - gap * (i + 1)] as [OrderStatus, number]),
  };
}

/**
 * Writes the orders and the dashboard's figures of them as taking each order in would leave them
 * (the same `figuresOf` and `deltasBetween`, summed per counter), in batches: taking in 10,000
 * orders one by one through the rebuild takes longer than the bench may (each order's figures are
 * a dozen writes), and what is timed here is reading them.
 */
async function seedOrdersWithFigures(table: string): Promise<void> {
  const { BatchWriteCommand } = await import('../../functions/kit/dynamodb');
  const { db } = await import('../../functions/data/client');
  const { orderKeys, dashboardOrderKey, dashboardCounterKey } = await import('../../functions/data/keys');
  const now = new Date();
  const items: Record<string, unknown>[] = [];
  const counters = new Map<string, Record<string, unknown>>();
  const counter = (kind: 'statuses' | 'week' | 'stints', key: string) => {
    const k = dashboardCounterKey(kind, key);
    const id = `${k.pk}|${k.sk}`;
    if (!counters.has(id)) counters.set(id, { ...k });
    return counters.get(id)!;
  };
  for (let n = 0; n < ORDERS; n++) {
    const order = seededOrder(orderSpec(n), now);
    const figures = figuresOf(order);
    items.push({ ...orderKeys(order), entity: 'Order', ...order });
    const open = figures.counted && isOutstanding(figures.status);
    items.push({
      ...dashboardOrderKey(order._id),
      ...(open ? { gsi2pk: `DASHBOARD#STATUS#${figures.status}`, gsi2sk: `${figures.since}#${order._id}` } : {}),
      orderId: order._id,
      user: order.user,
      orderNumber: order.orderNumber,
      firstName: order.firstName,
      lastName: order.lastName,
      figures: keptFiguresOf(figures),
      orderVersion: order.version ?? 0,
      version: 1,
      events: [],
    });
    for (const delta of deltasBetween(undefined, figures)) {
      const item = counter(delta.kind, delta.key);
      item[delta.field] = Number(item[delta.field] ?? 0) + delta.by;
    }
    for (const stint of figures.stints) {
      const item = counter('stints', dayOf(stint.endedAt));
      const field = statusField(stint.status);
      if (Math.round(stint.hours) > Number(item[`w_${field}`] ?? -1)) {
        item[`w_${field}`] = Math.round(stint.hours);
        item[`o_${field}`] = order._id;
      }
    }
  }
  items.push(...counters.values());
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, i * 25 + 25));
  for (let i = 0; i < batches.length; i += 8) {
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
        let requests = batch.map((Item) => ({ PutRequest: { Item } }));
        while (requests.length) {
          const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
          requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
        }
      }),
    );
  }
}

async function timed(call: () => Promise<unknown>, rounds: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]! };
}

export async function dashboardFigures(): Promise<DashboardFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
  const { child, endpoints: e } = await startCloud(dir);
  try {
    useCloudTable(e);
    const seedStart = performance.now();
    await seedOrdersWithFigures(e.tableName);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const token = await adminToken(e.cognito, e.userPoolClientId);
    let body = '';
    const readDashboard = async () => {
      const res = await fetch(`${e.api}/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
      body = await res.text();
      if (!res.ok) throw new Error(`GET /admin/dashboard: ${res.status} ${body}`);
    };
    const readAlbum = async () => {
      const res = await fetch(`${e.api}/albums/name/Lux`);
      if (!res.ok) throw new Error(`GET /albums/name/Lux: ${res.status}`);
      await res.text();
    };
    // Warm: the first call of each loads its handler; and every order is counted, once.
    await readDashboard();
    const counted = (JSON.parse(body) as { statuses: { orders: number }[] }).statuses.reduce((sum, s) => sum + s.orders, 0);
    if (counted !== ORDERS) throw new Error(`The dashboard counts ${counted} orders of ${ORDERS}`);
    await readAlbum();
    const reference = await timed(readAlbum, ROUNDS);
    const dashboard = await timed(readDashboard, ROUNDS);

    // The board, 200 orders a page as its page asks, until the last page.
    const boardRead = { orders: 0, pages: 0 };
    const readBoard = async () => {
      Object.assign(boardRead, { orders: 0, pages: 0 });
      let cursor: string | undefined;
      do {
        const res = await fetch(`${e.api}/orders?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!res.ok) throw new Error(`GET /orders: ${res.status} ${await res.text()}`);
        const page = (await res.json()) as { orders: unknown[]; cursor?: string };
        boardRead.orders += page.orders.length;
        boardRead.pages++;
        cursor = page.cursor;
      } while (cursor);
    };
    await readBoard();
    const board = { ...(await timed(readBoard, 5)), ...boardRead };

    const { paginateScan } = await import('@aws-sdk/lib-dynamodb');
    const { db } = await import('../../functions/data/client');
    let items = 0;
    const everyOrder = await timed(async () => {
      items = 0;
      const pages = paginateScan(
        { client: db },
        {
          TableName: e.tableName,
          FilterExpression: '#entity = :order',
          ExpressionAttributeNames: { '#entity': 'entity' },
          ExpressionAttributeValues: { ':order': 'Order' },
        },
      );
      for await (const page of pages) items += page.Items?.length ?? 0;
    }, 3);
    return { orders: ORDERS, seedSeconds, dashboard: { ...dashboard, bytes: body.length }, reference, everyOrder: { p50: everyOrder.p50, items }, board };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (x: number) => x.toFixed(1);
const boardPer500 = (f: DashboardFigures) => (f.board.p99 * 500) / Math.max(1, f.board.orders);

/** The `## Studio dashboard` section of docs/benchmarks.md. */
export function dashboardSection(f: DashboardFigures): string[] {
  return [
    '## Studio dashboard',
    '',
    `GET /admin/dashboard as an Admin through the local gateway (the local cloud in its own process, as \`npm start\` runs it, on dynalite) with ${f.orders.toLocaleString('en-US')} paid orders in the table, spread over sixteen weeks and every status with the figures taking them in leaves (written in batches: ${f.seedSeconds.toFixed(0)} s). ${ROUNDS} requests one after another, after one to load the handler. The reference, measured in the same run the same way: GET /albums/name/{albumName}, one item read. Beside them, reading every order straight from DynamoDB, which the dashboard's figures spare each request. Target: under ${TARGET_MS} ms.`,
    '',
    '| measure | p50 / p99 (ms) | × the reference (p50) | within target |',
    '|---|---:|---:|---|',
    `| GET /albums/name/{albumName} (reference) | ${ms(f.reference.p50)} / ${ms(f.reference.p99)} | 1.0 | |`,
    `| GET /admin/dashboard (${(f.dashboard.bytes / 1024).toFixed(1)} KB) | ${ms(f.dashboard.p50)} / ${ms(f.dashboard.p99)} | ${(f.dashboard.p50 / f.reference.p50).toFixed(1)} | ${f.dashboard.p99 < TARGET_MS ? 'yes' : '**no**'} |`,
    `| every order read from DynamoDB (${f.everyOrder.items.toLocaleString('en-US')} items) | ${ms(f.everyOrder.p50)} | ${(f.everyOrder.p50 / f.reference.p50).toFixed(1)} | |`,
    `| GET /orders, the whole board: ${f.board.orders.toLocaleString('en-US')} outstanding orders in ${f.board.pages} pages (5 reads) | ${ms(f.board.p50)} / ${ms(f.board.p99)} | ${(f.board.p50 / f.reference.p50).toFixed(1)} | ${boardPer500(f) < TARGET_MS ? 'yes' : '**no**'} |`,
    '',
    `The board's target is 500 outstanding orders in under ${TARGET_MS} ms: read whole, this board took ${ms(boardPer500(f))} ms per 500 orders (p99).`,
    '',
  ];
}
