/**
 * For the handlers bench: what presigning costs in a fresh process. Bundled like a handler and
 * run like one (cold-start.ts), it signs one PUT to the uploads bucket with the SDK's presigner,
 * then a second, and answers how long each took: the first pays for the signer's and the
 * credentials' set-up, the second is what every later URL of a warm container costs.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

// Path-style addresses, as the shop's own signing uses: the local S3 has no bucket subdomains.
const s3 = new S3Client({ forcePathStyle: true });

async function signOne(): Promise<number> {
  const started = performance.now();
  const command = new PutObjectCommand({
    Bucket: process.env.UPLOADS_BUCKET,
    Key: `bench/${randomUUID()}.jpg`,
    ContentType: 'image/jpeg',
    ContentLength: 1024,
  });
  await getSignedUrl(s3, command, { expiresIn: 900 });
  return performance.now() - started;
}

export async function handler() {
  const firstMs = await signOne();
  const warmMs = await signOne();
  return { statusCode: 200, body: JSON.stringify({ firstMs, warmMs }) };
}
