/**
 * The one client for the shop's API. It joins paths to the API address from the runtime config,
 * sends and reads JSON, adds the bearer ID token when someone is signed in, turns the API's error
 * body ({ error, message, fields }) into an ApiError, and reports a 401 in one place.
 */
import type * as z from 'zod/mini';
import type { ApiRoute, ContractOf } from '@shared/api';
import { pathOf, type BodyOf, type PathParams, type QueryOf, type ResponseOf, type RouteContract } from '@shared/api/contract';
import type { ErrorCode } from '@shared/errors';

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
  /** JSON-serialisable. */
  body?: unknown;
  signal?: AbortSignal;
}

async function request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  if (!settings) throw new Error('The API client is used before configureApiClient().');
  const { baseUrl, onUnauthorized } = settings;
  const url = new URL(baseUrl + path);
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));

  const headers: Record<string, string> = { accept: 'application/json' };
  const token = await idToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const res = await fetch(url, { method, headers, body, signal: options.signal });
  const text = await res.text();
  const json: unknown = text ? parseJson(text) : undefined;
  if (res.ok) return json;

  const error = await errorOf(res, json);
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

async function errorOf(res: Response, json: unknown): Promise<ApiError> {
  // The error body's schema (and zod) is fetched when an error comes: no page pays for it up front.
  const { errorBodySchema } = await import('@shared/errors');
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return new ApiError(res.statusText || `The request failed (${res.status}).`, res.status);
  const { message, error, fields, requestId } = parsed.data;
  return new ApiError(message, res.status, error, fields, requestId);
}

type NeedsParams<C extends RouteContract> = keyof PathParams<C['path']> extends never ? false : true;

/** What a call to `C` takes: its path params, body and query, each only where the contract has one. */
export type CallOptions<C extends RouteContract> = (NeedsParams<C> extends true ? { params: PathParams<C['path']> } : { params?: undefined }) &
  (C['body'] extends z.ZodMiniType ? { body: BodyOf<C> } : { body?: undefined }) &
  (C['query'] extends z.ZodMiniType ? { query?: QueryOf<C> } : { query?: undefined }) & { signal?: AbortSignal };

type CallArgs<C extends RouteContract> =
  NeedsParams<C> extends true ? [options: CallOptions<C>] : C['body'] extends z.ZodMiniType ? [options: CallOptions<C>] : [options?: CallOptions<C>];

/**
 * Calls one route of the API, named by its key in the route table (shared/api/routes.ts):
 * `api('PUT /user/{userId}/cart', { params: { userId }, body: { cartItem } })`. A key that is not
 * a route of the table does not compile; params, body and answer are typed from the route's
 * contract (a type only: the table and the schemas stay out of a page's bundle). In development
 * the answer is also checked against the contract's response schema (loaded then, never in a
 * production bundle), so a server and a page that drift apart fail loudly at once.
 */
export async function api<K extends ApiRoute>(route: K, ...[options]: CallArgs<ContractOf<K>>): Promise<ResponseOf<ContractOf<K>>> {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1);
  const json = await request(method, pathOf(path, (options?.params ?? {}) as Record<string, string>), {
    body: options?.body,
    query: options?.query as Query | undefined,
    signal: options?.signal,
  });
  const response = import.meta.env.DEV ? await responseSchemaOf(method, path) : undefined;
  if (response) {
    const parsed = response.safeParse(json);
    if (!parsed.success) throw new Error(`The API answered ${route} in an unexpected shape.`, { cause: parsed.error });
    return parsed.data as ResponseOf<ContractOf<K>>;
  }
  return json as ResponseOf<ContractOf<K>>;
}

/** The contract's response schema of a route, from the whole table (development only). */
async function responseSchemaOf(method: string, path: string): Promise<z.ZodMiniType | undefined> {
  const { contracts } = await import('@shared/api');
  const contract = Object.values(contracts).find((c) => c.method === method && c.path === path);
  return (contract as RouteContract | undefined)?.response;
}
