/**
 * The table's document client as signed requests (aws-request.ts), in place of the SDK's
 * DynamoDBDocumentClient over DynamoDBClient, which was most of every handler's bundle and cold
 * start. It keeps that client's shape, `db.send(new GetCommand(input))`, for the six operations
 * the data layer uses, with the same document-level inputs and outputs: plain values in Key,
 * Item, ExpressionAttributeValues, ExclusiveStartKey and RequestItems are marshalled with the
 * SDK's own util-dynamodb (undefined values left out, as `removeUndefinedValues` did), and Item,
 * Items, Attributes, LastEvaluatedKey and UnprocessedItems come back as plain values.
 *
 * The wire is DynamoDB's JSON 1.0 protocol: POST / with `X-Amz-Target: DynamoDB_20120810.<Op>`.
 * An error answer is thrown named by its code (`ConditionalCheckFailedException`), with the
 * failed condition's item, when asked for with ReturnValuesOnConditionCheckFailure, as a plain
 * value in `Item`; throttled and 5xx answers are tried again, as the SDK does.
 */
import type {
  BatchWriteCommandInput, BatchWriteCommandOutput, DeleteCommandInput, DeleteCommandOutput, GetCommandInput, GetCommandOutput,
  PutCommandInput, PutCommandOutput, QueryCommandInput, QueryCommandOutput, UpdateCommandInput, UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall, type NativeAttributeValue } from '@aws-sdk/util-dynamodb';
import { jsonCall, jsonErrorOf, services, type AwsError } from './aws-request';

type Doc = Record<string, NativeAttributeValue>;
// What DynamoDB sends and takes: attribute values in its JSON form ({ S: 'x' }, { N: '1' }, ...).
type Wire = Record<string, any>;
/** An answer as the SDK's document commands give it, without the SDK's response metadata. */
type Answer<O> = Omit<O, '$metadata'>;

const toWire = (doc: Doc | undefined): Wire | undefined => (doc ? marshall(doc, { removeUndefinedValues: true }) : undefined);
const fromWire = (wire: Wire | undefined): Doc | undefined => (wire ? unmarshall(wire) : undefined);
/** Item collection metrics name the collection by its key, which is a document value too. */
const metricsFromWire = (m: Wire | undefined) => (m ? { ...m, ItemCollectionKey: fromWire(m.ItemCollectionKey) } : undefined);

/** One operation: its name on the wire, and how its input and answer cross between documents and the wire. */
abstract class Command<Input extends object, Output> {
  abstract readonly operation: 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query' | 'BatchWriteItem';
  constructor(readonly input: Input) {}
  abstract toWire(): Wire;
  abstract fromWire(answer: Wire): Output;
}

// The legacy parameters (Expected, AttributeUpdates, KeyConditions, QueryFilter) hold document
// values this client does not convert; the shop uses expressions, so they are not accepted at all.

export class GetCommand extends Command<GetCommandInput, Answer<GetCommandOutput>> {
  readonly operation = 'GetItem';
  toWire() {
    return { ...this.input, Key: toWire(this.input.Key) };
  }
  fromWire(a: Wire) {
    return { ...a, Item: fromWire(a.Item) };
  }
}

/** Put, Update and Delete answer alike: the item's attributes asked for by ReturnValues. */
const writeAnswer = (a: Wire) => ({ ...a, Attributes: fromWire(a.Attributes), ItemCollectionMetrics: metricsFromWire(a.ItemCollectionMetrics) });

/** Update and Delete name the item by its key, and may carry their condition's values. */
const keyedWrite = (input: { Key?: Doc; ExpressionAttributeValues?: Doc }) =>
  ({ ...input, Key: toWire(input.Key), ExpressionAttributeValues: toWire(input.ExpressionAttributeValues) });

