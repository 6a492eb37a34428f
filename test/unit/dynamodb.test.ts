/**
 * The table's document client (functions/kit/dynamodb.ts) against the SDK's: each command is sent
 * through both to one recording server, which must receive the same operation and the same JSON,
 * and the same canned answer must read back the same. Then what the SDK's client did for us and
 * ours must still do: errors named by their code, a failed condition's item, throttling tried again.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as sdk from '@aws-sdk/lib-dynamodb';
import { AwsError } from '../../functions/kit/aws-request';
import * as kit from '../../functions/kit/dynamodb';
import { recordingServer } from '../support/recording-server';

const aws = recordingServer('application/x-amz-json-1.0');
const { received } = aws;

const saved = { ...process.env };
let theirs: sdk.DynamoDBDocumentClient;
beforeAll(async () => {
  await aws.start();
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    AWS_ENDPOINT_URL_DYNAMODB: aws.url(),
  });
  delete process.env.AWS_SESSION_TOKEN;
  theirs = sdk.DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 1 }), { marshallOptions: { removeUndefinedValues: true } });
});
afterAll(async () => {
  theirs.destroy();
  process.env = saved;
  await aws.stop();
});
beforeEach(() => {
  received.length = 0;
});

const order = { pk: 'ORDER#o1', sk: 'ORDER', total: 129.5, lines: [{ id: 'l1', qty: 2, note: undefined }], paid: true, gift: null, tags: new Set(['a', 'b']) };
const key = { pk: 'ORDER#o1', sk: 'ORDER' };

/** Each case: the same input for the kit's command and lib-dynamodb's, and an answer in DynamoDB's JSON. */
const cases = [
  {
    op: 'GetItem', kit: new kit.GetCommand({ TableName: 't', Key: key, ConsistentRead: true }), sdk: new sdk.GetCommand({ TableName: 't', Key: key, ConsistentRead: true }),
    answer: { Item: { pk: { S: 'ORDER#o1' }, n: { N: '12' }, big: { N: '9007199254740993' }, m: { M: { l: { L: [{ BOOL: true }, { NULL: true }] } } }, ns: { NS: ['1', '2'] } } },
  },
  {
    op: 'PutItem',
    kit: new kit.PutCommand({ TableName: 't', Item: order, ConditionExpression: 'attribute_not_exists(pk) OR #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'new' } }),
    sdk: new sdk.PutCommand({ TableName: 't', Item: order, ConditionExpression: 'attribute_not_exists(pk) OR #s = :s', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'new' } }),
    answer: {},
  },
  {
    op: 'UpdateItem',
    kit: new kit.UpdateCommand({ TableName: 't', Key: key, UpdateExpression: 'SET #s = :s ADD n :one', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'paid', ':one': 1, ':gone': undefined }, ReturnValues: 'ALL_NEW' }),
    sdk: new sdk.UpdateCommand({ TableName: 't', Key: key, UpdateExpression: 'SET #s = :s ADD n :one', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':s': 'paid', ':one': 1, ':gone': undefined }, ReturnValues: 'ALL_NEW' }),
    answer: { Attributes: { pk: { S: 'ORDER#o1' }, status: { S: 'paid' }, n: { N: '3' } } },
  },
  {
    op: 'DeleteItem', kit: new kit.DeleteCommand({ TableName: 't', Key: key, ReturnValues: 'ALL_OLD' }), sdk: new sdk.DeleteCommand({ TableName: 't', Key: key, ReturnValues: 'ALL_OLD' }),
    answer: { Attributes: { pk: { S: 'ORDER#o1' }, s: { SS: ['x'] } } },
  },
  {
    op: 'Query',
    kit: new kit.QueryCommand({ TableName: 't', IndexName: 'gsi1', KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'gsi1pk' }, ExpressionAttributeValues: { ':pk': 'STATUS#new' }, Limit: 2, ScanIndexForward: false, ExclusiveStartKey: { ...key, gsi1pk: 'STATUS#new', gsi1sk: '2026' } }),
    sdk: new sdk.QueryCommand({ TableName: 't', IndexName: 'gsi1', KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'gsi1pk' }, ExpressionAttributeValues: { ':pk': 'STATUS#new' }, Limit: 2, ScanIndexForward: false, ExclusiveStartKey: { ...key, gsi1pk: 'STATUS#new', gsi1sk: '2026' } }),
    answer: { Count: 1, ScannedCount: 1, Items: [{ pk: { S: 'a' }, n: { N: '-0.5' } }], LastEvaluatedKey: { pk: { S: 'a' }, sk: { S: 'b' } } },
  },
  {
    op: 'BatchWriteItem',
    kit: new kit.BatchWriteCommand({ RequestItems: { t: [{ PutRequest: { Item: order } }, { DeleteRequest: { Key: key } }] } }),
    sdk: new sdk.BatchWriteCommand({ RequestItems: { t: [{ PutRequest: { Item: order } }, { DeleteRequest: { Key: key } }] } }),
    answer: { UnprocessedItems: { t: [{ PutRequest: { Item: { pk: { S: 'p' }, n: { N: '1' } } } }, { DeleteRequest: { Key: { pk: { S: 'd' } } } }] } },
  },
];

