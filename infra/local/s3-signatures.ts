/**
 * The local S3's signature check, ahead of s3rver (which reads SigV4 credentials but never checks
 * the signature). Every request but a CORS preflight must be signed, as the shop's private buckets
 * require: with an Authorization header (the SDK's clients) or a presigned query (the browser's
 * uploads and downloads). The signature is made again with the SDK's own signer over what arrived
 * (method, path, query, the headers the request says it signed) and the secret of the access key
 * it names, so a URL moved to another key, a content type or length other than signed, a wrong
 * secret or an expired URL is refused with S3's error, before s3rver writes anything.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest } from '@smithy/types';
import { readBody } from './http';

/** The key pair the local cloud gives its handlers (cloud.ts) and signs its own bucket reads with. */
export const localS3Credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** A presigned URL lives at most a week (SigV4's limit). */
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;
const EMPTY_SHA256 = createHash('sha256').digest('hex');

interface Ctx {
  method: string;
  path: string;
  req: IncomingMessage;
  status: number;
  type: string;
  body: unknown;
}

class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly detail: Record<string, string> = {},
  ) {}
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const mismatch = (accessKeyId: string) =>
  new Refusal(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    { AWSAccessKeyId: accessKeyId },
  );

/** The query as sent, each value decoded once (no `+` for space: SigV4 encodes a space as %20). */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1));
    const known = query[key];
    query[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return query;
}

/** `yyyyMMddTHHmmssZ`, as X-Amz-Date is written, or undefined. */
function amzDate(text: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : undefined;
}

const sameSignature = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface Credential {
  accessKeyId: string;
  region: string;
  service: string;
}

/**
 * What S3 would refuse about the request, or undefined if it is signed as it arrived. A request
 * whose body is hashed in `x-amz-content-sha256` has its body read and checked here; the body
 * is then handed on (`body`) for s3rver to read.
 */
async function check(req: IncomingMessage, secrets: Record<string, string>): Promise<Refusal | { body?: Buffer }> {
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  let query: Record<string, string | string[]>;
  try {
    query = queryOf(q < 0 ? '' : raw.slice(q + 1));
  } catch {
    return new Refusal(400, 'InvalidURI', "Couldn't parse the specified URI.");
  }
  const authorization = req.headers.authorization;
  const presigned = 'X-Amz-Algorithm' in query;
  if (authorization !== undefined && presigned)
    return new Refusal(
      400,
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
    );
  if (authorization === undefined && !presigned) {
    if ('Signature' in query || 'AWSAccessKeyId' in query) return sigV2();
    return new Refusal(403, 'AccessDenied', 'Access Denied');
  }
  const single = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);

  let credential: Credential | undefined;
  let signedHeaders: string[];
  let provided: string;
  let date: Date | undefined;
  if (presigned) {
    if (single('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      return new Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    const [credentialText, dateText, expiresText, signedText, signature] = [
      'X-Amz-Credential',
      'X-Amz-Date',
      'X-Amz-Expires',
      'X-Amz-SignedHeaders',
      'X-Amz-Signature',
    ].map(single);
    if (!credentialText || !dateText || expiresText === undefined || !signedText || !signature)
      return new Refusal(
        400,
        'AuthorizationQueryParametersError',
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      );
    credential = credentialOf(credentialText);
    date = amzDate(dateText);
    if (!credential)
      return new Refusal(
        400,
        'AuthorizationQueryParametersError',
        'Error parsing the X-Amz-Credential parameter; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
      );
    if (!date) return new Refusal(400, 'AuthorizationQueryParametersError', "X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"");
    if (!/^\d+$/.test(expiresText)) return new Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires should be a number');
    const expiresIn = Number(expiresText);
    if (expiresIn > MAX_EXPIRES_SECONDS)
      return new Refusal(
        403,
        'AuthorizationQueryParametersError',
        'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds',
      );
    const expires = new Date(date.getTime() + expiresIn * 1000);
    if (Date.now() > expires.getTime())
      return new Refusal(403, 'AccessDenied', 'Request has expired', {
        'X-Amz-Expires': expiresText,
        Expires: expires.toISOString().replace(/\.\d+/, ''),
        ServerTime: new Date().toISOString().replace(/\.\d+/, ''),
      });
    signedHeaders = signedText.split(';');
    provided = signature;
  } else {
    const parsed = /^AWS4-HMAC-SHA256 +Credential=([^,\s]+), *SignedHeaders=([^,\s]+), *Signature=([0-9a-f]+)$/.exec(authorization!.trim());
    if (!parsed) {
      if (/^AWS /.test(authorization!)) return sigV2();
      return new Refusal(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.',
      );
    }
    credential = credentialOf(parsed[1]!);
    if (!credential)
      return new Refusal(
        400,
        'AuthorizationHeaderMalformed',
        'The authorization header is malformed; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
      );
    date = amzDate(header(req, 'x-amz-date'));
    if (!date) return new Refusal(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    signedHeaders = parsed[2]!.split(';');
    provided = parsed[3]!;
  }

  const secretAccessKey = secrets[credential.accessKeyId];
  if (secretAccessKey === undefined)
    return new Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', {
      AWSAccessKeyId: credential.accessKeyId,
    });

  const payloadHash = header(req, 'x-amz-content-sha256');
  if (!presigned) {
    if (payloadHash === undefined) return new Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && !/^[0-9a-fA-F]{64}$/.test(payloadHash)) {
      if (payloadHash.startsWith('STREAMING-'))
        return new Refusal(501, 'NotImplemented', 'The local S3 does not take aws-chunked (streaming) payloads; sign the payload or send it UNSIGNED-PAYLOAD.');
      return new Refusal(
        400,
        'InvalidArgument',
        'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.',
        { ArgumentName: 'x-amz-content-sha256', ArgumentValue: payloadHash },
      );
    }
  }

  // The request as it arrived, with exactly the headers it says it signed; the payload's hash goes
  // to the signer as the header it reads it from, unsigned unless the request signed it.
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = header(req, name);
    if (value !== undefined) headers[name] = value;
  }
  const unsignable = new Set<string>();
  if (!signedHeaders.includes('x-amz-content-sha256')) {
    // A presigned request's payload is always UNSIGNED-PAYLOAD, as S3 takes it.
    headers['x-amz-content-sha256'] = presigned ? 'UNSIGNED-PAYLOAD' : payloadHash!;
    unsignable.add('x-amz-content-sha256');
  }
  const { 'X-Amz-Signature': _signature, ...signedQuery } = query;
  const request: HttpRequest = { method: req.method ?? 'GET', protocol: 'http:', hostname: '', path, query: signedQuery, headers };
  const signer = new SignatureV4({
    service: credential.service,
    region: credential.region,
    sha256: Sha256,
    uriEscapePath: false,
    credentials: { accessKeyId: credential.accessKeyId, secretAccessKey },
  });
  const signable = { signingDate: date, signableHeaders: new Set(signedHeaders), unsignableHeaders: unsignable };
  const computed = presigned
    ? String(
        (await signer.presign(request, { ...signable, expiresIn: Number(single('X-Amz-Expires')), unhoistableHeaders: new Set(Object.keys(headers)) })).query?.[
          'X-Amz-Signature'
        ],
      )
    : (/Signature=([0-9a-f]+)$/.exec(String((await signer.sign(request, signable)).headers.authorization))?.[1] ?? '');
  if (!sameSignature(computed, provided)) return mismatch(credential.accessKeyId);

  if (presigned || payloadHash === 'UNSIGNED-PAYLOAD') return {};
  const body = hasBody(req) ? await readBody(req) : Buffer.alloc(0);
  const hash = body.length ? createHash('sha256').update(body).digest('hex') : EMPTY_SHA256;
  if (hash !== payloadHash!.toLowerCase())
    return new Refusal(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.", {
      ClientComputedContentSHA256: payloadHash!,
      S3ComputedContentSHA256: hash,
    });
  return { body };
}

