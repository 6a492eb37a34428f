/**
 * `npm run dashboard:rebuild`: brings the studio dashboard's figures up to date with every order
 * in the table, for a stage whose orders came before the dashboard (or whose dashboard events were
 * lost). Each order is taken in as its events would take it in (functions/data/dashboard.ts), so
 * running it again, or while the shop runs and its events arrive, counts nothing twice.
 * `--reset` first removes every figure and counter, to count everything afresh: run it when the
 * shop is quiet, since an event taken in while the figures are removed is lost to them.
 *
 *   npm run dashboard:rebuild                                  the local shop (npm start running)
 *   npm run dashboard:rebuild -- --table Shop-prod-DataTable…  a deployed stage (its stack output;
 *                                                              AWS credentials from the environment)
 *   npm run dashboard:rebuild -- --reset                       remove the figures first
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '../shared/orders';

/** Orders taken in at once: enough to finish ten thousand in a minute, few enough to leave the table's capacity to the shop. */
const AT_ONCE = 16;

async function* scan(filter: string, values: Record<string, unknown>) {
  const { paginateScan } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('../functions/data/client');
  const { withNames } = await import('../functions/data/expressions');
  for await (const page of paginateScan(
    { client: db },
    { TableName: tableName(), ...withNames({ FilterExpression: filter }), ExpressionAttributeValues: values },
  )) {
    yield* page.Items ?? [];
  }
}

/** Removes every item of the dashboard's figures (their keys start with `DASHBOARD#`). */
async function removeFigures(): Promise<number> {
  const { BatchWriteCommand } = await import('../functions/kit/dynamodb');
  const { db, tableName } = await import('../functions/data/client');
  let batch: Record<string, unknown>[] = [];
  let removed = 0;
  const flush = async () => {
    let requests = batch.map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length) {
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
    removed += batch.length;
    batch = [];
  };
  for await (const item of scan('begins_with(#pk, :prefix)', { ':prefix': 'DASHBOARD#' })) {
    batch.push({ pk: item.pk, sk: item.sk });
    if (batch.length === 25) await flush();
  }
  if (batch.length) await flush();
  return removed;
}

export async function rebuildDashboard(options: { reset?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? (() => undefined);
  const { syncOrderFigures } = await import('../functions/data/dashboard');
  const { getOrder } = await import('../functions/data/orders');
  if (options.reset) log(`removed ${await removeFigures()} items of figures`);
  const results: Record<string, number> = {};
  const running = new Set<Promise<void>>();
  for await (const item of scan('#entity = :order', { ':order': 'Order' })) {
    const task = (async () => {
      // Read again, consistently: the scan's copy may be older than the order's last event.
      const order = await getOrder((item as Order)._id);
      const result = order ? await syncOrderFigures(order) : 'gone';
      results[result] = (results[result] ?? 0) + 1;
    })().finally(() => running.delete(task));
    running.add(task);
    if (running.size >= AT_ONCE) await Promise.race(running);
  }
  await Promise.all(running);
  log(
    `orders: ${
      Object.entries(results)
        .map(([result, n]) => `${n} ${result}`)
        .join(', ') || 'none'
    }`,
  );
  return results;
}

function localTable(): string {
  let local: { tableName: string; dynamodb: string };
  try {
    local = JSON.parse(readFileSync(join(__dirname, '..', '.local', 'endpoints.json'), 'utf8'));
  } catch {
    console.error('The local shop is not running (no .local/endpoints.json): start it with npm start, or name a deployed stage with --table.');
    process.exit(2);
  }
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: local.dynamodb,
  });
  return local.tableName;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--table');
  process.env.TABLE_NAME = i >= 0 && args[i + 1] ? args[i + 1] : localTable();
  rebuildDashboard({ reset: args.includes('--reset'), log: (line) => console.log(line) }).then(
    () => process.exit(0),
    (err: Error) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
