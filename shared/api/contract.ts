/**
 * The HTTP contract of one route: method, path, who may call it, what it takes and what it
 * answers. Contracts are data shared by both ends: the handler kit validates requests and types
 * handlers from them, the SPA's API client types requests and answers from them, and the route
 * table (functions/routes.ts) binds each one to its handler module and grants.
 *
 * Each area is written in two halves, so that a page's code carries no schema (and no zod): its
 * routes' method, path and callers (`routes/<area>.ts`, what the SPA imports), and the contract
 * (`<area>.ts`), which spreads those in and adds the summary and the schemas. One declaration per
 * route still: the contract is what the route table, CDK, the gateway and the openapi read.
 */
import type * as z from 'zod/mini';
import type { Role } from '../users';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route. A route names the principals it lets in; a caller passes when any one
 * matches. `owner` is the signed-in person whose id is the route's `{userId}`; a role is read
 * from the caller's user record, never from the token (spec §6).
 */
export type Principal = 'public' | 'signedIn' | 'owner' | Role;

export interface RouteContract {
  method: Method;
  /** HTTP API path with `{param}` placeholders, as the spec writes it, with a leading slash. */
  path: string;
  summary: string;
  allow: readonly Principal[];
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** What a successful call answers. */
  response?: z.ZodMiniType;
  /** 201 for routes that create something; 200 otherwise. */
  successStatus?: 200 | 201;
}

/** Keeps the literal path (for typed params) and the exact schemas of a contract. */
export const defineContract = <const C extends RouteContract>(contract: C): C => contract;

/** A route as a page calls it: what the API client needs to send a request, and no schema. */
export type RouteDescription = Pick<RouteContract, 'method' | 'path' | 'allow'>;

/** An area's routes, method, path and callers each, with their literal types (contracts spread them in). */
export const describeRoutes = <const R extends Record<string, RouteDescription>>(routes: R): R => routes;

/**
 * A route's description typed by its contract: the API client reads params, body and answer types
 * from `contract`, which is a type only (never set), so the schemas stay out of a page's bundle.
 */
export interface RouteCall<C extends RouteContract> {
  method: C['method'];
  path: C['path'];
  allow: C['allow'];
  readonly contract?: C;
}
/** The contract a route description stands for: `BodyOf<ContractOf<typeof leadRoutes.requestCallback>>`. */
export type ContractOf<R> = R extends RouteCall<infer C> ? C : never;
export type RoutesOf<Contracts extends Record<string, RouteContract>> = { [K in keyof Contracts]: RouteCall<Contracts[K]> };

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
export const pathParamsOf = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** Fills a contract's path with its parameters, each encoded as one path segment. */
export function pathOf(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The path ${path} needs a value for {${name}}.`);
    return encodeURIComponent(value);
  });
}

export const staff = ['Admin', 'Employee', 'Editors'] as const satisfies readonly Role[];

export const needsRole = (allow: readonly Principal[]): boolean =>
  allow.some((p) => p !== 'public' && p !== 'signedIn' && p !== 'owner');

export const isPublic = (allow: readonly Principal[]): boolean => allow.includes('public');
