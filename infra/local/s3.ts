/** S3, locally: s3rver in this process with the shop's buckets and a CORS rule for the site. */
import { mkdirSync } from 'node:fs';

// s3rver's types are not published with it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<unknown>; close(): Promise<void> };
// s3rver knows one key pair (S3RVER); the handlers sign with the local cloud's `local` one, and a
// presigned URL is checked against the key that signed it, so s3rver must know that key too.
(require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } })
  .DUMMY_ACCOUNT.createKeyPair('local', 'local');

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

export async function startS3(options: { dir: string; port: number; buckets: string[]; siteOrigin: string }) {
  mkdirSync(options.dir, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory: options.dir,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [corsXml(options.siteOrigin)] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, stop: () => server.close() };
}
