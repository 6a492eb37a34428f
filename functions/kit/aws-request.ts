/**
 * AWS calls from handlers as plain HTTP requests, signed with the SDK's own SigV4 signer and the
 * function's credentials. A generated client per service (DynamoDB, Cognito, S3, SES, EventBridge,
 * Secrets Manager) costs a handler 15–140 KB and its cold import for a few operations, while a
 * signed request needs only the signer, its SHA-256 and the credentials.
 *
 * Where a call goes follows the SDK's standard configuration, so the local cloud reaches its
 * stand-ins the same way it reaches them with a client: AWS_ENDPOINT_URL_<SERVICE>, then
 * AWS_ENDPOINT_URL, else the service's regional endpoint. An AWS error answer is thrown as an
 * AwsError whose `name` is the AWS error code, as the SDK's exceptions are named, so callers
 * check `err.name === 'UserNotFoundException'` either way.
 */
import { createHash } from 'node:crypto';
// In a Lambda bundle this is functions/kit/lambda-credentials.ts (infra/bundling.ts): the role's
// credentials from the environment. Elsewhere it is the SDK's usual chain.
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest } from '@smithy/types';

/**
 * What differs between services: the host prefix, the signing name and the endpoint override
 * (AWS_ENDPOINT_URL_<SERVICE ID>, the variable the SDK's client for that service reads), each
 * read by name so the stack's environment check can see it.
 */
export interface AwsService {
  endpointPrefix: string;
  signingName: string;
  configuredEndpoint: () => string | undefined;
  /** The version of AWS's JSON protocol the service speaks (`jsonCall`): 1.1 unless said. */
  jsonVersion?: '1.0' | '1.1';
}

export const services = {
  dynamodb: { endpointPrefix: 'dynamodb', signingName: 'dynamodb', configuredEndpoint: () => process.env.AWS_ENDPOINT_URL_DYNAMODB, jsonVersion: '1.0' },
  cognito: { endpointPrefix: 'cognito-idp', signingName: 'cognito-idp', configuredEndpoint: () => process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER },
  eventBridge: { endpointPrefix: 'events', signingName: 'events', configuredEndpoint: () => process.env.AWS_ENDPOINT_URL_EVENTBRIDGE },
  s3: { endpointPrefix: 's3', signingName: 's3', configuredEndpoint: () => process.env.AWS_ENDPOINT_URL_S3 },
  secretsManager: { endpointPrefix: 'secretsmanager', signingName: 'secretsmanager', configuredEndpoint: () => process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER },
  ses: { endpointPrefix: 'email', signingName: 'ses', configuredEndpoint: () => process.env.AWS_ENDPOINT_URL_SESV2 },
} satisfies Record<string, AwsService>;

/** An error answer from AWS, named by its error code. */
export class AwsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message || code);
    this.name = code;
  }
}

export function awsRegion(): string {
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new Error('AWS_REGION is not set');
  return region;
}

/** The service's base URL: the configured endpoint, or its regional one. */
export function endpointOf(service: AwsService): URL {
  const configured = service.configuredEndpoint() ?? process.env.AWS_ENDPOINT_URL;
  return new URL(configured ?? `https://${service.endpointPrefix}.${awsRegion()}.amazonaws.com`);
}

const credentials = defaultProvider();
const signers = new Map<string, SignatureV4>();

export function signerFor(service: AwsService): SignatureV4 {
  const region = awsRegion();
  const key = `${service.signingName}/${region}`;
  let signer = signers.get(key);
  if (!signer) {
    // S3 signs paths exactly as given (keys are encoded once, by the caller); other services escape them again.
    signer = new SignatureV4({ service: service.signingName, region, credentials, sha256: Sha256, uriEscapePath: service.signingName !== 's3' });
    signers.set(key, signer);
  }
  return signer;
}

/** The SDK's query encoding: encodeURIComponent plus the characters it leaves alone that SigV4 escapes. */
export const escapeUri = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const queryString = (query: Record<string, string>) =>
  Object.keys(query)
    .sort()
    .map((k) => `${escapeUri(k)}=${escapeUri(query[k] ?? '')}`)
    .join('&');

/** The request's URL, with its query in the order and encoding the signature was made over. */
export function urlOf(request: HttpRequest): string {
  const query = queryString(request.query as Record<string, string>);
  return `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}${query ? `?${query}` : ''}`;
}

