/**
 * The one client for the shop's API. It joins paths to the API address from the runtime config,
 * sends and reads JSON, adds the bearer ID token when someone is signed in, turns the API's error
 * body ({ error, message, fields }) into an ApiError, and reports a 401 in one place.
 */
import type * as z from 'zod';
import { errorBodySchema, type ErrorCode } from '@shared/errors';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
    /** Each invalid input and its message, when the API validated the request. */
    readonly fields?: Record<string, string>,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** Gives the current ID token, or undefined when nobody is signed in. */
export type IdTokenSource = () => Promise<string | undefined> | string | undefined;

/** Auth plugs in here (setIdTokenSource) once it exists; until then every call is anonymous. */
let idToken: IdTokenSource = () => undefined;

export function setIdTokenSource(source: IdTokenSource): void {
  idToken = source;
}

interface ApiClientSettings {
  baseUrl: string;
  /** Called for every 401 before the error is thrown; the app sends the shopper to /login. */
  onUnauthorized: (error: ApiError) => void;
}

let settings: ApiClientSettings | undefined;

export function configureApiClient(options: { baseUrl: string; onUnauthorized?: (error: ApiError) => void }): void {
  settings = { baseUrl: options.baseUrl.replace(/\/+$/, ''), onUnauthorized: options.onUnauthorized ?? (() => {}) };
}

type Query = Record<string, string | number | boolean | undefined>;
interface RequestOptions {
  query?: Query;
  /** JSON-serialisable, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
}

async function request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  if (!settings) throw new Error('The API client is used before configureApiClient().');
  const { baseUrl, onUnauthorized } = settings;
  const url = new URL(baseUrl + path);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));

  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await idToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const res = await fetch(url, { method, headers, body, signal: options.signal });
  const text = await res.text();
  const json: unknown = text ? parseJson(text) : undefined;
  if (res.ok) return json;

  const error = errorOf(res, json);
  if (res.status === 401) onUnauthorized(error);
  throw error;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorOf(res: Response, json: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return new ApiError(res.statusText || `The request failed (${res.status}).`, res.status);
  const { message, error, fields, requestId } = parsed.data;
  return new ApiError(message, res.status, error, fields, requestId);
}

/** Calls the API and checks the answer against the schema the server answers with. */
async function call<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S | undefined,
  options?: RequestOptions,
): Promise<z.output<S>> {
  const json = await request(method, path, options);
  if (!schema) return json as z.output<S>;
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(`The API answered ${method} ${path} in an unexpected shape.`, { cause: parsed.error });
  return parsed.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    call('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, body: unknown, schema?: S) => call('POST', path, schema, { body }),
  put: <S extends z.ZodType>(path: string, body: unknown, schema?: S) => call('PUT', path, schema, { body }),
  delete: <S extends z.ZodType>(path: string, body?: unknown, schema?: S) => call('DELETE', path, schema, { body }),
};
