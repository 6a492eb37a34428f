/** DynamoDB, locally: dynalite in this process, its table made from the same definition as the cloud's. */
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { createTableInput } from '../../functions/data/table';

// dynalite ships no types; its factory returns an http.Server.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dynalite = require('dynalite') as (options: object) => Server;

export async function startDynamo(options: { dir: string; port: number; tableName: string }) {
  mkdirSync(options.dir, { recursive: true });
  const server = dynalite({ path: options.dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
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
    await client.send(new CreateTableCommand(createTableInput(options.tableName)));
  }
  client.destroy();
  return {
    endpoint,
    requestCount: () => requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
