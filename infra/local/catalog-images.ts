/**
 * `/catalog-images/*` on the local site, as CloudFront serves it: read from the catalog images
 * bucket, which is private, with a request signed by the SDK's SigV4 signer, as the distribution's
 * Origin Access Control signs its requests to the bucket (infra/cdk/web.ts). Both the built site's
 * server (web-build.ts) and Vite's dev server (web.ts) answer the path with this.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { localS3Credentials } from './s3-signatures';

export const catalogImagesPath = '/catalog-images/';

/**
 * How often the server tries the bucket for one request before it answers 502, as CloudFront does
 * with an origin (its default: three connection attempts). A pooled connection the bucket has
 * just closed as idle fails the request it was taken for; the next attempt opens a new one.
 */
const bucketAttempts = 3;

const signer = new SignatureV4({ service: 's3', region: 'us-east-1', credentials: localS3Credentials, sha256: Sha256, uriEscapePath: false });

/** The bucket's object at `url`, asked for with a signed request (host, date and the empty payload's hash signed). */
async function signedFetch(url: URL, method: string): Promise<Response> {
  const signed = await signer.sign({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port) || undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host },
  });
  const { host: _host, ...headers } = signed.headers;
  return fetch(url, { method, headers });
}

/** Answers a GET or HEAD of `/catalog-images/<key>` with the object of `bucket` (its URL, path-style), as the CDN does. */
export async function serveCatalogImage(bucket: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Only GET and HEAD.');
  const key = (req.url ?? '').slice(catalogImagesPath.length).split('?')[0];
  const url = new URL(`${bucket}${catalogImagesPath}${key}`);
  let fetched: { upstream: Response; body?: Buffer } | undefined;
  for (let attempt = 1; !fetched; attempt++) {
    try {
      const upstream = await signedFetch(url, req.method);
      fetched = { upstream, body: req.method === 'HEAD' ? undefined : Buffer.from(await upstream.arrayBuffer()) };
    } catch (error) {
      if (attempt < bucketAttempts) continue;
      console.error(`The catalog images bucket did not answer for ${key}:`, error);
      return answer(res, 502, 'The catalog images bucket did not answer.');
    }
  }
  const { upstream, body } = fetched;
  res.statusCode = upstream.status;
  for (const header of ['content-type', 'content-length', 'etag', 'last-modified']) {
    const value = upstream.headers.get(header);
    if (value) res.setHeader(header, value);
  }
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  res.end(body);
}

function answer(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(text);
}