export class PutCommand extends Command<Omit<PutCommandInput, 'Expected'>, Answer<PutCommandOutput>> {
  readonly operation = 'PutItem';
  toWire() {
    return { ...this.input, Item: toWire(this.input.Item), ExpressionAttributeValues: toWire(this.input.ExpressionAttributeValues) };
  }
  fromWire = writeAnswer;
}

export class UpdateCommand extends Command<Omit<UpdateCommandInput, 'Expected' | 'AttributeUpdates'>, Answer<UpdateCommandOutput>> {
  readonly operation = 'UpdateItem';
  toWire() {
    return keyedWrite(this.input);
  }
  fromWire = writeAnswer;
}

export class DeleteCommand extends Command<Omit<DeleteCommandInput, 'Expected'>, Answer<DeleteCommandOutput>> {
  readonly operation = 'DeleteItem';
  toWire() {
    return keyedWrite(this.input);
  }
  fromWire = writeAnswer;
}

export class QueryCommand extends Command<Omit<QueryCommandInput, 'KeyConditions' | 'QueryFilter'>, Answer<QueryCommandOutput>> {
  readonly operation = 'Query';
  toWire() {
    return { ...this.input, ExpressionAttributeValues: toWire(this.input.ExpressionAttributeValues), ExclusiveStartKey: toWire(this.input.ExclusiveStartKey) };
  }
  fromWire(a: Wire) {
    return { ...a, Items: (a.Items as Wire[] | undefined)?.map((item) => fromWire(item)!), LastEvaluatedKey: fromWire(a.LastEvaluatedKey) };
  }
}

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** A batch's writes per table, converted value by value (`convert` is toWire or fromWire). */
function writesPerTable(requests: Record<string, WriteRequest[]> | undefined, convert: (v: Wire | undefined) => Wire | undefined) {
  if (!requests) return undefined;
  return Object.fromEntries(
    Object.entries(requests).map(([table, writes]) => [
      table,
      writes.map((w) => ({
        ...(w.PutRequest ? { PutRequest: { ...w.PutRequest, Item: convert(w.PutRequest.Item) } } : {}),
        ...(w.DeleteRequest ? { DeleteRequest: { ...w.DeleteRequest, Key: convert(w.DeleteRequest.Key) } } : {}),
      })),
    ]),
  );
}

export class BatchWriteCommand extends Command<BatchWriteCommandInput, Answer<BatchWriteCommandOutput>> {
  readonly operation = 'BatchWriteItem';
  toWire() {
    return { ...this.input, RequestItems: writesPerTable(this.input.RequestItems, toWire) };
  }
  fromWire(a: Wire) {
    const metrics = a.ItemCollectionMetrics as Record<string, Wire[]> | undefined;
    return {
      ...a,
      UnprocessedItems: writesPerTable(a.UnprocessedItems, fromWire) as BatchWriteCommandOutput['UnprocessedItems'],
      ItemCollectionMetrics: metrics ? Object.fromEntries(Object.entries(metrics).map(([t, ms]) => [t, ms.map((m) => metricsFromWire(m)!)])) : undefined,
    };
  }
}

/** DynamoDB's error answer, named by its `__type`; a failed condition's item comes as a plain value. */
function dynamoErrorOf(res: Response, text: string): AwsError {
  const error = jsonErrorOf(res, text);
  try {
    const { Item } = JSON.parse(text) as { Item?: Wire };
    if (Item) Object.assign(error, { Item: fromWire(Item) });
  } catch {
    // Not JSON: the code and status are all there is.
  }
  return error;
}

/** Sends a command to DynamoDB and answers its output as documents. */
async function sendCommand<Output>(command: Command<object, Output>): Promise<Output> {
  const answer = await jsonCall<Wire>(services.dynamodb, `DynamoDB_20120810.${command.operation}`, command.toWire(), dynamoErrorOf);
  return command.fromWire(answer);
}

/** The shape the data layer calls: `db.send(new QueryCommand({ ... }))`. */
export const documentClient = { send: sendCommand };
