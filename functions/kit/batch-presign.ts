/**
 * Presigned PUTs for many objects at the cost of a signature each. The SDK's getSignedUrl
 * (s3.ts presignPut) resolves the bucket's endpoint twice, makes a new signer
 * (which derives its signing key again) and runs a copy of the client's middleware for every URL:
 * a few milliseconds a URL, and some 20 ms on a busy machine, which made most of a signing call
 * of 20 photos (40 URLs). Here the endpoint is resolved, and the signer made, once per bucket, with
 * the same client configuration, the same signer (S3RequestPresigner) and the same request: the
 * URLs are exactly those presignPut gives (test/unit/batch-presign.test.ts holds them equal).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { getEndpointFromInstructions } from '@smithy/core/endpoints';
import { buildQueryString, extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';
import { s3 as defaultClient, type S3Object, type SignedPut } from './s3';

type Client = typeof defaultClient;

/** The headers a PUT is bound to besides its length, as presignPut signs them. */
const SIGNABLE = ['content-type', 'cache-control', 'if-none-match'];

interface BucketSigner {
  protocol: string;
  hostname: string;
  port?: number;
  /** The endpoint's path: the bucket, where it goes in the path. */
  basePath: string;
  signingRegion?: string;
  signingService?: string;
  presigner: S3RequestPresigner;
}

const signers = new WeakMap<Client, Map<string, Promise<BucketSigner>>>();

async function bucketSigner(client: Client, o: S3Object): Promise<BucketSigner> {
  const endpoint = await getEndpointFromInstructions({ Bucket: o.bucket, Key: o.key }, PutObjectCommand, client.config);
  const authScheme = endpoint.properties?.authSchemes?.[0] as
    { name?: string; signingRegion?: string; signingRegionSet?: string[]; signingName?: string } | undefined;
  const region = authScheme?.name === 'sigv4a' ? authScheme.signingRegionSet?.join(',') : authScheme?.signingRegion;
  const { url } = endpoint;
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    basePath: url.pathname.replace(/\/$/, ''),
    signingRegion: region,
    signingService: authScheme?.signingName,
    presigner: new S3RequestPresigner({ ...client.config, signingName: authScheme?.signingName, region: async () => region! }),
  };
}

function signerFor(client: Client, o: S3Object): Promise<BucketSigner> {
  let byBucket = signers.get(client);
  if (!byBucket) signers.set(client, (byBucket = new Map()));
  let signer = byBucket.get(o.bucket);
  if (!signer) {
    signer = bucketSigner(client, o);
    // A failure is not kept: the next call resolves again.
    signer.catch(() => byBucket.delete(o.bucket));
    byBucket.set(o.bucket, signer);
  }
  return signer;
}

/** A presigned PUT of each object, bound to its headers: the same URL presignPut signs, for less work. */
export async function presignPuts(
  puts: readonly { object: S3Object; put: SignedPut }[],
  options: { expiresIn: number; signingDate?: Date },
  client: Client = defaultClient,
): Promise<string[]> {
  return Promise.all(
    puts.map(async ({ object, put }) => {
      const signer = await signerFor(client, object);
      const headers: Record<string, string> = {};
      if (put.contentType !== undefined) headers['content-type'] = put.contentType;
      if (put.contentLength !== undefined) headers['content-length'] = String(put.contentLength);
      if (put.cacheControl !== undefined) headers['cache-control'] = put.cacheControl;
      if (put.onlyNew) headers['if-none-match'] = '*';
      const request = new HttpRequest({
        method: 'PUT',
        protocol: signer.protocol,
        hostname: signer.hostname,
        port: signer.port,
        path: `${signer.basePath}/${object.key.split('/').map(extendedEncodeURIComponent).join('/')}`,
        query: { 'x-id': 'PutObject' },
        headers,
      });
      const signed = await signer.presigner.presign(request, {
        ...options,
        signableHeaders: new Set(SIGNABLE),
        signingRegion: signer.signingRegion,
        signingService: signer.signingService,
      });
      const port = signed.port ? `:${signed.port}` : '';
      const query = signed.query ? buildQueryString(signed.query) : '';
      return `${signed.protocol}//${signed.hostname}${port}${signed.path}${query ? `?${query}` : ''}`;
    }),
  );
}
