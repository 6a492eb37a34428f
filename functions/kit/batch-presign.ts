/**
 * Presigned PUTs and GETs for many objects at the cost of a signature each. The SDK's
 * getSignedUrl (s3.ts presignPut, presignGet) resolves the bucket's endpoint twice, makes a new
 * signer (which derives its signing key again) and runs a copy of the client's middleware for
 * every URL: a few milliseconds a URL, and some 20 ms on a busy machine, which made most of a
 * signing call of 20 photos (40 URLs) and of a read of a line's photos (two links a photo). Here
 * the endpoint is resolved, and the signer made, once per bucket, with the same client
 * configuration, the same signer (S3RequestPresigner) and the same request: the URLs are exactly
 * those presignPut and presignGet give (test/unit/batch-presign.test.ts holds them equal).
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { getEndpointFromInstructions } from '@smithy/core/endpoints';
import { buildQueryString, extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';
import { s3 as defaultClient, type S3Object, type SignedPut } from './s3';

type Client = typeof defaultClient;
type Operation = 'PutObject' | 'GetObject';
const commands = { PutObject: PutObjectCommand, GetObject: GetObjectCommand };

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

async function bucketSigner(client: Client, operation: Operation, o: S3Object): Promise<BucketSigner> {
  const endpoint = await getEndpointFromInstructions({ Bucket: o.bucket, Key: o.key }, commands[operation], client.config);
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

function signerFor(client: Client, operation: Operation, o: S3Object): Promise<BucketSigner> {
  let byBucket = signers.get(client);
  if (!byBucket) signers.set(client, (byBucket = new Map()));
  const name = `${operation} ${o.bucket}`;
  let signer = byBucket.get(name);
  if (!signer) {
    signer = bucketSigner(client, operation, o);
    // A failure is not kept: the next call resolves again.
    signer.catch(() => byBucket.delete(name));
    byBucket.set(name, signer);
  }
  return signer;
}

async function presign(
  client: Client,
  operation: Operation,
  object: S3Object,
  headers: Record<string, string>,
  options: { expiresIn: number; signingDate?: Date; signableHeaders?: Set<string> },
): Promise<string> {
  const signer = await signerFor(client, operation, object);
  const request = new HttpRequest({
    method: operation === 'PutObject' ? 'PUT' : 'GET',
    protocol: signer.protocol,
    hostname: signer.hostname,
    port: signer.port,
    path: `${signer.basePath}/${object.key.split('/').map(extendedEncodeURIComponent).join('/')}`,
    query: { 'x-id': operation },
    headers,
  });
  const signed = await signer.presigner.presign(request, { ...options, signingRegion: signer.signingRegion, signingService: signer.signingService });
  const port = signed.port ? `:${signed.port}` : '';
  const query = signed.query ? buildQueryString(signed.query) : '';
  return `${signed.protocol}//${signed.hostname}${port}${signed.path}${query ? `?${query}` : ''}`;
}

/** A presigned PUT of each object, bound to its headers: the same URL presignPut signs, for less work. */
export function presignPuts(
  puts: readonly { object: S3Object; put: SignedPut }[],
  options: { expiresIn: number; signingDate?: Date },
  client: Client = defaultClient,
): Promise<string[]> {
  return Promise.all(
    puts.map(({ object, put }) => {
      const headers: Record<string, string> = {};
      if (put.contentType !== undefined) headers['content-type'] = put.contentType;
      if (put.contentLength !== undefined) headers['content-length'] = String(put.contentLength);
      if (put.cacheControl !== undefined) headers['cache-control'] = put.cacheControl;
      if (put.onlyNew) headers['if-none-match'] = '*';
      return presign(client, 'PutObject', object, headers, { ...options, signableHeaders: new Set(SIGNABLE) });
    }),
  );
}

/** A presigned GET of each object: the same URL presignGet signs, for less work. */
export function presignGets(
  objects: readonly S3Object[],
  options: { expiresIn: number; signingDate?: Date },
  client: Client = defaultClient,
): Promise<string[]> {
  return Promise.all(objects.map((object) => presign(client, 'GetObject', object, {}, options)));
}
