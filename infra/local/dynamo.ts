/** DynamoDB, locally: dynalite in this process, its table made from the same definition as the cloud's. */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { createTableInput } from '../../functions/data/table';

// dynalite ships no types; its factory returns an http.Server.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dynalite = require('dynalite') as (options: object) => Server;

/**
 * `dir` keeps the table on disk, where the next start finds it (`npm start`); without it the
 * table lives in this process's memory and goes with it (a test run, whose data folder is thrown
 * away: no disk writes or compactions to pay for).
 */
export async function startDynamo(options: { dir?: string; port: number; tableName: string }) {
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const server = dynalite({ ...(options.dir && { path: options.dir }), createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  // Every DynamoDB call is one HTTP request: counted, so the benchmark can say what a route costs.
  let requests = 0;
  server.on('request', () => requests++);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new DescribeTableCommand({ TableName: options.tableName }));
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
    await createTable(client, options.tableName);
  }
  client.destroy();
  return {
    endpoint,
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
  for (const deadline = Date.now() + 10_000; ; ) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE' && (Table.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE')) return;
    if (Date.now() > deadline) throw new Error(`Table ${tableName} is still ${Table?.TableStatus} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