const sigV2 = () => new Refusal(400, 'InvalidRequest', 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');

function credentialOf(text: string): Credential | undefined {
  const [accessKeyId, day, region, service, terminator, ...rest] = text.split('/');
  if (!accessKeyId || !/^\d{8}$/.test(day ?? '') || !region || !service || terminator !== 'aws4_request' || rest.length) return undefined;
  return { accessKeyId, region, service };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

const hasBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * s3rver's middleware for this check. A refused request is answered with S3's error XML (and the
 * bucket's CORS headers, so a page sees the answer rather than a network error); its body, if
 * any, is read and dropped so the client can finish sending and read the answer.
 */
export function signatureCheck(options: {
  secrets: Record<string, string>;
  /** Sets the bucket's CORS headers for the request on the answer (s3rver's own CORS middleware). */
  cors: (ctx: Ctx) => Promise<void>;
}) {
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    // A preflight carries no credentials; S3 answers it from the bucket's CORS rules.
    if (ctx.method === 'OPTIONS') return next();
    const outcome = await check(ctx.req, options.secrets);
    if (outcome instanceof Refusal) {
      ctx.req.resume();
      await options.cors(ctx).catch(() => {});
      ctx.status = outcome.status;
      ctx.type = 'application/xml';
      const detail = Object.entries(outcome.detail)
        .map(([k, v]) => `<${k}>${escape(v)}</${k}>`)
        .join('');
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${outcome.code}</Code><Message>${escape(outcome.message)}</Message>${detail}<RequestId>${requestId()}</RequestId></Error>`;
      return;
    }
    // The body was read for its hash: s3rver reads it from here instead.
    if (outcome.body)
      ctx.req = Object.assign(Readable.from(outcome.body.length ? [outcome.body] : []), { headers: ctx.req.headers }) as unknown as IncomingMessage;
    return next();
  };
}

const requestId = () => randomBytes(8).toString('hex').toUpperCase();
