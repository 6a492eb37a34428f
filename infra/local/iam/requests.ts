/**
 * What IAM is asked when a function makes an SDK call: the action, the resource's ARN in the
 * evaluated stage and the request's condition keys, as each service authorizes the operation
 * (the Service Authorization Reference). A call may need more than one (a BatchWriteItem over two
 * tables, an email whose identity may be its address or its domain). An operation with no entry
 * here is refused loudly, so a new kind of call gets its mapping before it gets through.
 */
import { evaluatedIn } from './stack-policies';

export type Service = 'dynamodb' | 's3' | 'cognito-idp' | 'ses' | 'events' | 'secretsmanager';

export interface IamRequest {
  action: string;
  resource: string;
  context: Record<string, string | string[]>;
}

export class UnmappedCall extends Error {
  override name = 'UnmappedCall';
}

const { partition: p, region: r, account: a } = evaluatedIn;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any service's command input, read by the operation it is for
type Input = Record<string, any>;

const table = (name: string, index?: string) => `arn:${p}:dynamodb:${r}:${a}:table/${name}${index ? `/index/${index}` : ''}`;
const object = (bucket: string, key: string) => `arn:${p}:s3:::${bucket}/${key}`;

/**
 * A secret named by name has the ARN Secrets Manager gave it at creation: the name and six random
 * characters (which is why the CDK grants `…secret:<name>-??????`). The same six here for a name.
 */
export function secretArn(secretId: string): string {
  if (secretId.startsWith('arn:')) return secretId;
  const suffix = [...secretId]
    .reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
    .toString(36)
    .padStart(6, 'x')
    .slice(-6);
  return `arn:${p}:secretsmanager:${r}:${a}:secret:${secretId}-${suffix}`;
}

/** `Lumière <orders@shop.test>` → `orders@shop.test` */
const addressOf = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
const displayNameOf = (from: string) => /^(.*?)\s*<[^>]+>\s*$/.exec(from)?.[1]?.replace(/^"|"$/g, '');

const dynamodbWrites = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' } as const;

const mappings: Record<Service, (operation: string, input: Input) => IamRequest[] | undefined> = {
  dynamodb(operation, input) {
    const one = (action: string, name: string, index?: string) => ({ action: `dynamodb:${action}`, resource: table(name, index), context: {} });
    switch (operation) {
      case 'GetItem':
      case 'PutItem':
      case 'UpdateItem':
      case 'DeleteItem':
      case 'DescribeTable':
        return [one(operation, input.TableName)];
      case 'Query':
      case 'Scan':
        return [one(operation, input.TableName, input.IndexName)];
      case 'BatchWriteItem':
      case 'BatchGetItem':
        return Object.keys(input.RequestItems ?? {}).map((name) => one(operation, name));
      // A transaction asks for each item's own action (dynamodb:TransactWriteItems is not an IAM action).
      case 'TransactWriteItems':
        return (input.TransactItems ?? []).map((item: Input) => {
          const [kind, body] = Object.entries(item)[0] as [keyof typeof dynamodbWrites, Input];
          return one(dynamodbWrites[kind], body.TableName);
        });
      case 'TransactGetItems':
        return (input.TransactItems ?? []).map((item: Input) => one('GetItem', item.Get.TableName));
      default:
        return undefined;
    }
  },
  s3(operation, input) {
    const on = (action: string) => [{ action: `s3:${action}`, resource: object(input.Bucket, input.Key), context: {} }];
    switch (operation) {
      case 'GetObject':
      case 'HeadObject':
        return on(input.VersionId ? 'GetObjectVersion' : 'GetObject');
      // Every step of a multipart upload is a PutObject to IAM, but listing and aborting.
      case 'PutObject':
      case 'CreateMultipartUpload':
      case 'UploadPart':
      case 'CompleteMultipartUpload':
        return on('PutObject');
      case 'ListParts':
        return on('ListMultipartUploadParts');
      case 'AbortMultipartUpload':
        return on('AbortMultipartUpload');
      case 'DeleteObject':
        return on(input.VersionId ? 'DeleteObjectVersion' : 'DeleteObject');
      case 'DeleteObjects':
        return (input.Delete?.Objects ?? []).map((o: Input) => ({ action: 's3:DeleteObject', resource: object(input.Bucket, o.Key), context: {} }));
      case 'ListObjectsV2':
      case 'ListObjects':
      case 'HeadBucket':
        return [{ action: 's3:ListBucket', resource: `arn:${p}:s3:::${input.Bucket}`, context: input.Prefix ? { 's3:prefix': input.Prefix } : {} }];
      default:
        return undefined;
    }
  },
  'cognito-idp'(operation, input) {
    if (!operation.startsWith('Admin') && operation !== 'ListUsers' && operation !== 'DescribeUserPool') return undefined;
    return [{ action: `cognito-idp:${operation}`, resource: `arn:${p}:cognito-idp:${r}:${a}:userpool/${input.UserPoolId}`, context: {} }];
  },
  ses(operation, input) {
    if (operation !== 'SendEmail') return undefined;
    const from = String(input.FromEmailAddress ?? '');
    const address = addressOf(from);
    const d = input.Destination ?? {};
    const context: IamRequest['context'] = {
      'ses:FromAddress': address,
      'ses:Recipients': [...(d.ToAddresses ?? []), ...(d.CcAddresses ?? []), ...(d.BccAddresses ?? [])].map(addressOf),
      'ses:ApiVersion': '2',
      ...(displayNameOf(from) ? { 'ses:FromDisplayName': displayNameOf(from)! } : {}),
    };
    // SES authorizes against the verified identity: the address if it is one, else its domain.
    // The stack cannot know which a stage verified, so both must be allowed.
    const identity = (name: string) => `arn:${p}:ses:${r}:${a}:identity/${name}`;
    return [
      { action: 'ses:SendEmail', resource: identity(address), context },
      { action: 'ses:SendEmail', resource: identity(address.split('@')[1] ?? address), context },
      ...(input.ConfigurationSetName
        ? [{ action: 'ses:SendEmail', resource: `arn:${p}:ses:${r}:${a}:configuration-set/${input.ConfigurationSetName}`, context }]
        : []),
    ];
  },
  events(operation, input) {
    if (operation !== 'PutEvents') return undefined;
    // One request per bus, with every entry's source and detail type (multivalued keys).
    const byBus = new Map<string, Input[]>();
    for (const entry of input.Entries ?? []) {
      const bus = String(entry.EventBusName ?? 'default');
      byBus.set(bus, [...(byBus.get(bus) ?? []), entry]);
    }
    return [...byBus].map(([bus, entries]) => ({
      action: 'events:PutEvents',
      resource: bus.startsWith('arn:') ? bus : `arn:${p}:events:${r}:${a}:event-bus/${bus}`,
      context: { 'events:source': entries.map((e) => String(e.Source)), 'events:detail-type': entries.map((e) => String(e.DetailType)) },
    }));
  },
  secretsmanager(operation, input) {
    if (operation !== 'GetSecretValue' && operation !== 'DescribeSecret') return undefined;
    return [{ action: `secretsmanager:${operation}`, resource: secretArn(String(input.SecretId)), context: {} }];
  },
};

/** The IAM requests an SDK call makes: `operation` is the command's name without `Command`. */
export function iamRequestsOf(service: Service, operation: string, input: Input): IamRequest[] {
  const requests = mappings[service](operation, input);
  if (!requests?.length) throw new UnmappedCall(`No IAM mapping for ${service} ${operation}: add one to infra/local/iam/requests.ts`);
  return requests;
}
