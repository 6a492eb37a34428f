/**
 * DynamoDB, locally, on one of two engines, its table made from the same definition as the cloud's:
 * - `dynalite` (what `npm start` runs unless told otherwise): in this process, no Java needed;
 *   lenient where DynamoDB is not (it lets `_id` through unescaped in an expression, counts an
 *   item's size in UTF-16 units, has no transactions);
 * - `dynamodb-local`: Amazon's own engine on Java (dynamodb-local.ts), what the tests run on.
 * `SHOP_DYNAMODB_ENGINE` (or `npm start -- --dynamodb <engine>`) chooses.
 */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { createTableInput } from '../../functions/data/table';
import { startDynamoDbLocal } from './dynamodb-local';

export const dynamoEngines = ['dynalite', 'dynamodb-local'] as const;
export type DynamoEngine = (typeof dynamoEngines)[number];

export function dynamoEngineOf(name: string | undefined): DynamoEngine {
  if (!name) return 'dynalite';
  if ((dynamoEngines as readonly string[]).includes(name)) return name as DynamoEngine;
  throw new Error(`Unknown DynamoDB engine "${name}": ${dynamoEngines.join(' or ')}`);
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- dynalite ships no types; its factory returns an http.Server
const dynalite = require('dynalite') as (options: object) => Server;

/**
 * `dir` keeps the table on disk, where the next start finds it (`npm start`); without it the
 * table lives in this process's memory and goes with it (a test run, whose data folder is thrown
 * away: no disk writes or compactions to pay for).
 */
export async function startDynamo(options: { engine: DynamoEngine; dir?: string; port: number; tableName: string }) {
  const engine = options.engine === 'dynamodb-local' ? await startDynamoDbLocal(options) : await startDynalite(options);
  const client = new DynamoDBClient({ endpoint: engine.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new DescribeTableCommand({ TableName: options.tableName }));
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') {
      await engine.stop();
      throw err;
    }
    await createTable(client, options.tableName);
  } finally {
    client.destroy();
  }
  return { ...engine, engine: options.engine };
}

async function startDynalite(options: { dir?: string; port: number }) {
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = dynalite({ ...(options.dir && { path: options.dir }), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // Every DynamoDB call is one HTTP request: counted, so the benchmark can say what a route costs.
  let requests = 0;
  server.on('request', () => requests++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    requestCount: () => requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Creates the shop's table and returns once it and its indexes are ACTIVE. Even with
 * createTableMs 0, dynalite marks a new table ACTIVE on a timer, and a busy process can answer a
 * query before it fires: "Requested resource not found".
 */
export async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  for (const deadline = Date.now() + 10_000; ;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE' && (Table.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE')) return;
    if (Date.now() > deadline) throw new Error(`Table ${tableName} is still ${Table?.TableStatus} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
