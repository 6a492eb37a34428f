/**
 * The table's document client: the SDK's DynamoDBDocumentClient over a DynamoDBClient, made once
 * per container. Values cross as plain JavaScript; undefined members are left out of what is
 * written (`removeUndefinedValues`), so an optional field never has to be stripped by hand.
 *
 * The endpoint, region and credentials come from the SDK's standard configuration
 * (AWS_ENDPOINT_URL_DYNAMODB locally), so no code here knows where it runs. Errors are the SDK's
 * own, named by their AWS code (`ConditionalCheckFailedException`). The data layer imports the
 * commands from here, so it names one module for the table.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/** The document client; its middleware stack is the underlying DynamoDBClient's. */
export const db = DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });
