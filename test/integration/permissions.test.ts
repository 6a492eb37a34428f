/**
 * Each function's AWS calls are checked against its own role in the synthesized stack
 * (infra/local/iam). Here the check is attached to SDK clients of this process, as the local
 * cloud attaches it to the handlers' kit clients, and judged on the real template: what a
 * function's grants allow goes through to the local cloud, anything else is refused as AWS
 * refuses it, before it is sent. Then the shared local cloud's own record: a route called
 * through the gateway shows up there as its function's, and nothing has been refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { routes } from '../../functions/routes';
import { stageContext } from '../../infra/local/iam';
import { eventTargetFunction, routeFunction, runAs } from '../../infra/local/iam/invocation';
import { createPermissionCheck, type PermissionCheck } from '../../infra/local/iam/permissions';
import type { PermissionRecord } from '../../infra/local/iam/report';
import { resolvePolicies, synthesizedStack } from '../../infra/local/iam/stack-policies';
import { api, endpoints, testRuntimeDir } from '../support/runtime';
import { removeScratchDirs, scratchDir } from '../support/scratch';

const root = join(__dirname, '..', '..');
// The local cloud's names, as it sets them for its handlers (infra/local/cloud.ts).
const local = {
  TABLE_NAME: 'shop-local',
  UPLOADS_BUCKET: 'shop-local-uploads',
  CATALOG_IMAGES_BUCKET: 'shop-local-catalog-images',
  MAIL_FROM: 'orders@lumiere-albums.test',
  STUDIO_EMAIL: 'studio@lumiere-albums.test',
};
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const region = 'us-east-1';

const catalogRoute = routeFunction(routes.listAlbums); // table: read
const signUploads = routeFunction(routes.signUploads); // table: write, uploads: write
const requestCallback = routeFunction(routes.requestCallback); // events: it announces, and sends no email
const notifications = eventTargetFunction('notifications', 'notifications/send-notification'); // email: the one function that sends
const createCheckout = routeFunction(routes.createCheckout); // stripe
const stripeWebhook = routeFunction(routes.stripeWebhook); // stripe, stripeWebhook, events
const callbacksDesk = routeFunction(routes.listCallbacks); // staff: the authenticator check
const checkUpload = eventTargetFunction('photoArrivals', 'uploads/check-upload'); // uploads: manage

let check: PermissionCheck;
let db: DynamoDBDocumentClient;
let s3: S3Client;
const clients: { destroy(): void }[] = [];

beforeAll(async () => {
  const e = endpoints();
  const stack = await synthesizedStack(root, stageContext(local));
  const policies = Promise.resolve(resolvePolicies(stack, { env: local, userPoolId: e.userPoolId }));
  check = createPermissionCheck({ policies, recordFile: join(scratchDir('shop-permissions-'), 'permissions.json') });
  const dynamo = new DynamoDBClient({ endpoint: e.dynamodb, region, credentials });
  db = DynamoDBDocumentClient.from(dynamo);
  s3 = new S3Client({ endpoint: e.s3, region, credentials, forcePathStyle: true });
  check.attach(db, 'dynamodb');
  check.attach(s3, 's3');
  clients.push(dynamo, s3);
}, 60_000);
afterAll(() => {
  clients.forEach((c) => c.destroy());
  removeScratchDirs();
});

function client<C extends { destroy(): void }>(made: C, service: Parameters<PermissionCheck['attach']>[1]): C {
  check.attach(made as never, service);
  clients.push(made);
  return made;
}

describe('a function calling outside its grants is refused as AWS refuses it', () => {
  it('lets a read-only route read the table and its indexes, and refuses its write before it is sent', async () => {
    await expect(
      runAs(catalogRoute, () => db.send(new GetCommand({ TableName: local.TABLE_NAME, Key: { pk: 'CATALOG#none', sk: 'none' } }))),
    ).resolves.toBeDefined();
    await expect(
      runAs(catalogRoute, () =>
        db.send(
          new QueryCommand({
            TableName: local.TABLE_NAME,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :k',
            ExpressionAttributeValues: { ':k': 'nothing' },
          }),
        ),
      ),
    ).resolves.toBeDefined();
    const write = runAs(catalogRoute, () => db.send(new PutCommand({ TableName: local.TABLE_NAME, Item: { pk: 'PERMISSION#probe', sk: 'probe' } })));
    await expect(write).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 403 },
      message: expect.stringContaining(
        `not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:123456789012:table/${local.TABLE_NAME}`,
      ),
    });
    // Refused before it reached the table.
    const { Item } = await db.send(new GetCommand({ TableName: local.TABLE_NAME, Key: { pk: 'PERMISSION#probe', sk: 'probe' } }));
    expect(Item).toBeUndefined();
  });

  it('refuses a presigned upload from a function without the uploads grant, and signs it for one with it', async () => {
    const put = new PutObjectCommand({ Bucket: local.UPLOADS_BUCKET, Key: 'orders/o1/photo.jpg', ContentType: 'image/jpeg' });
    await expect(runAs(catalogRoute, () => getSignedUrl(s3, put, { expiresIn: 60 }))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(runAs(signUploads, () => getSignedUrl(s3, put, { expiresIn: 60 }))).resolves.toMatch(/X-Amz-Signature=/);
    // Listing the parts of an upload is s3:ListMultipartUploadParts, which a read of the bucket gives.
    await expect(
      runAs(signUploads, () => check.check(signUploads, 's3', 'ListParts', { Bucket: local.UPLOADS_BUCKET, Key: 'k', UploadId: 'u' })),
    ).resolves.toBeUndefined();
    // Deleting is the manage level's: the event target that rejects files may, a signing route may not.
    const remove = new DeleteObjectCommand({ Bucket: local.UPLOADS_BUCKET, Key: 'orders/o1/none.jpg' });
    await expect(runAs(signUploads, () => s3.send(remove))).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(runAs(checkUpload, () => s3.send(remove))).resolves.toBeDefined();
    // Another bucket is another resource.
    await expect(
      runAs(signUploads, () => getSignedUrl(s3, new GetObjectCommand({ Bucket: local.CATALOG_IMAGES_BUCKET, Key: 'x.png' }), { expiresIn: 60 })),
    ).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it("evaluates the email grant's condition: its own sender only, for the notifications function alone", async () => {
    const ses = client(new SESv2Client({ endpoint: endpoints().ses, region, credentials }), 'ses');
    const email = (from: string) =>
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: ['permission-probe@shop.test'] },
        Content: { Simple: { Subject: { Data: 'Permission probe' }, Body: { Text: { Data: 'Sent by the permission check test.' } } } },
      });
    await expect(runAs(notifications, () => ses.send(email(local.MAIL_FROM)))).resolves.toBeDefined();
    await expect(runAs(notifications, () => ses.send(email('ceo@lumiere-albums.test')))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    // The routes that once emailed now only announce their changes.
    await expect(runAs(requestCallback, () => ses.send(email(local.MAIL_FROM)))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(runAs(catalogRoute, () => ses.send(email(local.MAIL_FROM)))).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it("lets a function put only the shop's own events on the default bus", async () => {
    const events = client(new EventBridgeClient({ endpoint: endpoints().events, region, credentials }), 'events');
    // A detail type no rule listens to: accepted by the bus, delivered to no one.
    const put = (source: string) => new PutEventsCommand({ Entries: [{ Source: source, DetailType: 'Permission probe', Detail: '{}' }] });
    await expect(runAs(stripeWebhook, () => events.send(put('lumiere.shop')))).resolves.toMatchObject({ FailedEntryCount: 0 });
    await expect(runAs(stripeWebhook, () => events.send(put('aws.s3')))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(runAs(catalogRoute, () => events.send(put('lumiere.shop')))).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('gives a function its own secrets only', async () => {
    const secrets = client(new SecretsManagerClient({ endpoint: 'http://127.0.0.1:9', region, credentials, maxAttempts: 1 }), 'secretsmanager');
    // Allowed: checked, then sent (there is no local Secrets Manager, so only the check is awaited here).
    await expect(
      runAs(stripeWebhook, () => check.check(stripeWebhook, 'secretsmanager', 'GetSecretValue', { SecretId: 'shop/dev/stripe-webhook' })),
    ).resolves.toBeUndefined();
    await expect(runAs(createCheckout, () => secrets.send(new GetSecretValueCommand({ SecretId: 'shop/dev/stripe-webhook' })))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(runAs(catalogRoute, () => secrets.send(new GetSecretValueCommand({ SecretId: 'shop/dev/stripe' })))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
  });

  it('lets only staff routes ask the user pool about a person', async () => {
    const e = endpoints();
    const cognito = client(new CognitoIdentityProviderClient({ endpoint: e.cognito, region, credentials }), 'cognito-idp');
    const ask = new AdminGetUserCommand({ UserPoolId: e.userPoolId, Username: 'nobody-permission-probe' });
    // Through the check to the pool, which does not know the person.
    await expect(runAs(callbacksDesk, () => cognito.send(ask))).rejects.toMatchObject({ name: 'UserNotFoundException' });
    await expect(runAs(catalogRoute, () => cognito.send(ask))).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('refuses a call it has no mapping for rather than letting it through unchecked', async () => {
    const dynamo = client(new DynamoDBClient({ endpoint: endpoints().dynamodb, region, credentials }), 'dynamodb');
    await expect(runAs(catalogRoute, () => dynamo.send(new ListTablesCommand({})))).rejects.toMatchObject({ name: 'UnmappedCall' });
    // Outside any function (the cloud's own setup) nothing is checked.
    await expect(dynamo.send(new ListTablesCommand({}))).resolves.toMatchObject({ TableNames: expect.arrayContaining([local.TABLE_NAME]) });
  });

  it('records the refusals, which a handler that catches the error cannot hide', async () => {
    await runAs(catalogRoute, () =>
      db.send(new PutCommand({ TableName: local.TABLE_NAME, Item: { pk: 'PERMISSION#probe', sk: 'swallowed' } })).catch(() => 'swallowed'),
    );
    const record = await check.finish();
    expect(record.calls).toContainEqual(expect.objectContaining({ function: catalogRoute, action: 'dynamodb:PutItem', decision: 'denied' }));
    expect(record.calls).toContainEqual(
      expect.objectContaining({ function: catalogRoute, action: 'dynamodb:Query', decision: 'allowed', allowedBy: ['table:read'] }),
    );
    expect(record.calls).toContainEqual(
      expect.objectContaining({ function: checkUpload, action: 's3:DeleteObject', decision: 'allowed', allowedBy: ['uploads:manage'] }),
    );
  });
});

describe('the local cloud checks its handlers', () => {
  it("records a route called through the gateway as its function's, and has refused nothing", async () => {
    const res = await api('GET', '/albums/all-Albums');
    expect(res.status).toBe(200);
    const file = join(testRuntimeDir, 'permissions.json');
    let record: PermissionRecord | undefined;
    const deadline = Date.now() + 5000;
    const listed = (r?: PermissionRecord) => r?.calls.some((c) => c.function === catalogRoute && c.action === 'dynamodb:Query' && c.decision === 'allowed');
    while (!listed(record) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      record = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PermissionRecord) : undefined;
    }
    expect(record?.calls).toContainEqual(expect.objectContaining({ function: catalogRoute, action: 'dynamodb:Query', decision: 'allowed' }));
    expect(record!.calls.filter((c) => c.decision !== 'allowed')).toEqual([]);
  });

  it("runs a call to an alias's path as its twin's function, the one function the stack makes for both", async () => {
    const twin = routeFunction(routes.getAlbumByName);
    expect(routeFunction(routes.getAlbum)).toBe(twin);
    const stack = await synthesizedStack(root, stageContext(local));
    expect(Object.keys(stack.functions).filter((fn) => fn.startsWith('Api/GetAlbums'))).toEqual(['Api/GetAlbumsNameAlbumName', 'Api/GetAlbumsAllAlbums']);
    const file = join(testRuntimeDir, 'permissions.json');
    const read = () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PermissionRecord) : undefined);
    const before = read()?.invocations[twin] ?? 0;
    const res = await api('GET', '/albums/Lux');
    expect([res.status, (res.body as { albumName?: string }).albumName]).toEqual([200, 'Lux']);
    let record = read();
    const deadline = Date.now() + 5000;
    while ((record?.invocations[twin] ?? 0) <= before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      record = read();
    }
    expect(record!.invocations[twin]).toBeGreaterThan(before);
    expect(Object.keys(record!.invocations).filter((fn) => fn === 'Api/GetAlbumsAlbumName')).toEqual([]);
    expect(record!.calls.filter((c) => c.decision !== 'allowed')).toEqual([]);
  });
});
