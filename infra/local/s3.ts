/**
 * S3, locally: s3rver in this process with the shop's buckets and a CORS rule for the site.
 * What the cloud has and s3rver lacks is added here: every request's SigV4 signature checked as S3
 * checks it (s3-signatures.ts: the buckets are private, so unsigned requests are refused), the
 * multipart calls ListParts and AbortMultipartUpload and CompleteMultipartUpload's checks
 * (s3multipart.ts), S3's conditional writes (`If-None-Match: *`, s3-conditions.ts), and the
 * bucket's EventBridge notifications, published on the local bus in the
 * EventBridge shape, so the same rule reaches the same handler.
 */
import { mkdirSync } from 'node:fs';
import type { PutEventsEntry } from './bus';
import { conditionalWrites } from './s3-conditions';
import { signatureCheck, localS3Credentials } from './s3-signatures';
import { multipartExtras } from './s3multipart';

/** The access key and secret the local cloud gives its handlers (cloud.ts). */
export const LOCAL_ACCESS_KEY = localS3Credentials.accessKeyId;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- s3rver's types are not published with it
const S3rver = require('s3rver') as new (options: object) => S3rverApp;
// s3rver knows one key pair (S3RVER); the handlers sign with the local cloud's (local/local).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped module inside s3rver, which has no types
(require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } }).DUMMY_ACCOUNT.createKeyPair(
  LOCAL_ACCESS_KEY,
  localS3Credentials.secretAccessKey,
);
// s3rver's own CORS middleware, which sets a bucket's CORS headers on an answer.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an untyped module inside s3rver, which has no types
const bucketCors = (require('s3rver/lib/middleware/cors') as () => (ctx: object, next: () => Promise<void>) => Promise<void>)();
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
  // Ahead of s3rver's own router, which answers ListParts and AbortMultipartUpload "method not
  // allowed"; the signature check ahead of everything.
  server.middleware.unshift(
    signatureCheck({
      secrets: { [LOCAL_ACCESS_KEY]: localS3Credentials.secretAccessKey },
      // A refusal carries the bucket's CORS headers too, as S3's does, so a page can read it.
      cors: (ctx) => bucketCors(Object.assign(ctx, { params: { bucket: ctx.path.split('/')[1] } }), async () => {}),
    }),
    conditionalWrites(server.store),
    multipartExtras(server.store),
  );
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