/** A request to `service` at `path` (already encoded), with the host header signing needs. */
export function requestTo(service: AwsService, init: { method: string; path?: string; query?: Record<string, string>; headers?: Record<string, string>; body?: string; host?: string }): HttpRequest {
  const base = endpointOf(service);
  const hostname = init.host ?? base.hostname;
  const basePath = base.pathname.replace(/\/+$/, '');
  return {
    method: init.method,
    protocol: base.protocol,
    hostname,
    port: base.port ? Number(base.port) : undefined,
    path: `${basePath}${init.path ?? '/'}`,
    query: init.query ?? {},
    headers: { ...init.headers, host: `${hostname}${base.port ? `:${base.port}` : ''}` },
    body: init.body,
  };
}

const retried = new Set([
  'ThrottlingException', 'Throttling', 'TooManyRequestsException', 'RequestLimitExceeded', 'SlowDown', 'InternalError', 'ServiceUnavailable',
  // DynamoDB's own throttling answers, which its SDK client tries again too.
  'ProvisionedThroughputExceededException', 'TransactionInProgressException',
]);
const attempts = 3;

/**
 * Signs and sends the request; an error answer is thrown as an AwsError. Like the SDK's clients,
 * a throttled, failed (5xx) or unreachable call is tried up to three times.
 */
export async function send(service: AwsService, request: HttpRequest, errorOf: (res: Response, text: string) => AwsError): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let res: Response | undefined;
    try {
      res = await sendOnce(service, request);
    } catch (err) {
      // fetch throws a TypeError when the connection fails; that is worth another try.
      if (!(err instanceof TypeError) || attempt >= attempts) throw err;
    }
    if (res) {
      if (res.ok) return res;
      const error = errorOf(res, await res.text());
      if (attempt >= attempts || !(res.status >= 500 || retried.has(error.code))) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt * Math.random()));
  }
}

async function sendOnce(service: AwsService, request: HttpRequest): Promise<Response> {
  const headers = { ...request.headers };
  // S3 wants the payload's hash in a header; the signer then signs that value.
  if (service.signingName === 's3') headers['x-amz-content-sha256'] = createHash('sha256').update(request.body ?? '').digest('hex');
  const signed = await signerFor(service).sign({ ...request, headers });
  const { host: _host, ...sent } = signed.headers;
  return fetch(urlOf(signed), { method: signed.method, headers: sent, body: signed.body as string | undefined });
}

/** The error code AWS JSON protocols give, in the body's `__type`/`code` or the x-amzn-errortype header. */
export function jsonErrorOf(res: Response, text: string): AwsError {
  let body: { __type?: unknown; code?: unknown; message?: unknown; Message?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page, say): the status tells what is known.
  }
  const raw = String(res.headers.get('x-amzn-errortype') ?? body.__type ?? body.code ?? `Http${res.status}`);
  // "com.amazonaws...#UserNotFoundException" or "UserNotFoundException:http://internal.amazon.com/..."
  const code = raw.split('#').pop()!.split(':')[0] ?? raw;
  return new AwsError(code, String(body.message ?? body.Message ?? text.slice(0, 200)), res.status);
}

/** A call in AWS JSON protocol (DynamoDB, Cognito, EventBridge, Secrets Manager): POST / with the operation in X-Amz-Target. */
export async function jsonCall<T>(
  service: AwsService,
  target: string,
  input: unknown,
  errorOf: (res: Response, text: string) => AwsError = jsonErrorOf,
): Promise<T> {
  const request = requestTo(service, {
    method: 'POST',
    headers: { 'content-type': `application/x-amz-json-${service.jsonVersion ?? '1.1'}`, 'x-amz-target': target },
    // JSON.stringify leaves out the members left undefined, as the SDK's serializers do.
    body: JSON.stringify(input),
  });
  const res = await send(service, request, errorOf);
  return (await res.json()) as T;
}

/** A REST JSON call (SES v2): the operation is the method and path. */
export async function restJsonCall<T>(service: AwsService, method: string, path: string, input: unknown): Promise<T> {
  const request = requestTo(service, { method, path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  const res = await send(service, request, jsonErrorOf);
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}
