/**
 * The HTTP contract of one route: method, path, who may call it, what it takes and what it
 * answers. Contracts are data shared by both ends: the handler kit validates requests and types
 * handlers from them, the SPA's API client types requests and answers from them.
 *
 * A route is declared in two places that never repeat each other: its line in the route table
 * (routes.ts: method, path, who may call it, the handler module, its grants; no schema), and its
 * contract (`<area>.ts`), which spreads that line in and adds the summary and the schemas. The
 * contracts, with the table's order and fields, are what the stack, the gateway, the
 * authorization tests and the OpenAPI document read.
 */
import type * as z from 'zod/mini';
import type { Role } from '../roles';
import type { Grants } from './grants';
import type { RouteLimit } from './limits';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route. A route names the principals it lets in; a caller passes when any one
 * matches. `owner` is the signed-in person whose id is the route's `{userId}`; a role is read
 * from the caller's user record, never from the token, so a person who edits their own token
 * attributes gains nothing.
 */
export type Principal = 'public' | 'signedIn' | 'owner' | Role;

/** A route as the HTTP API names it: `GET /albums/name/{albumName}`. */
export type RouteKey = `${Method} /${string}`;

/** One line of the route table (routes.ts): everything about a route but its schemas. */
export interface Route {
  method: Method;
  /** HTTP API path with `{param}` placeholders, with a leading slash. */
  path: string;
  allow: readonly Principal[];
  /** Module under functions/ exporting `handler`, without extension. */
  handler: string;
  /** What the function may touch (grants.ts); the CDK stack grants exactly this. */
  grants: Grants;
  /** The route's own request limit (limits.ts); without one, the whole API's applies. */
  limit?: RouteLimit;
  /** A second path of another route (its method and path here): served by that route's function. */
  aliasOf?: Pick<Route, 'method' | 'path'>;
}

type MethodOf<K extends RouteKey> = K extends `${infer M extends Method} ${string}` ? M : never;
type PathOf<K extends RouteKey> = K extends `${Method} ${infer P}` ? P : never;
/* @__NO_SIDE_EFFECTS__ */
const keyParts = <K extends RouteKey>(key: K) => {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
};

/**
 * One line of the table: `route('GET /albums/all-Albums', anyone, 'catalog/list-albums', { table: 'read' })`.
 * Marked free of side effects so that a bundle keeps only the lines it reads (a handler's, its
 * own route's).
 */
/* @__NO_SIDE_EFFECTS__ */
export function route<const K extends RouteKey, const A extends readonly Principal[], const G extends Grants>(
  key: K,
  allow: A,
  handler: string,
  grants: G,
  limit?: RouteLimit,
): { method: MethodOf<K>; path: PathOf<K>; allow: A; handler: string; grants: G; limit?: RouteLimit } {
  return { ...keyParts(key), allow, handler, grants, ...(limit ? { limit } : {}) };
}

/**
 * A second path for a route that already has a line (a path the public API kept for old
 * callers): the same callers, handler, grants and limit, and the same function, not one of its own.
 */
/* @__NO_SIDE_EFFECTS__ */
export function alias<const K extends RouteKey, const T extends Route>(
  twin: T,
  key: K,
): Omit<T, 'method' | 'path' | 'aliasOf'> & { method: MethodOf<K>; path: PathOf<K>; aliasOf: Pick<T, 'method' | 'path'> } {
  return { ...twin, ...keyParts(key), aliasOf: { method: twin.method, path: twin.path } };
}

export interface RouteContract extends Route {
  summary: string;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** What a successful call answers. */
  response?: z.ZodMiniType;
  /** 201 for routes that create something; 200 otherwise. */
  successStatus?: 200 | 201;
  /** How long browsers and caches may keep a successful answer (public reads only); otherwise never kept. */
  maxAgeSeconds?: number;
}

/** Keeps the literal path (for typed params) and the exact schemas of a contract. */
export const defineContract = <const C extends RouteContract>(contract: C): C => contract;

/** A route as a page calls it: what the API client needs to send a request, and no schema. */
export type RouteDescription = Pick<Route, 'method' | 'path' | 'allow'>;

type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;

/** `'/orders/{userId}/{orderId}'` → `{ userId: string; orderId: string }` */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** What the handler returns and the client receives. */
export type ResponseOf<C extends RouteContract> = C['response'] extends z.ZodMiniType ? z.output<C['response']> : unknown;
/** What a handler may return: the response schema's input (defaults not yet applied). */
export type HandlerResultOf<C extends RouteContract> = C['response'] extends z.ZodMiniType ? z.input<C['response']> : unknown;
export type BodyOf<C extends RouteContract> = C['body'] extends z.ZodMiniType ? z.input<C['body']> : undefined;
export type QueryOf<C extends RouteContract> = C['query'] extends z.ZodMiniType ? z.input<C['query']> : undefined;

/** `/albums/name/{albumName}` → `['albumName']` */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** Fills a contract's path with its parameters, each encoded as one path segment. */
export function pathOf(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs a value for {${name}}.`);
    return encodeURIComponent(value);
  });
}

export const staff = ['Admin', 'Employee', 'Editors'] as const satisfies readonly Role[];

export const needsRole = (allow: readonly Principal[]): boolean => allow.some((p) => p !== 'public' && p !== 'signedIn' && p !== 'owner');

export const isPublic = (allow: readonly Principal[]): boolean => allow.includes('public');
