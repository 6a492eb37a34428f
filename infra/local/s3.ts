/**
 * S3, locally: s3rver in this process with the shop's buckets and a CORS rule for the site.
 * Two things the cloud has and s3rver lacks are added here: the multipart calls ListParts and
 * AbortMultipartUpload (s3multipart.ts), and the bucket's EventBridge notifications, published
 * on the local bus in the EventBridge shape, so the same rule reaches the same handler.
 */
import { mkdirSync } from 'node:fs';
import type { PutEventsEntry } from './bus';
import { multipartExtras } from './s3multipart';

/** The access key and secret the local cloud gives its handlers (cloud.ts). */
export const LOCAL_ACCESS_KEY = 'local';

// s3rver's types are not published with it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => S3rverApp;
// s3rver knows one key pair (S3RVER); the handlers sign with the local cloud's (local/local).
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } })
  .DUMMY_ACCOUNT.createKeyPair(LOCAL_ACCESS_KEY, LOCAL_ACCESS_KEY);
export interface S3rverApp {
  run(): Promise<unknown>;
  close(): Promise<void>;
  on(event: 'event', listener: (notification: S3Notification) => void): void;
  middleware: unknown[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
interface S3Notification {
  Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size?: number; eTag?: string } } }[];
}

const corsXml = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3(options: {
  dir: string;
  port: number;
  buckets: string[];
  siteOrigin: string;
  /** Where the buckets' Object Created events go (the local event bus). */
  publish?: (entries: PutEventsEntry[]) => unknown;
}) {
  mkdirSync(options.dir, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory: options.dir,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [corsXml(options.siteOrigin)] })),
  });
  // Ahead of s3rver's own router, which answers these two calls "method not allowed".
  server.middleware.unshift(multipartExtras(server.store));
  server.on('event', (notification) => {
    const created = notification.Records.filter((r) => r.eventName.startsWith('ObjectCreated:'));
    if (!created.length || !options.publish) return;
    options.publish(
      created.map(({ s3 }) => ({
        Source: 'aws.s3',
        DetailType: 'Object Created',
        Detail: JSON.stringify({
          bucket: { name: s3.bucket.name },
          object: { key: s3.object.key, size: s3.object.size, etag: s3.object.eTag },
        }),
      })),
    );
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