describe.each(cases)('$op', ({ op, kit: ours, sdk: theirsCommand, answer }) => {
  it('sends what the SDK sends, signed for DynamoDB, and reads the answer as the SDK does', async () => {
    aws.answers = [{ status: 200, body: JSON.stringify(answer) }, { status: 200, body: JSON.stringify(answer) }];
    const fromKit = await kit.documentClient.send(ours as kit.GetCommand);
    const { $metadata: _, ...fromSdk } = await theirs.send(theirsCommand as sdk.GetCommand);
    const [mine, sdks] = received as [(typeof received)[0], (typeof received)[0]];
    expect(mine.req.method).toBe('POST');
    expect(mine.req.url).toBe('/');
    expect(mine.req.headers['x-amz-target']).toBe(`DynamoDB_20120810.${op}`);
    expect(mine.req.headers['x-amz-target']).toBe(sdks.req.headers['x-amz-target']);
    expect(mine.req.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(mine.req.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=[\w;-]*host[\w;-]*x-amz-target[\w;-]*, Signature=[0-9a-f]{64}$/);
    expect(JSON.parse(mine.body)).toEqual(JSON.parse(sdks.body));
    expect(JSON.parse(JSON.stringify(fromKit, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)))).toEqual(
      JSON.parse(JSON.stringify(fromSdk, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))),
    );
  });
});

it('marshals sets, nested lists and numbers as DynamoDB types, leaving undefined values out', async () => {
  await kit.documentClient.send(new kit.PutCommand({ TableName: 't', Item: order }));
  expect(JSON.parse(received[0]!.body).Item).toEqual({
    pk: { S: 'ORDER#o1' }, sk: { S: 'ORDER' }, total: { N: '129.5' }, paid: { BOOL: true }, gift: { NULL: true }, tags: { SS: ['a', 'b'] },
    lines: { L: [{ M: { id: { S: 'l1' }, qty: { N: '2' } } }] },
  });
});

it('throws a failed condition named by its code, with the item it failed on as plain values, without trying again', async () => {
  aws.answers = [{ status: 400, body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'The conditional request failed', Item: { pk: { S: 'ORDER#o1' }, imageCounts: { M: { l1: { N: '4' } } } } }) }];
  const err = await kit.documentClient.send(new kit.UpdateCommand({ TableName: 't', Key: key, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } })).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AwsError);
  expect(err).toMatchObject({ name: 'ConditionalCheckFailedException', message: 'The conditional request failed', status: 400, Item: { pk: 'ORDER#o1', imageCounts: { l1: 4 } } });
  expect(received).toHaveLength(1);
});

it('tries a throttled or failed call again, as the SDK does, and gives up after three tries', async () => {
  aws.answers = [
    { status: 400, body: '{"__type":"com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException","message":"Rate of requests exceeds the allowed throughput."}' },
    { status: 500, body: '{"__type":"com.amazon.coral.service#InternalServerError"}' },
    { status: 200, body: '{"Item":{"pk":{"S":"x"}}}' },
  ];
  expect((await kit.documentClient.send(new kit.GetCommand({ TableName: 't', Key: key }))).Item).toEqual({ pk: 'x' });
  expect(received).toHaveLength(3);
  aws.answers = [0, 1, 2].map(() => ({ status: 400, body: '{"__type":"com.amazonaws.dynamodb.v20120810#ThrottlingException","message":"slow down"}' }));
  await expect(kit.documentClient.send(new kit.GetCommand({ TableName: 't', Key: key }))).rejects.toMatchObject({ name: 'ThrottlingException' });
  expect(received).toHaveLength(6);
});

it('does not try a refused request again: a validation error is thrown at once', async () => {
  aws.answers = [{ status: 400, body: '{"__type":"com.amazon.coral.validate#ValidationException","message":"One or more parameter values were invalid"}' }];
  await expect(kit.documentClient.send(new kit.QueryCommand({ TableName: 't', KeyConditionExpression: 'x' }))).rejects.toMatchObject({ name: 'ValidationException' });
  expect(received).toHaveLength(1);
});
