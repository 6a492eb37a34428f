/**
 * The yardstick of the handlers bench (handlers.ts): the smallest useful DynamoDB handler, one
 * GetItem through lib-dynamodb behind a middy chain, bundled with the shop's own settings. A
 * route handler is judged by how much bigger and slower to import it is than this.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

const db = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>().handler(async (event) => {
  const { Item } = await db.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: event.pathParameters?.id, sk: 'A' } }));
  return { statusCode: Item ? 200 : 404, body: JSON.stringify(Item ?? {}) };
});
